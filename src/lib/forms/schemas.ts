/**
 * One zod schema per form (its fields and rules), shared by the browser (react-hook-form through
 * the zod resolver) and the form API, so a rule lives in exactly one place. What a rule says is a
 * dictionary's `formMessages` (content/dictionaries/): `formSchemas(language)` builds the schemas
 * speaking one language.
 *
 * - `consultationFormSchema` / `requestFormSchema`: what the forms validate.
 * - `consultationPayloadSchema` / `requestPayloadSchema`: the same fields as they travel to the
 *   API (the date as a calendar day '2025-03-04'), plus formType, subject and, for a
 *   consultation, formattedDate, and the language the visitor used. `formPayloadSchema` picks
 *   one by formType.
 */
import { z } from './zod.ts';
import { formatLongDate, isBookableDay, isBookableDayOnServer, parseIsoDay } from './calendar.ts';
import { fillTemplate } from '../template.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODE } from '../i18n/languages.ts';
import type { Dictionary } from '../content/kinds/dictionary.ts';
import { BUDGETS, BUSINESS_TYPES, REQUEST_PROJECT_TYPES, TIME_SLOTS, TIMELINES } from './options.ts';
import { CONSULTATION_SUBJECT, EMAIL_PATTERN, LIMITS, REQUEST_SUBJECT } from './values.ts';

export * from './values.ts';
export * from './consultation-payload.ts';

/** What the forms say under a field they cannot accept: the `formMessages` of a dictionary. */
export type FormMessages = Dictionary['formMessages'];

/** The words a form's rules speak: the messages and the locale its figures are written in. */
export interface FormLanguage {
  messages: FormMessages;
  /** A language tag ("en-US", "de-DE"): limits in the messages are written the language's way. */
  locale: string;
}

/** Collapses line breaks, tabs and runs of spaces: names and numbers are one line. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ');

/**
 * Every kind of line break as "\n": Windows' CRLF (how browsers post a textarea), a lone CR and
 * the Unicode line and paragraph separators, so nothing downstream (the email) can read a
 * break the visitor's text did not show as one.
 */
export const normaliseLineBreaks = (value: string) => value.replace(/\r\n?|[\u2028\u2029]/g, '\n');

/** Characters that print nothing: zero-width spaces and joiners, word joiner, BOM, soft hyphen. */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200d\u2060-\u2064\ufeff]/g;
const hasVisibleText = (value: string) => value.replace(INVISIBLE, '').trim() !== '';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * The language the visitor filled the form in (its page's), which the studio's email names; a
 * post without one was made in the default language.
 */
const languageField = z
  .string({ error: 'language must be a language code like "de"' })
  .regex(LANGUAGE_CODE, { error: 'language must be a language code like "de"' })
  .default(DEFAULT_LANGUAGE);

/**
 * Both forms' schemas with the messages of one language. The rules are the same in every
 * language; only what they say changes.
 */
export function formSchemas({ messages: m, locale }: FormLanguage) {
  const limit = (max: number) => new Intl.NumberFormat(locale).format(max);
  const tooLong = (max: number) => fillTemplate(m.tooLong, { max: limit(max) });

  // -------------------------------------------------------------------------------------
  // Field builders
  // -------------------------------------------------------------------------------------

  /**
   * Required text: missing, empty, only spaces or only invisible characters all give `message`.
   * Tabs and line breaks are the only control characters any text may hold.
   */
  const requiredText = (message: string, max: number) =>
    z
      .string({ error: message })
      .overwrite(normaliseLineBreaks)
      .trim()
      .min(1, { error: message, abort: true })
      .refine(hasVisibleText, { error: message, abort: true })
      .refine((value) => !CONTROL.test(value), { error: m.controlCharacters, abort: true })
      .max(max, { error: tooLong(max) });

  /** Required single-line text (a name, a phone number). */
  const requiredLine = (message: string, max: number) => requiredText(message, max).overwrite(oneLine);

  /** Optional text: may be missing (read as ''). */
  const optionalText = (max: number) =>
    z
      .string({ error: m.expectedText })
      .overwrite(normaliseLineBreaks)
      .trim()
      .refine((value) => !CONTROL.test(value), { error: m.controlCharacters, abort: true })
      .max(max, { error: tooLong(max) })
      .default('');

  const optionalLine = (max: number) =>
    z
      .string({ error: m.expectedText })
      .trim()
      .refine((value) => !CONTROL.test(value), { error: m.controlCharacters, abort: true })
      .max(max, { error: tooLong(max) })
      .overwrite(oneLine)
      .default('');

  /** Optional choice from a fixed list; '' (nothing chosen) or missing is fine. */
  const optionalChoice = <V extends string>(choices: readonly [V, ...V[]], message: string) =>
    z.union([z.enum(choices), z.literal('')], { error: message }).default('');

  const emailField = z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired, abort: true })
    .regex(EMAIL_PATTERN, { error: m.emailInvalid, abort: true })
    .max(LIMITS.email, { error: tooLong(LIMITS.email) });

  // -------------------------------------------------------------------------------------
  // Consultation
  // -------------------------------------------------------------------------------------

  const consultationFields = z.object({
    name: requiredLine(m.nameRequired, LIMITS.name),
    email: emailField,
    phone: requiredLine(m.phoneRequired, LIMITS.phone),
    time: z.enum(TIME_SLOTS, { error: m.timeRequired }),
    message: optionalText(LIMITS.longText),
  });

  const consultationFormSchema = consultationFields.extend({
    date: z.date({ error: m.dateRequired }).refine((date) => isBookableDay(date, new Date()), { error: m.bookableDay }),
  });

  const consultationPayloadSchema = consultationFields
    .extend({
      date: z
        .string({ error: m.dateRequired })
        .refine((value) => parseIsoDay(value) !== undefined, { error: m.dateRequired, abort: true })
        .refine((value) => isBookableDayOnServer(parseIsoDay(value) ?? new Date(Number.NaN), new Date()), {
          error: m.bookableDay,
        }),
      formattedDate: z.string({ error: 'formattedDate is required' }),
      /** What the dialog was opened for (a trigger's data-topic), if anything. */
      topic: optionalLine(LIMITS.topic),
      formType: z.literal('consultation'),
      subject: z.literal(CONSULTATION_SUBJECT, { error: `subject must be "${CONSULTATION_SUBJECT}"` }),
      language: languageField,
    })
    .refine(
      (payload) => {
        const day = parseIsoDay(payload.date);
        return day !== undefined && payload.formattedDate === formatLongDate(day);
      },
      { path: ['formattedDate'], error: 'formattedDate must be the date written like "March 4, 2025"' },
    );

  // -------------------------------------------------------------------------------------
  // Solution request
  // -------------------------------------------------------------------------------------

  const requestFormSchema = z.object({
    businessName: requiredLine(m.businessNameRequired, LIMITS.name),
    businessType: optionalChoice(BUSINESS_TYPES, m.businessTypeChoice),
    contactName: requiredLine(m.contactNameRequired, LIMITS.name),
    email: emailField,
    phone: optionalLine(LIMITS.phone),
    projectType: optionalChoice(REQUEST_PROJECT_TYPES, m.projectTypeChoice),
    projectDescription: requiredText(m.projectDescriptionRequired, LIMITS.longText),
    budget: optionalChoice(BUDGETS, m.budgetChoice),
    timeline: optionalChoice(TIMELINES, m.timelineChoice),
    technologies: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .refine((value) => !CONTROL.test(value) && !/[\r\n\t]/.test(value), {
            error: m.controlCharacters,
            abort: true,
          })
          .max(LIMITS.technology),
        { error: m.technologiesList },
      )
      .max(LIMITS.technologies, { error: fillTemplate(m.technologiesMax, { max: limit(LIMITS.technologies) }) })
      .default([]),
    features: optionalText(LIMITS.longText),
    additionalInfo: optionalText(LIMITS.longText),
    termsAccepted: z.boolean({ error: m.termsRequired }).refine((accepted) => accepted, { error: m.termsRequired }),
  });

  const requestPayloadSchema = requestFormSchema.extend({
    formType: z.literal('request'),
    subject: z.literal(REQUEST_SUBJECT, { error: `subject must be "${REQUEST_SUBJECT}"` }),
    language: languageField,
  });

  return {
    consultationFormSchema,
    consultationPayloadSchema,
    requestFormSchema,
    requestPayloadSchema,
    /** Either form, as the API receives it. */
    formPayloadSchema: z.discriminatedUnion('formType', [consultationPayloadSchema, requestPayloadSchema]),
  };
}

export type FormSchemas = ReturnType<typeof formSchemas>;
export type ConsultationFormInput = z.input<FormSchemas['consultationFormSchema']>;
export type ConsultationFormValues = z.output<FormSchemas['consultationFormSchema']>;
export type ConsultationPayload = z.output<FormSchemas['consultationPayloadSchema']>;
export type RequestFormInput = z.input<FormSchemas['requestFormSchema']>;
export type RequestFormValues = z.output<FormSchemas['requestFormSchema']>;
export type RequestPayload = z.output<FormSchemas['requestPayloadSchema']>;
export type FormPayload = z.output<FormSchemas['formPayloadSchema']>;

export interface FieldIssue {
  /** Dotted path of the field, e.g. 'email' or 'technologies.3'. */
  path: string;
  message: string;
}

/** The first message for each bad field, in schema order. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '(body)';
    if (seen.has(path)) continue;
    seen.add(path);
    issues.push({ path, message: issue.message });
  }
  return issues;
}
