/**
 * The consultation form inside the dialog: its fields, their validation and the toasts of a sent
 * or failed submission. Loaded only when the dialog first opens (React.lazy in
 * ConsultationDialog), so react-hook-form, zod and the calendar stay out of every page's first
 * load.
 */
import { useCallback, useEffect, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatLongDate } from '@/lib/forms/calendar';
import { CONSULTATION_LABELS as L } from '@/lib/forms/labels';
import { consultationScheduledToast } from '@/lib/forms/messages';
import { TIME_SLOTS } from '@/lib/forms/options';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import type { ConsultationFormInput, ConsultationFormValues } from '@/lib/forms/schemas';
import { toConsultationPayload } from '@/lib/forms/consultation-payload';
import { Calendar } from './forms/Calendar';
import {
  ChoiceChip,
  EMAIL_INPUT,
  FieldError,
  Honeypot,
  NAME_INPUT,
  PHONE_INPUT,
  RequiredMark,
  SubmitButton,
  TextAreaField,
  TextField,
  errorId,
} from './forms/fields';
import { useFormSubmission } from './hooks/useFormSubmission';

export type ConsultationDraft = Partial<ConsultationFormInput>;

export const emptyConsultation: ConsultationDraft = {
  name: '',
  email: '',
  phone: '',
  date: undefined,
  time: undefined,
  message: '',
};

export interface ConsultationFormProps {
  /** What the dialog was opened for (the trigger's data-topic). */
  topic: string;
  /** Values typed before the dialog was last closed. */
  draft: ConsultationDraft;
  onDraftChange: (draft: ConsultationDraft) => void;
  /** Called after a successful submission (the dialog closes). */
  onScheduled: () => void;
}

/** zod and the schema load with the dialog's form, beside it rather than before it. */
const validation = lazyResolver<ConsultationFormInput, unknown, ConsultationFormValues>(() =>
  import('./forms/validation').then((module) => module.consultationFormResolver),
);

export default function ConsultationForm({ topic, draft, onDraftChange, onScheduled }: ConsultationFormProps) {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    date: `${id}-date`,
    time: `${id}-time`,
    message: `${id}-message`,
    selected: `${id}-selected`,
  };
  const calendarBox = useRef<HTMLDivElement | null>(null);
  const focusCalendar = useCallback(() => {
    calendarBox.current?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')?.focus();
  }, []);

  const form = useForm<ConsultationFormInput, unknown, ConsultationFormValues>({
    resolver: validation.resolver,
    defaultValues: { ...emptyConsultation, ...draft },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    control,
    watch,
    setFocus,
    formState: { errors },
  } = form;
  const { onSubmit, submitting, honeypot } = useFormSubmission({
    form,
    toPayload: (values) => toConsultationPayload(values, topic),
    failureLog: 'Consultation request failed:',
    successToast: (values) => consultationScheduledToast(formatLongDate(values.date), values.time),
    emptyValues: emptyConsultation,
    onSuccess: () => {
      onDraftChange(emptyConsultation);
      onScheduled();
    },
  });

  // The first time, the dialog opens before this code arrives and focuses its close button;
  // start on the first field instead, as later openings do.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!formRef.current?.contains(document.activeElement)) setFocus('name');
    // A load that fails is left unhandled on purpose: chunk recovery reloads the page once.
    void validation.preload();
  }, [setFocus]);

  useEffect(() => {
    const subscription = watch((values) => onDraftChange(values as ConsultationDraft));
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="relative grid gap-5 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-8"
    >
      <div className="grid content-start gap-4 md:col-start-1 md:row-start-1">
        <TextField
          id={ids.name}
          label={L.name}
          required
          {...NAME_INPUT}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id={ids.email}
          label={L.email}
          required
          {...EMAIL_INPUT}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id={ids.phone}
          label={L.phone}
          required
          {...PHONE_INPUT}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>

      <div className="grid content-start md:col-start-2 md:row-span-2 md:row-start-1">
        <p id={`${ids.date}-label`} className="mb-1.5 block text-sm font-medium text-slate-800">
          {L.date}
          <RequiredMark />
          <span className="sr-only"> (required)</span>
        </p>
        <Controller
          control={control}
          name="date"
          render={({ field, fieldState }) => {
            const selected = field.value instanceof Date ? field.value : undefined;
            return (
              <div
                ref={(element) => {
                  calendarBox.current = element;
                  // Lets react-hook-form move focus into the calendar when the date is missing.
                  field.ref(element ? { focus: focusCalendar } : null);
                }}
              >
                <Calendar
                  selected={selected}
                  onSelect={(date) => field.onChange(date)}
                  labelledBy={`${ids.date}-label`}
                  describedBy={[ids.selected, fieldState.error ? errorId(ids.date) : ''].filter(Boolean).join(' ')}
                  invalid={Boolean(fieldState.error)}
                />
                <p id={ids.selected} aria-live="polite" className="mt-2 text-sm text-slate-700">
                  {selected ? `Selected: ${formatLongDate(selected)}` : 'Weekdays only, from today on.'}
                </p>
                <FieldError id={ids.date} message={fieldState.error?.message} />
              </div>
            );
          }}
        />
        <fieldset className="mt-5" aria-describedby={errors.time ? errorId(ids.time) : undefined}>
          <legend className="mb-1.5 block text-sm font-medium text-slate-800">
            {L.time}
            <RequiredMark />
            <span className="sr-only"> (required)</span>
          </legend>
          <div className="grid grid-cols-3 gap-2">
            {TIME_SLOTS.map((slot, index) => (
              <ChoiceChip
                key={slot}
                id={`${ids.time}-${index}`}
                type="radio"
                value={slot}
                label={slot}
                aria-invalid={errors.time ? true : undefined}
                {...register('time')}
              />
            ))}
          </div>
          <FieldError id={ids.time} message={errors.time?.message} />
        </fieldset>
      </div>

      <TextAreaField
        id={ids.message}
        label={L.message}
        className="md:col-start-1 md:row-start-2"
        maxLength={5000}
        placeholder="Tell us briefly what you would like to discuss (optional)"
        error={errors.message?.message}
        {...register('message')}
      />

      <Honeypot ref={honeypot} idPrefix={id} />

      <div className="flex justify-end md:col-span-2">
        <SubmitButton submitting={submitting} className="w-full sm:w-auto">
          Schedule Consultation
        </SubmitButton>
      </div>
    </form>
  );
}
