/** Highlights: the list in content/highlights.json, the home page's carousel. */
import { z } from 'astro/zod';
import { field, id, itemId, text } from './fields.ts';
import { defineKind, listFile } from './kind.ts';

const title = field(text('title'), 'Title', 'The highlight\'s heading');
const value = field(
  text('value').optional(),
  'Value',
  'The value line; leave it empty to show the project\'s revenue potential',
);

export const highlightSchema = z
  .object({
    id: itemId,
    title,
    value,
    project: field(
      id.optional(),
      'Project',
      'Slug of the project it features (its file name): the value line can come from it',
    ),
  })
  .strict()
  .refine((highlight) => highlight.value !== undefined || highlight.project !== undefined, {
    error: 'give a value, or the project whose revenue potential is the value',
    path: ['value'],
  });

/**
 * A highlight's translation (content/highlights.{language}.json, every highlight by id): its
 * title, and its value line where the entry has one; the project is shared.
 */
const highlightTranslation = z.object({ id: itemId, title, value }).strict();

export const highlights = defineKind(highlightSchema, {
  source: listFile('highlights.json'),
  translation: highlightTranslation,
  editor: { label: 'Highlights', group: 'Site' },
});

export type Highlight = z.infer<typeof highlightSchema>;
