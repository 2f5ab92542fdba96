/**
 * The words a form speaks, from the dictionary of its page's language (content/dictionaries/):
 * what every form shares (`forms`: its notes, its submit button, its failure), what its rules say
 * (`formMessages`), and the language itself, which the form sends so the studio's email names it.
 */
import type { Dictionary } from '../content/kinds/dictionary.ts';
import type { FormLanguage } from './schemas.ts';

export interface FormWords extends FormLanguage {
  /** The page's language code ("de"), sent with the form. */
  language: string;
  forms: Dictionary['forms'];
}

/** A form's words in a language, from that language's dictionary. */
export function formWordsOf(language: string, dictionary: Dictionary): FormWords {
  return { language, locale: dictionary.locale, forms: dictionary.forms, messages: dictionary.formMessages };
}
