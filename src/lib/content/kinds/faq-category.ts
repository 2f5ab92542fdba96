/** FAQ categories: content/faq/{categoryId}.json, one JSON file per category. */
import { z } from 'astro/zod';
import { field, id, longText, text } from './fields.ts';
import { defineKind, jsonFolder } from './kind.ts';

export const faqCategorySchema = z
  .object({
    name: field(text('name'), 'Name', 'The category\'s tab label'),
    order: field(z.number().int(), 'Position', 'Position of the tab'),
    items: field(
      z
        .array(
          z
            .object({
              id: field(id, 'ID', 'Lowercase words joined by hyphens; the question\'s anchor in the page address'),
              question: field(text('question'), 'Question', 'As a visitor would ask it'),
              answer: field(longText('answer'), 'Answer', 'The answer, a short paragraph'),
            })
            .strict(),
        )
        .min(1),
      'Questions',
      'The questions of this category, in order',
    ),
  })
  .strict();

export const faq = defineKind(faqCategorySchema, {
  source: jsonFolder('faq'),
  editor: { label: 'FAQ categories', group: 'Site' },
});

export type FaqCategory = z.infer<typeof faqCategorySchema>;
