/**
 * The forms' messages to the visitor (toasts) made from the words of the page's language
 * (content/dictionaries/, src/lib/forms/words.ts), and how long the request form's confirmation stays.
 */
import type { Dictionary } from '../content/kinds/dictionary.ts';
import { fillTemplate } from '../template.ts';
import type { ToastInput } from '../toast-store.ts';
import type { FormWords } from './words.ts';

/**
 * The toast of a failed send. The form says it too, next to its submit button, until the next
 * try; the toast closes by itself.
 */
export const submissionFailedToast = ({ forms }: FormWords): ToastInput => ({
  title: forms.failedTitle,
  description: forms.failed,
  variant: 'error',
});

/** The consultation form's own words: a dictionary's `consultationForm`. */
export type ConsultationWords = Dictionary['consultationForm'];

/** The toast of a booked consultation: the day and time written the page's way. */
export function consultationScheduledToast(words: ConsultationWords, date: string, time: string): ToastInput {
  return {
    title: words.scheduledTitle,
    description: fillTemplate(words.scheduledText, { date, time }),
    variant: 'success',
  };
}

/** The toast of a sent request: the confirmation's heading and sentence. */
export const requestSubmittedToast = (words: Dictionary['requestForm']): ToastInput => ({
  title: words.sentTitle,
  description: words.sentText,
  variant: 'success',
});

/** How long the request form's confirmation replaces the form. */
export const REQUEST_CONFIRMATION_MS = 5000;
