/** Valid payloads for the form API tests, built the way the islands build them. */
import { addDays, startOfToday } from 'date-fns';
import { emptyRequestForm, toConsultationPayload, toRequestPayload } from '@/lib/forms/schemas';
import { consultationFormSchema, requestFormSchema } from './form-schemas';

/** A weekday at least a week ahead. */
export function futureWeekday(): Date {
  let day = addDays(startOfToday(), 7);
  while (day.getDay() === 0 || day.getDay() === 6) day = addDays(day, 1);
  return day;
}

export function consultationPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const values = consultationFormSchema.parse({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    date: futureWeekday(),
    time: '10:00 AM',
    message: 'Line one\nLine two',
  });
  const payload = toConsultationPayload(values, 'Business plan: AI Content Calendar');
  return { ...(JSON.parse(JSON.stringify(payload)) as Record<string, unknown>), ...overrides };
}

export function requestPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const values = requestFormSchema.parse({
    ...emptyRequestForm,
    businessName: 'Acme Ltd',
    businessType: 'small_business',
    contactName: 'Grace Hopper',
    email: 'grace@acme.io',
    phone: '555-0100',
    projectType: 'ai_agent',
    projectDescription: 'An assistant that answers supplier emails.',
    budget: '10k_25k',
    timeline: '1_3_months',
    technologies: ['Claude', 'React'],
    features: 'Inbox sync',
    additionalInfo: '',
    termsAccepted: true,
  });
  return { ...toRequestPayload(values), ...overrides };
}

/** Unique address per test, so parallel tests find their own submission. */
export const uniqueEmail = (who: string) =>
  `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
