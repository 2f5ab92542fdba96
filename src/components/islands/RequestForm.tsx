/**
 * The 'Request Custom Solutions' form. Server-rendered complete, and a real form: before or
 * without JavaScript the browser posts it to the form API, which answers with the confirmation
 * page (or a page listing what to correct). Once hydrated, the island validates and sends it
 * itself; on success the form is replaced by a confirmation for 5 seconds.
 */
import { CircleCheck } from './island-icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Dictionary } from '@/lib/content/kinds/dictionary';
import { REQUEST_CONFIRMATION_MS, requestSubmittedToast } from '@/lib/forms/messages';
import type { RequestChoices } from '@/lib/forms/options';
import type { FormWords } from '@/lib/forms/words';
import { fillTemplate, templateSegments } from '@/lib/template';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import type { RequestFormInput, RequestFormValues } from '@/lib/forms/schemas';
import { LIMITS, TECHNOLOGY_FIELD, emptyRequestForm, toRequestPayload } from '@/lib/forms/values';
import { buttonClass, cardClass } from '@/lib/ui-variants';
import { cn } from '@/lib/cn';
import { withErrorBoundary } from './ErrorBoundary';
import {
  ApiForm,
  EMAIL_INPUT,
  FieldError,
  Honeypot,
  LONG_TEXT_INPUT,
  NAME_INPUT,
  PHONE_INPUT,
  RequiredNote,
  SelectField,
  SubmitRow,
  TextAreaField,
  TextField,
  errorId,
} from './forms/fields';
import { FormWordsProvider } from './forms/form-words';
import { useApiForm } from './hooks/useApiForm';
import { useHydrated } from './hooks/useHydrated';

export interface RequestFormProps {
  /**
   * The technology picker (src/components/shared-react/TechnologyPicker.tsx), rendered by the server
   * into the island's static slot `technology-picker`: its chips are never hydrated, and the
   * island reads the ticked ones from the page.
   */
  technologyPicker?: ReactNode;
  /** The studio's name, for the terms sentence. */
  siteName: string;
  /** The words every form shares, in the page's language. */
  words: FormWords;
  /** The request form's own words, in the page's language. */
  request: RequestWords;
  /**
   * The selects' choices, written at build time in the page's language (budgets through Intl):
   * hydrating creates no Intl formatter, whose locale data costs a phone a long task.
   */
  choices: RequestChoices;
}

type RequestWords = Dictionary['requestForm'];

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-5 border-t border-slate-200 pt-6 first-of-type:border-t-0 first-of-type:pt-0">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The technologies ticked in the picker, in the page's order. */
function tickedTechnologies(scope: ParentNode): string[] {
  const ticked = scope.querySelectorAll<HTMLInputElement>(`input[name="${TECHNOLOGY_FIELD}"]:checked`);
  return [...ticked].map((input) => input.value);
}

/**
 * On a slow phone the island hydrates after the visitor may have typed or ticked something in
 * the server-rendered form. Fields left without a default value
 * take their value from the page when react-hook-form registers them, so nothing entered is
 * lost; only the technology checkboxes, one field of many inputs, need their value given.
 */
function valuesEnteredBeforeHydration(): Partial<RequestFormInput> {
  return { technologies: tickedTechnologies(document) };
}

function RequestFormRoot({ technologyPicker, siteName, words, request: r, choices: CHOICES }: RequestFormProps) {
  /** zod and the schema load when the visitor starts filling the form in (or submits it). */
  const [validation] = useState(() =>
    lazyResolver<RequestFormInput, unknown, RequestFormValues>(() =>
      import('./forms/validation').then((module) => module.requestFormResolver(words)),
    ),
  );
  /** A load that fails is left unhandled on purpose: chunk recovery reloads the page once. */
  const preloadValidation = () => void validation.preload();
  const optional = (label: string) => fillTemplate(words.forms.optional, { label });
  const hydrated = useHydrated();
  const [confirmed, setConfirmed] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  const picker = useRef<HTMLDivElement>(null);

  const { form, id, idOf, field, onSubmit, submitting, failed, honeypot } = useApiForm({
    validation,
    initialValues: valuesEnteredBeforeHydration,
    toPayload: (values) => toRequestPayload(values, words.language),
    failureLog: 'Solution request failed:',
    successToast: () => requestSubmittedToast(r),
    emptyValues: emptyRequestForm,
    onSuccess: () => {
      for (const input of picker.current?.querySelectorAll('input') ?? []) input.checked = false;
      setConfirmed(true);
    },
  });
  const {
    register,
    reset,
    setFocus,
    setValue,
    formState: { errors, isSubmitted },
  } = form;

  // The chips are static HTML, not registered inputs: the field follows them.
  useEffect(() => {
    const chips = picker.current;
    if (!chips) return;
    const follow = () =>
      setValue(TECHNOLOGY_FIELD, tickedTechnologies(chips), { shouldDirty: true, shouldValidate: isSubmitted });
    chips.addEventListener('change', follow);
    return () => chips.removeEventListener('change', follow);
  }, [setValue, isSubmitted]);

  // The confirmation stays for 5 seconds, then the (reset) form returns.
  useEffect(() => {
    if (!confirmed) return;
    confirmation.current?.focus();
    const timer = setTimeout(() => setConfirmed(false), REQUEST_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirmed]);

  useEffect(() => {
    if (confirmed || !returnFocus.current) return;
    returnFocus.current = false;
    setFocus('businessName');
  }, [confirmed, setFocus]);

  const submitAnother = () => {
    reset(emptyRequestForm);
    returnFocus.current = true;
    setConfirmed(false);
  };

  return (
    <div className={cn(cardClass, '@container p-5 sm:p-8')}>
      {confirmed ? (
        <div
          ref={confirmation}
          tabIndex={-1}
          role="status"
          data-request-confirmation
          className="grid min-h-80 place-items-center text-center focus:outline-none"
        >
          <div className="grid justify-items-center gap-3">
            <span className="grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200">
              <CircleCheck aria-hidden="true" className="size-8" />
            </span>
            <h2 className="text-2xl font-bold text-slate-900">{r.sentTitle}</h2>
            <p className="max-w-md text-slate-700">{r.sentText}</p>
            <button type="button" onClick={submitAnother} className={buttonClass('outline', 'md', { extra: 'mt-2' })}>
              {r.another}
            </button>
          </div>
        </div>
      ) : null}

      <ApiForm
        formType="request"
        hidden={confirmed}
        aria-label={r.heading}
        onFocus={preloadValidation}
        onPointerDown={preloadValidation}
        onSubmit={(event) => void onSubmit(event)}
        className="relative grid grid-cols-1 gap-8"
      >
        <Section title={r.aboutBusiness}>
          <div className="grid grid-cols-1 gap-5 @xl:grid-cols-2">
            <TextField
              label={r.businessName}
              required
              autoComplete="organization"
              maxLength={LIMITS.name}
              {...field('businessName')}
            />
            <SelectField label={r.businessType} {...CHOICES.businessType} {...field('businessType')} />
            <TextField label={r.contactName} required {...NAME_INPUT} {...field('contactName')} />
            <TextField label={r.email} required {...EMAIL_INPUT} {...field('email')} />
            <TextField label={optional(r.phone)} {...PHONE_INPUT} {...field('phone')} />
          </div>
        </Section>

        <Section title={r.yourProject}>
          <div className="grid grid-cols-1 gap-5 @xl:grid-cols-2 @3xl:grid-cols-3">
            <SelectField label={r.projectType} {...CHOICES.projectType} {...field('projectType')} />
            <SelectField label={r.budget} {...CHOICES.budget} {...field('budget')} />
            <SelectField label={r.timeline} {...CHOICES.timeline} {...field('timeline')} />
            <TextAreaField
              label={r.projectDescription}
              required
              rows={5}
              {...LONG_TEXT_INPUT}
              className="@xl:col-span-2 @3xl:col-span-3"
              placeholder={r.descriptionPlaceholder}
              {...field('projectDescription')}
            />
          </div>
        </Section>

        <Section title={r.technologies} description={r.technologiesHint}>
          <div ref={picker}>{technologyPicker}</div>
          <FieldError id={idOf('technologies')} message={errors.technologies?.message} />
        </Section>

        <Section title={r.anythingElse}>
          <div className="grid grid-cols-1 gap-5 @xl:grid-cols-2">
            <TextAreaField
              label={optional(r.features)}
              {...LONG_TEXT_INPUT}
              placeholder={r.featuresPlaceholder}
              {...field('features')}
            />
            <TextAreaField
              label={optional(r.additionalInfo)}
              {...LONG_TEXT_INPUT}
              placeholder={r.additionalPlaceholder}
              {...field('additionalInfo')}
            />
          </div>
          <div>
            <div className="flex items-start gap-3">
              <input
                id={idOf('termsAccepted')}
                type="checkbox"
                // Once hydrated the form checks it itself: native `required` would have the
                // browser call it invalid before any input; aria-required and the label say it
                // is required (Chromium does not expose aria-required on a checkbox).
                required={!hydrated}
                aria-required="true"
                aria-invalid={errors.termsAccepted ? true : undefined}
                aria-describedby={errors.termsAccepted ? errorId(idOf('termsAccepted')) : undefined}
                className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-indigo-600"
                {...register('termsAccepted')}
              />
              <label htmlFor={idOf('termsAccepted')} className="cursor-pointer text-sm text-slate-800">
                {fillTemplate(r.terms, { name: siteName })}
                <RequiredNote />
              </label>
            </div>
            <FieldError id={idOf('termsAccepted')} message={errors.termsAccepted?.message} />
          </div>
        </Section>

        <Honeypot ref={honeypot} idPrefix={id} />

        <div className="flex flex-col-reverse items-stretch gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">
            {templateSegments(r.requiredNote, { mark: '*' }).map((segment, index) =>
              segment.token === 'mark' ? (
                <span key={index} className="font-semibold text-red-700">
                  {segment.text}
                </span>
              ) : (
                segment.text
              ),
            )}
          </p>
          <SubmitRow failed={failed} submitting={submitting} buttonClassName="sm:min-w-48">
            {r.submit}
          </SubmitRow>
        </div>
      </ApiForm>
    </div>
  );
}

/** The form with its words: the pieces every form shares read them from the provider. */
function RequestFormInLanguage(props: RequestFormProps) {
  return (
    <FormWordsProvider value={props.words}>
      <RequestFormRoot {...props} />
    </FormWordsProvider>
  );
}

export const RequestForm = withErrorBoundary(RequestFormInLanguage);
