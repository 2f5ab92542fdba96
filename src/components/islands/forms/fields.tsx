/**
 * Form building blocks shared by the consultation dialog and the request form, so every label,
 * input, error message and choice chip looks and behaves the same. Each control is labelled,
 * carries aria-invalid and points at its error message with aria-describedby.
 */
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useFormWords } from './form-words';
import { formEndpoint } from '@/lib/forms/submit';
import { HONEYPOT_FIELD, LIMITS, type FormType } from '@/lib/forms/values';
import type { Option } from '@/lib/option';
import { buttonClass, inputClass } from '@/lib/ui-variants';
import { useHydrated } from '../hooks/useHydrated';
import { SubmitFailure } from './SubmitFailure';

export const errorId = (id: string) => `${id}-error`;

type ApiFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'method' | 'action' | 'noValidate'> & {
  formType: FormType;
};

/**
 * The form element of both forms: a real HTML form that posts its fields to the form API, named
 * as the API's JSON payload names them, so it works before and without JavaScript (the browser
 * checks the native constraints, the API answers with a page). Once the island has hydrated it
 * validates the fields itself and sends them with fetch (the form's onSubmit).
 */
export const ApiForm = forwardRef<HTMLFormElement, ApiFormProps>(function ApiForm(
  { formType, children, ...form },
  ref,
) {
  const hydrated = useHydrated();
  const { language } = useFormWords();
  return (
    <form ref={ref} method="post" action={formEndpoint()} noValidate={hydrated} {...form}>
      <input type="hidden" name="formType" value={formType} />
      <input type="hidden" name="language" value={language} />
      {children}
    </form>
  );
});

/** aria props of a control with an optional error message. */
export function describedBy(id: string, error: string | undefined, hint?: string) {
  const ids = [hint, error ? errorId(id) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** The required mark of a label that is not a field's own (a group's legend, a checkbox's label), said aloud too. */
export function RequiredNote() {
  const { forms } = useFormWords();
  return (
    <>
      <RequiredMark />
      <span className="sr-only"> {forms.required}</span>
    </>
  );
}

export function FieldLabel({
  htmlFor,
  id,
  required,
  children,
}: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} id={id} className="mb-1.5 block text-sm font-medium text-slate-800">
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  className?: string;
}

type InputProps = FieldProps & Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'className'>;

/**
 * Input attributes shared by both forms, so an email or phone box behaves the same in each; each
 * box holds at most what the API accepts (LIMITS).
 */
export const EMAIL_INPUT = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  maxLength: LIMITS.email,
} as const;
export const PHONE_INPUT = { type: 'tel', autoComplete: 'tel', maxLength: LIMITS.phone } as const;
export const NAME_INPUT = { autoComplete: 'name', maxLength: LIMITS.name } as const;
/** A long text box (a message, a description). */
export const LONG_TEXT_INPUT = { maxLength: LIMITS.longText } as const;

/** Label, control and error message: the frame every text, textarea and select field shares. */
function Field({ id, label, required, error, className, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * The attributes every control of a Field carries: its id, its required state (native, so the
 * browser checks it before the island has hydrated; the form turns that off once it validates
 * itself) and its error wiring.
 */
const controlProps = ({ id, required, error }: Pick<FieldProps, 'id' | 'required' | 'error'>) => ({
  id,
  required: required || undefined,
  ...describedBy(id, error),
});

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { id, label, required, error, className, ...input },
  ref,
) {
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      <input ref={ref} className={cn(inputClass, 'h-11')} {...controlProps({ id, required, error })} {...input} />
    </Field>
  );
});

type TextAreaProps = FieldProps & Omit<ComponentPropsWithoutRef<'textarea'>, 'id' | 'className'>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { id, label, required, error, className, ...textarea },
  ref,
) {
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      <textarea
        ref={ref}
        rows={4}
        className={cn(inputClass, 'min-h-[100px] resize-y')}
        {...controlProps({ id, required, error })}
        {...textarea}
      />
    </Field>
  );
});

type SelectProps = FieldProps &
  Omit<ComponentPropsWithoutRef<'select'>, 'id' | 'className'> & {
    options: readonly Option[];
    placeholder: string;
  };

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { id, label, required, error, className, options, placeholder, ...select },
  ref,
) {
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      <div className="relative">
        <select
          ref={ref}
          className={cn(inputClass, 'h-11 appearance-none pr-10')}
          {...controlProps({ id, required, error })}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 fill-slate-600"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </div>
    </Field>
  );
});

/**
 * The honeypot: invisible, out of the tab order and hidden from assistive tech, so only bots
 * fill it. Read at submit time; the API drops submissions where it is not empty.
 */
export const Honeypot = forwardRef<HTMLInputElement, { idPrefix: string }>(function Honeypot({ idPrefix }, ref) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  const { forms } = useFormWords();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{forms.honeypot}</label>
      <input ref={ref} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
});

/**
 * The submit button: reading 'Submitting...' and disabled while a submission is under way, by
 * aria-disabled so that it keeps the keyboard's focus (a disabled button drops it).
 */
export function SubmitButton({
  submitting,
  children,
  className,
}: {
  submitting: boolean;
  children: ReactNode;
  className?: string;
}) {
  const { forms } = useFormWords();
  return (
    <button
      type="submit"
      aria-disabled={submitting || undefined}
      className={buttonClass('primary', 'lg', { extra: className })}
    >
      {submitting ? (
        <>
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
          {forms.submitting}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** The end of a form: what went wrong with the last send, if anything, above the submit button. */
export function SubmitRow({
  failed,
  submitting,
  className,
  buttonClassName,
  children,
}: {
  failed: boolean;
  submitting: boolean;
  className?: string;
  buttonClassName: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col items-stretch gap-3 sm:items-end', className)}>
      <SubmitFailure failed={failed} />
      <SubmitButton submitting={submitting} className={buttonClassName}>
        {children}
      </SubmitButton>
    </div>
  );
}
