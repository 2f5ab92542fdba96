/**
 * The submit flow of the site's forms (spec 000 §7, §8), around react-hook-form: on a valid
 * submit it posts the payload with the honeypot field through the shared helper
 * (src/lib/forms/submit.ts). A failure logs the error, shows the error toast and keeps every
 * value, and `failed` stays true until the next try (the form says so beside its submit
 * button); a success resets the form to `emptyValues`, shows the success toast, then calls
 * `onSuccess`. `submitting` is true from the submit until the answer (react-hook-form's
 * isSubmitting), for the submit button, which stays focusable meanwhile (aria-disabled: a
 * disabled button would drop the keyboard's focus); a submit while one is under way is ignored.
 * Each form keeps only its fields.
 */
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { submissionFailedToast } from '@/lib/forms/messages';
import { submitForm } from '@/lib/forms/submit';
import { HONEYPOT_FIELD } from '@/lib/forms/values';
import { showToast } from '@/lib/site-events';
import type { ToastInput } from '@/lib/toast-store';

export interface FormSubmissionOptions<TInput extends FieldValues, TValues> {
  form: UseFormReturn<TInput, unknown, TValues>;
  /** The payload posted for the validated values (the honeypot field is added to it). */
  toPayload: (values: TValues) => object;
  /** Logged to the console before the error when the submission fails. */
  failureLog: string;
  successToast: (values: TValues) => ToastInput;
  /** The values the form is reset to after a success. */
  emptyValues: NoInfer<DefaultValues<TInput>>;
  onSuccess?: (values: TValues) => void;
}

export function useFormSubmission<TInput extends FieldValues, TValues>({
  form,
  toPayload,
  failureLog,
  successToast,
  emptyValues,
  onSuccess,
}: FormSubmissionOptions<TInput, TValues>) {
  /** The hidden field bots fill in; the form renders it with <Honeypot ref={honeypot} />. */
  const honeypot = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);
  const submitting = form.formState.isSubmitting;

  const send = form.handleSubmit(async (values) => {
    try {
      await submitForm({ ...toPayload(values), [HONEYPOT_FIELD]: honeypot.current?.value ?? '' });
    } catch (error) {
      console.error(failureLog, error);
      setFailed(true);
      showToast(submissionFailedToast);
      return;
    }
    form.reset(emptyValues);
    showToast(successToast(values));
    onSuccess?.(values);
  });

  const onSubmit = (event?: BaseSyntheticEvent) => {
    if (submitting) {
      event?.preventDefault();
      return Promise.resolve();
    }
    setFailed(false);
    return send(event);
  };

  return { onSubmit, submitting, failed, honeypot };
}
