/**
 * The wiring both forms share (spec 000 §7, §8): react-hook-form with the lazily loaded
 * validation (checked on submit, then again on every change), the submit flow and a `field`
 * binder giving each field its id, its error message and its registration.
 *
 * On a valid submit it posts the payload with the honeypot field through the shared helper
 * (src/lib/forms/submit.ts). A failure logs the error, shows the error toast and keeps every
 * value, and `failed` stays true until the next try (the form says so beside its submit
 * button); a success resets the form to `emptyValues`, shows the success toast, then calls
 * `onSuccess`. `submitting` is true from the submit until the answer (react-hook-form's
 * isSubmitting), for the submit button, which stays focusable meanwhile (aria-disabled: a
 * disabled button would drop the keyboard's focus); a submit while one is under way is ignored.
 * Each form keeps only its fields.
 */
import { useId, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { LazyResolver } from '@/lib/forms/lazy-resolver';
import { submissionFailedToast } from '@/lib/forms/messages';
import { submitForm } from '@/lib/forms/submit';
import { HONEYPOT_FIELD } from '@/lib/forms/values';
import { showToast } from '@/lib/site-events';
import { useFormWords } from '../forms/form-words';
import type { ToastInput } from '@/lib/toast-store';

export interface ApiFormOptions<TInput extends FieldValues, TValues> {
  /** The form's validation, loaded on demand. */
  validation: LazyResolver<TInput, unknown, TValues>;
  /**
   * The values the form starts with in the browser (on the server it starts from `emptyValues`),
   * given the form's `idOf`: what was typed into the server-rendered form before the island
   * hydrated stays, as fields without a default value take theirs from the page.
   */
  initialValues: (idOf: (name: string) => string) => NoInfer<DefaultValues<TInput>>;
  /** The payload posted for the validated values (the honeypot field is added to it). */
  toPayload: (values: TValues) => object;
  /** Logged to the console before the error when the submission fails. */
  failureLog: string;
  successToast: (values: TValues) => ToastInput;
  /** The values the form is reset to after a success (and starts with on the server). */
  emptyValues: NoInfer<DefaultValues<TInput>>;
  onSuccess?: (values: TValues) => void;
}

export function useApiForm<TInput extends FieldValues, TValues>({
  validation,
  initialValues,
  toPayload,
  failureLog,
  successToast,
  emptyValues,
  onSuccess,
}: ApiFormOptions<TInput, TValues>) {
  /** The prefix of every id in the form, unique on the page. */
  const id = useId();
  const words = useFormWords();
  /** The id of a field (or of another element of the form) named `name`. */
  const idOf = (name: string) => `${id}-${name}`;
  const [defaultValues] = useState(() => (typeof document === 'undefined' ? emptyValues : initialValues(idOf)));
  const form = useForm<TInput, unknown, TValues>({
    resolver: validation.resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  /** The hidden field bots fill in; the form renders it with <Honeypot ref={honeypot} />. */
  const honeypot = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);
  const submitting = form.formState.isSubmitting;

  /** What a field component needs of the field `name`: its id, its error message and its registration. */
  const field = (name: Path<TInput>) => ({
    id: idOf(name),
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name),
  });

  const send = form.handleSubmit(async (values) => {
    try {
      await submitForm({ ...toPayload(values), [HONEYPOT_FIELD]: honeypot.current?.value ?? '' });
    } catch (error) {
      console.error(failureLog, error);
      setFailed(true);
      showToast(submissionFailedToast(words));
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

  return { form, id, idOf, field, onSubmit, submitting, failed, honeypot };
}
