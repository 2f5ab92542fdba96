/**
 * The words a form speaks, from the dictionary of its page's language (content/dictionaries/):
 * what every form shares (`forms`: its notes, its submit button, its failure), what its rules say
 * (`formMessages`), and the language itself, which the form sends so the studio's email names it.
 */
import type { Dictionary } from '../content/kinds/dictionary.ts';
import type { ConsultationWords } from './messages.ts';
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

/**
 * What the consultation dialog of every page speaks: fetched from `formWordsPath` when a visitor
 * first opens it, so a page carries none of it (src/pages/form-words/[language].json.ts).
 */
export interface ConsultationDialogWords {
  words: FormWords;
  consultation: ConsultationWords;
}

export const formWordsPath = (language: string): string => `/form-words/${language}.json`;

/** The dialog's words in a language, from that language's dictionary. */
export const consultationDialogWords = (language: string, dictionary: Dictionary): ConsultationDialogWords => ({
  words: formWordsOf(language, dictionary),
  consultation: dictionary.consultationForm,
});
