/**
 * What the forms tell the visitor (dialog texts, toasts, the confirmation), in one place for the
 * islands and the tests.
 */
import type { ToastInput } from '../toast-store.ts';

export const CONSULTATION_DIALOG = {
  title: 'Schedule a Consultation',
  description: 'Fill out the form below to schedule a free consultation with our team.',
} as const;

export const SUBMITTING_LABEL = 'Submitting...';

/**
 * Said inside the form, next to its submit button, after a failed send, until the next try; the
 * toast, which closes by itself, says it too.
 */
export const SUBMISSION_FAILED_MESSAGE = 'There was an error submitting your request. Please try again later.';

export const submissionFailedToast: ToastInput = {
  title: 'Submission Failed',
  description: SUBMISSION_FAILED_MESSAGE,
  variant: 'error',
};

export function consultationScheduledToast(formattedDate: string, time: string): ToastInput {
  return {
    title: 'Consultation Scheduled!',
    description: `We'll contact you shortly to confirm your appointment on ${formattedDate} at ${time}.`,
    variant: 'success',
  };
}

export const requestSubmittedToast: ToastInput = {
  title: 'Request Submitted Successfully!',
  description: "We'll review your request and get back to you within 24-48 hours.",
  variant: 'success',
};

/** How long the request form's confirmation replaces the form. */
export const REQUEST_CONFIRMATION_MS = 5000;

/** The pages a form post without JavaScript lands on (src/lib/forms/form-pages.ts). */
export const FORM_STEP_TEXTS = {
  requestSent: { title: requestSubmittedToast.title, description: requestSubmittedToast.description },
  consultationSent: {
    title: 'Consultation Scheduled!',
    description: "We'll contact you shortly to confirm your appointment.",
  },
  problem: {
    title: 'Your form has not been sent yet',
    description: 'Please look at these answers, then send the form again:',
  },
  /** Where the page of issues sends the visitor back to. */
  back: {
    hint: "Your browser's Back button returns to the form with everything you typed.",
    link: 'Back to the form',
  },
} as const;
