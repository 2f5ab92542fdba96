/** FAQ categories: content/faq/{categoryId}.json, one JSON file per category. */
import { z } from 'astro/zod';
import { field, id, longText, text } from './fields.ts';
import { defineKind, jsonFolder } from './kind.ts';

const name = field(text('name'), 'Name', 'The category\'s tab label');
const question = field(text('question'), 'Question', 'As a visitor would ask it');
const answer = field(longText('answer'), 'Answer', 'The answer, a short paragraph');
const questionId = field(id, 'ID', 'Lowercase words joined by hyphens; the question\'s anchor in the page address');

export const faqCategorySchema = z
  .object({
    name,
    order: field(z.number().int(), 'Position', 'Position of the tab'),
    items: field(
      z
        .array(
          z
            .object({
              id: questionId,
              question,
              answer,
            })
            .strict(),
        )
        .min(1),
      'Questions',
      'The questions of this category, in order',
    ),
  })
  .strict();

/** A category's translation: its name and every question with its answer, matched by id. */
const faqCategoryTranslation = z
  .object({
    name,
    items: field(z.array(z.object({ id: questionId, question, answer }).strict()), 'Questions', 'Every question of the category, translated'),
  })
  .strict();

export const faq = defineKind(faqCategorySchema, {
  source: jsonFolder('faq'),
  translation: faqCategoryTranslation,
  editor: { label: 'FAQ categories', group: 'Site' },
});

export type FaqCategory = z.infer<typeof faqCategorySchema>;
