/**
 * The consultation form: its fields, their validation and the toasts of a sent or failed
 * submission. In the dialog it is loaded only when the dialog first opens (React.lazy in
 * ConsultationDialog), so react-hook-form, zod and the calendar stay out of every page's first
 * load. On /consultation it is the page's island: server-rendered as a real form (a native date
 * input instead of the calendar) that the browser posts to the form API before or without
 * JavaScript.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { parseIsoDay } from '@/lib/forms/calendar';
import { longDate, slotLabel } from '@/lib/forms/calendar-words';
import { consultationScheduledToast, type ConsultationWords } from '@/lib/forms/messages';
import { TIME_SLOTS } from '@/lib/forms/options';
import { fillTemplate } from '@/lib/template';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import type { ConsultationFormInput, ConsultationFormValues } from '@/lib/forms/schemas';
import { toConsultationPayload } from '@/lib/forms/consultation-payload';
import type { FormWords } from '@/lib/forms/words';
import { ChoiceChip } from '@/components/shared-react/ChoiceChip';
import { Calendar } from './forms/Calendar';
import { withErrorBoundary } from './ErrorBoundary';
import {
  ApiForm,
  EMAIL_INPUT,
  FieldError,
  FieldLabel,
  Honeypot,
  LONG_TEXT_INPUT,
  NAME_INPUT,
  PHONE_INPUT,
  RequiredNote,
  SubmitRow,
  TextAreaField,
  TextField,
  errorId,
} from './forms/fields';
import { FormWordsProvider } from './forms/form-words';
import { useApiForm } from './hooks/useApiForm';
import { useHydrated } from './hooks/useHydrated';
import { cn } from '@/lib/cn';
import { inputClass } from '@/lib/ui-variants';

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
  topic?: string;
  /** Values typed before the dialog was last closed. */
  draft?: ConsultationDraft;
  onDraftChange?: (draft: ConsultationDraft) => void;
  /** Called after a successful submission (the dialog closes). */
  onScheduled?: () => void;
  /** Focus the first field when the form appears (in the dialog; not on a page). */
  focusFirstField?: boolean;
  /** The words every form shares and its rules' messages. */
  words: FormWords;
  /** The consultation form's own words. */
  consultation: ConsultationWords;
}

/** The day typed into the server-rendered date input before the island hydrated, if any. */
function dateEnteredBeforeHydration(inputId: string): ConsultationDraft {
  const input = document.getElementById(inputId);
  const day = input instanceof HTMLInputElement ? parseIsoDay(input.value) : undefined;
  return day ? { date: day } : {};
}

/** The form with its words: the pieces every form shares read them from the provider. */
export default function ConsultationForm(props: ConsultationFormProps) {
  return (
    <FormWordsProvider value={props.words}>
      <ConsultationFormFields {...props} />
    </FormWordsProvider>
  );
}

function ConsultationFormFields({
  topic = '',
  draft = {},
  onDraftChange,
  onScheduled,
  focusFirstField = false,
  words,
  consultation: c,
}: ConsultationFormProps) {
  const { locale } = words;
  /** zod and the schema load with the dialog's form, beside it rather than before it. */
  const [validation] = useState(() =>
    lazyResolver<ConsultationFormInput, unknown, ConsultationFormValues>(() =>
      import('./forms/validation').then((module) => module.consultationFormResolver(words)),
    ),
  );
  const hydrated = useHydrated();
  const calendarBox = useRef<HTMLDivElement | null>(null);
  const focusCalendar = useCallback(() => {
    calendarBox.current?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')?.focus();
  }, []);

  const { form, id, idOf, field, onSubmit, submitting, failed, honeypot } = useApiForm({
    validation,
    // In the dialog the form starts empty or from the draft. On the page, the native date
    // input's day typed before the island hydrated is carried over to the calendar.
    initialValues: (idOf): ConsultationDraft => ({ ...draft, ...dateEnteredBeforeHydration(idOf('date')) }),
    toPayload: (values) => toConsultationPayload(values, topic, words.language),
    failureLog: 'Consultation request failed:',
    successToast: (values) =>
      consultationScheduledToast(c, longDate(values.date, locale), slotLabel(values.time, locale)),
    emptyValues: emptyConsultation,
    onSuccess: () => {
      onDraftChange?.(emptyConsultation);
      onScheduled?.();
    },
  });
  const {
    register,
    control,
    watch,
    setFocus,
    formState: { errors },
  } = form;
  const ids = { date: idOf('date'), time: idOf('time'), selected: idOf('selected') };

  // The first time, the dialog opens before this code arrives and focuses its close button;
  // start on the first field instead, as later openings do.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirstField && !formRef.current?.contains(document.activeElement)) setFocus('name');
    // A load that fails is left unhandled on purpose: chunk recovery reloads the page once.
    void validation.preload();
  }, [setFocus, focusFirstField, validation]);

  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = watch((values) => onDraftChange(values as ConsultationDraft));
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);

  // Two columns when the form has the room (the dialog, a wide page), measured on its own box.
  return (
    <div className="@container">
      <ApiForm
        ref={formRef}
        formType="consultation"
        aria-label={c.title}
        onSubmit={(event) => void onSubmit(event)}
        className="relative grid grid-cols-1 gap-5 @2xl:grid-cols-2 @2xl:grid-rows-[auto_1fr] @2xl:gap-x-8"
      >
        <input type="hidden" name="topic" value={topic} />
        <div className="grid grid-cols-1 content-start gap-4 @2xl:col-start-1 @2xl:row-start-1">
          <TextField label={c.name} required {...NAME_INPUT} {...field('name')} />
          <TextField label={c.email} required {...EMAIL_INPUT} {...field('email')} />
          <TextField label={c.phone} required {...PHONE_INPUT} {...field('phone')} />
        </div>

        <div className="grid grid-cols-1 content-start @2xl:col-start-2 @2xl:row-span-2 @2xl:row-start-1">
          {hydrated ? (
            <>
              <p id={`${ids.date}-label`} className="mb-1.5 block text-sm font-medium text-slate-800">
                {c.date}
                <RequiredNote />
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
                        describedBy={[ids.selected, fieldState.error ? errorId(ids.date) : '']
                          .filter(Boolean)
                          .join(' ')}
                        invalid={Boolean(fieldState.error)}
                        words={{ ...c, locale }}
                      />
                      <p id={ids.selected} aria-live="polite" className="mt-2 text-sm text-slate-700">
                        {selected ? fillTemplate(c.selected, { date: longDate(selected, locale) }) : c.dateHint}
                      </p>
                      <FieldError id={ids.date} message={fieldState.error?.message} />
                    </div>
                  );
                }}
              />
            </>
          ) : (
            // Before the island has hydrated (or without JavaScript): the browser's own date picker.
            <div>
              <FieldLabel htmlFor={ids.date} required>
                {c.date}
              </FieldLabel>
              <input
                id={ids.date}
                name="date"
                type="date"
                required
                aria-describedby={ids.selected}
                className={cn(inputClass, 'h-11')}
              />
              <p id={ids.selected} className="mt-2 text-sm text-slate-700">
                {c.dateHint}
              </p>
            </div>
          )}
          {/* Once hydrated the form checks the choice itself: native `required` would have the
              browser call every slot invalid before any input, so the group says it instead. */}
          <fieldset
            className="mt-5"
            role={hydrated ? 'radiogroup' : undefined}
            aria-required={hydrated || undefined}
            aria-invalid={hydrated && errors.time ? true : undefined}
            aria-describedby={errors.time ? errorId(ids.time) : undefined}
          >
            <legend className="mb-1.5 block text-sm font-medium text-slate-800">
              {c.time}
              <RequiredNote />
            </legend>
            <div className="grid grid-cols-[repeat(auto-fill,minmax(min(5.5rem,100%),1fr))] gap-2">
              {TIME_SLOTS.map((slot, index) => (
                <ChoiceChip
                  key={slot}
                  id={`${ids.time}-${index}`}
                  type="radio"
                  value={slot}
                  label={slotLabel(slot, locale)}
                  required={!hydrated}
                  aria-invalid={errors.time ? true : undefined}
                  {...register('time')}
                />
              ))}
            </div>
            <FieldError id={ids.time} message={errors.time?.message} />
          </fieldset>
        </div>

        <TextAreaField
          label={c.message}
          className="@2xl:col-start-1 @2xl:row-start-2"
          {...LONG_TEXT_INPUT}
          placeholder={c.messagePlaceholder}
          {...field('message')}
        />

        <Honeypot ref={honeypot} idPrefix={id} />

        <SubmitRow
          failed={failed}
          submitting={submitting}
          className="@2xl:col-span-2"
          buttonClassName="w-full sm:w-auto"
        >
          {c.submit}
        </SubmitRow>
      </ApiForm>
    </div>
  );
}

/** The form as the island of the /consultation page. */
export const ConsultationPageForm = withErrorBoundary(ConsultationForm);
