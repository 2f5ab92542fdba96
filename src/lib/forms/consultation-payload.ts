/**
 * What the consultation dialog sends for valid form values (spec 000 §5): the date as a calendar
 * day and written out. Apart from values.ts because it needs date-fns, which the request form
 * does not.
 */
import { formatLongDate, toIsoDay } from './calendar.ts';
import type { ConsultationFormValues, ConsultationPayload } from './schemas.ts';
import { CONSULTATION_SUBJECT } from './values.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';

/** `language`: the form's page's, which the studio's email names. */
export function toConsultationPayload(
  values: ConsultationFormValues,
  topic = '',
  language = DEFAULT_LANGUAGE,
): ConsultationPayload {
  return {
    ...values,
    date: toIsoDay(values.date),
    formattedDate: formatLongDate(values.date),
    topic,
    formType: 'consultation',
    subject: CONSULTATION_SUBJECT,
    language,
  };
}
