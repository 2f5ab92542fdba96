/**
 * What the two forms send, without the rules that check it: constants, the empty request form
 * and the functions that turn valid form values into the API's payload. Kept apart from the zod
 * schemas (`schemas.ts`, which re-exports all of this) so the forms can render and hydrate
 * without zod; they load the schemas when the visitor starts filling them in
 * (`validation.ts`). The consultation's payload, which formats its date with date-fns, is in
 * `consultation-payload.ts`, so the request form hydrates without date-fns.
 */
import type { RequestFormInput, RequestFormValues, RequestPayload } from './schemas.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';

export const FORM_TYPES = ['consultation', 'request'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const CONSULTATION_SUBJECT = 'New Consultation Request';
export const REQUEST_SUBJECT = 'New Solution Request';
export const SUBJECTS: Record<FormType, string> = {
  consultation: CONSULTATION_SUBJECT,
  request: REQUEST_SUBJECT,
};

/**
 * A field no person sees or fills (hidden from view and from assistive tech). A value in it
 * marks the sender as a bot: the API answers as if all went well and drops the submission.
 */
export const HONEYPOT_FIELD = 'website';

/** The name of every technology checkbox of the request form: one field of many inputs. */
export const TECHNOLOGY_FIELD = 'technologies' satisfies keyof RequestFormInput;

/** Text, an at sign, a domain and a top-level part of at least 2 letters, any case. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export const LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  longText: 5000,
  topic: 200,
  technology: 80,
  technologies: 100,
} as const;

/** What the request form sends for valid form values; `language` is its page's, which the studio's email names. */
export function toRequestPayload(values: RequestFormValues, language = DEFAULT_LANGUAGE): RequestPayload {
  return { ...values, formType: 'request', subject: REQUEST_SUBJECT, language };
}

/** The empty request form. */
export const emptyRequestForm: RequestFormInput = {
  businessName: '',
  businessType: '',
  contactName: '',
  email: '',
  phone: '',
  projectType: '',
  projectDescription: '',
  budget: '',
  timeline: '',
  technologies: [],
  features: '',
  additionalInfo: '',
  termsAccepted: false,
};

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}
