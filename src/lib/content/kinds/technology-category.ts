/** Technologies by category: the list in content/technologies.json. */
import { z } from 'astro/zod';
import { field, id, itemId, text } from './fields.ts';
import { defineKind, listFile } from './kind.ts';

export const technologyCategorySchema = z
  .object({
    id: itemId,
    name: field(text('name'), 'Name', 'The category\'s name'),
    technologies: field(
      z
        .array(
          z
            .object({
              id: field(id, 'ID', 'The technology\'s id; a tool with the same id links to its page'),
              name: field(text('name'), 'Name', 'The technology\'s name'),
            })
            .strict(),
        )
        .min(1),
      'Technologies',
      'The technologies of this category',
    ),
  })
  .strict();

export const technologies = defineKind(technologyCategorySchema, {
  source: listFile('technologies.json'),
  editor: { label: 'Technologies', group: 'Site' },
});

export type TechnologyCategory = z.infer<typeof technologyCategorySchema>;
