/** Technologies by category: the list in content/technologies.json. */
import { z } from 'astro/zod';
import { field, id, itemId, text } from './fields.ts';
import { defineKind, listFile } from './kind.ts';

const name = field(text('name'), 'Name', 'The category\'s name');

export const technologyCategorySchema = z
  .object({
    id: itemId,
    name,
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

/**
 * A category's translation (content/technologies.{language}.json, every category by id): its
 * name; the technologies are products, named the same in every language.
 */
const technologyCategoryTranslation = z.object({ id: itemId, name }).strict();

export const technologies = defineKind(technologyCategorySchema, {
  source: listFile('technologies.json'),
  translation: technologyCategoryTranslation,
  editor: { label: 'Technologies', group: 'Site' },
});

export type TechnologyCategory = z.infer<typeof technologyCategorySchema>;
