/**
 * One zod schema per form (its fields and validation messages), shared by the browser
 * (react-hook-form through the zod resolver) and the form API, so a rule and its message live in
 * exactly one place.
 *
 * - `consultationFormSchema` / `requestFormSchema`: what the forms validate.
 * - `consultationPayloadSchema` / `requestPayloadSchema`: the same fields as they travel to the
 *   API (the date as a calendar day '2025-03-04'), plus formType, subject and, for a
 *   consultation, formattedDate. `formPayloadSchema` picks one by formType.
 */
import { z } from './zod.ts';
import { formatLongDate, isBookableDay, isBookableDayOnServer, parseIsoDay } from './calendar.ts';
import { formatNumber } from '../format.ts';
import { BUDGETS, BUSINESS_TYPES, REQUEST_PROJECT_TYPES, TIME_SLOTS, TIMELINES } from './options.ts';
import { CONSULTATION_SUBJECT, EMAIL_PATTERN, LIMITS, REQUEST_SUBJECT } from './values.ts';

export * from './values.ts';
export * from './consultation-payload.ts';

// ---------------------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------------------

const tooLong = (max: number) => `Please keep this under ${formatNumber(max, 0)} characters`;

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
const CONTROL_MESSAGE = 'Please remove the invisible control characters from this answer';

/**
 * Required text: missing, empty, only spaces or only invisible characters all give `message`.
 * Tabs and line breaks are the only control characters any text may hold.
 */
function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .overwrite(normaliseLineBreaks)
    .trim()
    .min(1, { error: message, abort: true })
    .refine(hasVisibleText, { error: message, abort: true })
    .refine((value) => !CONTROL.test(value), { error: CONTROL_MESSAGE, abort: true })
    .max(max, { error: tooLong(max) });
}

/** Required single-line text (a name, a phone number). */
function requiredLine(message: string, max: number) {
  return requiredText(message, max).overwrite(oneLine);
}

/** Optional text: may be missing (read as ''). */
function optionalText(max: number) {
  return z
    .string({ error: 'Expected text' })
    .overwrite(normaliseLineBreaks)
    .trim()
    .refine((value) => !CONTROL.test(value), { error: CONTROL_MESSAGE, abort: true })
    .max(max, { error: tooLong(max) })
    .default('');
}

function optionalLine(max: number) {
  return z
    .string({ error: 'Expected text' })
    .trim()
    .refine((value) => !CONTROL.test(value), { error: CONTROL_MESSAGE, abort: true })
    .max(max, { error: tooLong(max) })
    .overwrite(oneLine)
    .default('');
}

/** Optional choice from a fixed list; '' (nothing chosen) or missing is fine. */
function optionalChoice<V extends string>(choices: readonly [V, ...V[]], message: string) {
  return z.union([z.enum(choices), z.literal('')], { error: message }).default('');
}

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .regex(EMAIL_PATTERN, { error: 'Invalid email address', abort: true })
  .max(LIMITS.email, { error: tooLong(LIMITS.email) });

const BOOKABLE_DAY_MESSAGE = 'Please select a weekday from today on';

// ---------------------------------------------------------------------------------------
// Consultation
// ---------------------------------------------------------------------------------------

const consultationFields = z.object({
  name: requiredLine('Name is required', LIMITS.name),
  email: emailField,
  phone: requiredLine('Phone number is required', LIMITS.phone),
  time: z.enum(TIME_SLOTS, { error: 'Please select a time' }),
  message: optionalText(LIMITS.longText),
});

export const consultationFormSchema = consultationFields.extend({
  date: z
    .date({ error: 'Please select a date' })
    .refine((date) => isBookableDay(date, new Date()), { error: BOOKABLE_DAY_MESSAGE }),
});

export const consultationPayloadSchema = consultationFields
  .extend({
    date: z
      .string({ error: 'Please select a date' })
      .refine((value) => parseIsoDay(value) !== undefined, { error: 'Please select a date', abort: true })
      .refine((value) => isBookableDayOnServer(parseIsoDay(value) ?? new Date(Number.NaN), new Date()), {
        error: BOOKABLE_DAY_MESSAGE,
      }),
    formattedDate: z.string({ error: 'formattedDate is required' }),
    /** What the dialog was opened for (a trigger's data-topic), if anything. */
    topic: optionalLine(LIMITS.topic),
    formType: z.literal('consultation'),
    subject: z.literal(CONSULTATION_SUBJECT, { error: `subject must be "${CONSULTATION_SUBJECT}"` }),
  })
  .refine(
    (payload) => {
      const day = parseIsoDay(payload.date);
      return day !== undefined && payload.formattedDate === formatLongDate(day);
    },
    { path: ['formattedDate'], error: 'formattedDate must be the date written like "March 4, 2025"' },
  );

export type ConsultationFormInput = z.input<typeof consultationFormSchema>;
export type ConsultationFormValues = z.output<typeof consultationFormSchema>;
export type ConsultationPayload = z.output<typeof consultationPayloadSchema>;

// ---------------------------------------------------------------------------------------
// Solution request
// ---------------------------------------------------------------------------------------

export const TERMS_MESSAGE = 'You must accept the terms';

export const requestFormSchema = z.object({
  businessName: requiredLine('Business name is required', LIMITS.name),
  businessType: optionalChoice(BUSINESS_TYPES, 'Choose one of the listed business types'),
  contactName: requiredLine('Contact name is required', LIMITS.name),
  email: emailField,
  phone: optionalLine(LIMITS.phone),
  projectType: optionalChoice(REQUEST_PROJECT_TYPES, 'Choose one of the listed project types'),
  projectDescription: requiredText('Project description is required', LIMITS.longText),
  budget: optionalChoice(BUDGETS, 'Choose one of the listed budgets'),
  timeline: optionalChoice(TIMELINES, 'Choose one of the listed timelines'),
  technologies: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .refine((value) => !CONTROL.test(value) && !/[\r\n\t]/.test(value), { error: CONTROL_MESSAGE, abort: true })
        .max(LIMITS.technology),
      { error: 'Expected a list of technology names' },
    )
    .max(LIMITS.technologies, { error: `Choose at most ${LIMITS.technologies} technologies` })
    .default([]),
  features: optionalText(LIMITS.longText),
  additionalInfo: optionalText(LIMITS.longText),
  termsAccepted: z.boolean({ error: TERMS_MESSAGE }).refine((accepted) => accepted, { error: TERMS_MESSAGE }),
});

export const requestPayloadSchema = requestFormSchema.extend({
  formType: z.literal('request'),
  subject: z.literal(REQUEST_SUBJECT, { error: `subject must be "${REQUEST_SUBJECT}"` }),
});

export type RequestFormInput = z.input<typeof requestFormSchema>;
export type RequestFormValues = z.output<typeof requestFormSchema>;
export type RequestPayload = z.output<typeof requestPayloadSchema>;

// ---------------------------------------------------------------------------------------
// Either form, as the API receives it
// ---------------------------------------------------------------------------------------

export const formPayloadSchema = z.discriminatedUnion('formType', [consultationPayloadSchema, requestPayloadSchema]);
export type FormPayload = z.output<typeof formPayloadSchema>;

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
