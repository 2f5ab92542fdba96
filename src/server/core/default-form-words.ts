/**
 * The form API's words when the site's page of answers in a post's language cannot give them
 * (an API without the built site, a page that carries none): the default language's dictionary,
 * bundled with the server (content/dictionaries/en.json), and the check a page's words must pass.
 */
import english from '../../../content/dictionaries/en.json' with { type: 'json' };
import { z } from 'astro/zod';
import { dictionarySchema } from '../../lib/content/kinds/dictionary.ts';
import { problemPageWords, type ProblemPageWords } from '../../lib/forms/problem-words.ts';

const dictionary = dictionarySchema.parse(english);

export const DEFAULT_FORM_WORDS = {
  forms: dictionary.forms,
  words: problemPageWords(dictionary),
};

const labels = z.record(z.string(), z.string());
const problemPageWordsSchema = z.object({
  locale: z.string(),
  messages: dictionarySchema.shape.formMessages,
  labels: z.object({ request: labels, consultation: labels }),
});

/** Whether a page's data block holds every message and label the API answers with. */
export function isProblemPageWords(value: unknown): value is ProblemPageWords {
  return problemPageWordsSchema.safeParse(value).success;
}
