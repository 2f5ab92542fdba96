import { addDays, nextSaturday, nextSunday, previousMonday, startOfToday } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatLongDate, isBookableDay, isBookableDayOnServer, parseIsoDay, toIsoDay } from '@/lib/forms/calendar';
import {
  BUDGET_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  TIME_SLOTS,
  TIMELINE_OPTIONS,
  labelOf,
} from '@/lib/forms/options';
import {
  EMAIL_PATTERN,
  emptyRequestForm,
  fieldIssues,
  toConsultationPayload,
  toRequestPayload,
} from '@/lib/forms/schemas';
import {
  consultationFormSchema,
  consultationPayloadSchema,
  formPayloadSchema,
  requestFormSchema,
  requestPayloadSchema,
} from '../support/form-schemas';

/** The next weekday from today on (today when it is one). */
function nextWeekday(from = startOfToday()): Date {
  let day = from;
  while (day.getDay() === 0 || day.getDay() === 6) day = addDays(day, 1);
  return day;
}

/** Messages per field path, first one each. */
function messages(result: { success: boolean; error?: import('zod').ZodError }): Record<string, string> {
  if (result.success || !result.error) return {};
  return Object.fromEntries(fieldIssues(result.error).map((i) => [i.path, i.message]));
}

const validConsultation = () => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  date: nextWeekday(addDays(startOfToday(), 7)),
  time: '10:00 AM' as const,
  message: 'We would like to talk about an AI assistant.',
});

const validRequest = () => ({
  ...emptyRequestForm,
  businessName: 'Acme Ltd',
  contactName: 'Grace Hopper',
  email: 'grace@acme.io',
  projectDescription: 'An internal tool that scans receipts.',
  termsAccepted: true,
});

describe('consultation form schema', () => {
  it('accepts a complete form; message is optional', () => {
    expect(consultationFormSchema.safeParse(validConsultation()).success).toBe(true);
    const { message: _m, ...withoutMessage } = validConsultation();
    const parsed = consultationFormSchema.parse(withoutMessage);
    expect(parsed.message).toBe('');
  });

  it('names every required field with the exact message', () => {
    const result = consultationFormSchema.safeParse({ name: '', email: '', phone: '', date: undefined, time: null });
    expect(messages(result)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      time: 'Please select a time',
      date: 'Please select a date',
    });
  });

  it('treats blank text as missing', () => {
    const result = consultationFormSchema.safeParse({ ...validConsultation(), name: '   ', phone: '\t' });
    expect(messages(result)).toEqual({ name: 'Name is required', phone: 'Phone number is required' });
  });

  it('keeps names and phone numbers on one line', () => {
    const parsed = consultationFormSchema.parse({
      ...validConsultation(),
      name: ' Ada\r\n  Lovelace ',
      phone: '+1\t555',
    });
    expect(parsed.name).toBe('Ada Lovelace');
    expect(parsed.phone).toBe('+1 555');
  });

  it('rejects a malformed email with "Invalid email address"', () => {
    for (const email of ['ada', 'ada@', 'ada@example', '@example.com', 'ada@example.c', 'ada example@x.com']) {
      expect(messages(consultationFormSchema.safeParse({ ...validConsultation(), email })), email).toEqual({
        email: 'Invalid email address',
      });
    }
  });

  it('offers exactly the nine hourly slots and nothing else', () => {
    // The spec's rule, worked out here rather than copied: every full hour from 9 AM to 5 PM.
    const hourly = [9, 10, 11, 12, 13, 14, 15, 16, 17].map(
      (hour) => `${((hour + 11) % 12) + 1}:00 ${hour < 12 ? 'AM' : 'PM'}`,
    );
    expect(hourly[0]).toBe('9:00 AM');
    expect(TIME_SLOTS).toEqual(hourly);
    expect(messages(consultationFormSchema.safeParse({ ...validConsultation(), time: '6:00 PM' }))).toEqual({
      time: 'Please select a time',
    });
  });

  it('refuses weekends and past days', () => {
    const saturday = nextSaturday(startOfToday());
    expect(messages(consultationFormSchema.safeParse({ ...validConsultation(), date: saturday }))).toEqual({
      date: 'Please select a weekday from today on',
    });
    const lastWeek = previousMonday(addDays(startOfToday(), -7));
    expect(consultationFormSchema.safeParse({ ...validConsultation(), date: lastWeek }).success).toBe(false);
  });
});

describe('calendar rules', () => {
  const wednesday = new Date(2025, 2, 5, 15, 30);
  it('allows today and later weekdays, not past days or weekends', () => {
    expect(isBookableDay(new Date(2025, 2, 5), wednesday)).toBe(true); // today
    expect(isBookableDay(new Date(2025, 2, 4), wednesday)).toBe(false); // yesterday
    expect(isBookableDay(new Date(2025, 2, 7), wednesday)).toBe(true); // Friday
    expect(isBookableDay(new Date(2025, 2, 8), wednesday)).toBe(false); // Saturday
    expect(isBookableDay(new Date(2025, 2, 9), wednesday)).toBe(false); // Sunday
    expect(isBookableDay(new Date(2025, 2, 10), wednesday)).toBe(true); // Monday
  });

  it('gives the server one day of slack for visitors behind its time zone', () => {
    expect(isBookableDayOnServer(new Date(2025, 2, 4), wednesday)).toBe(true);
    expect(isBookableDayOnServer(new Date(2025, 2, 3), wednesday)).toBe(false);
  });

  it('writes and reads calendar days', () => {
    expect(formatLongDate(new Date(2025, 2, 4))).toBe('March 4, 2025');
    expect(toIsoDay(new Date(2025, 2, 4, 23, 59))).toBe('2025-03-04');
    expect(parseIsoDay('2025-03-04')).toEqual(new Date(2025, 2, 4));
    for (const bad of ['2025-02-30', '2025-3-4', '04/03/2025', '', '2025-03-04T00:00:00Z']) {
      expect(parseIsoDay(bad), bad).toBeUndefined();
    }
  });
});

describe('consultation payload', () => {
  it('adds formType, subject and formattedDate and sends the day without a time', () => {
    const values = consultationFormSchema.parse(validConsultation());
    const payload = toConsultationPayload(values, 'Business plan: AI Content Calendar');
    expect(payload).toMatchObject({
      formType: 'consultation',
      subject: 'New Consultation Request',
      formattedDate: formatLongDate(values.date),
      date: toIsoDay(values.date),
      topic: 'Business plan: AI Content Calendar',
    });
    expect(consultationPayloadSchema.safeParse(JSON.parse(JSON.stringify(payload))).success).toBe(true);
  });

  it('rejects a formattedDate that does not match the date, and a wrong subject', () => {
    const payload = toConsultationPayload(consultationFormSchema.parse(validConsultation()));
    expect(messages(consultationPayloadSchema.safeParse({ ...payload, formattedDate: 'soon' }))).toEqual({
      formattedDate: 'formattedDate must be the date written like "March 4, 2025"',
    });
    expect(messages(consultationPayloadSchema.safeParse({ ...payload, subject: 'Bcc: x@y.z' }))).toEqual({
      subject: 'subject must be "New Consultation Request"',
    });
  });

  it('rejects a missing or weekend date', () => {
    const payload = toConsultationPayload(consultationFormSchema.parse(validConsultation()));
    const { date: _d, ...noDate } = payload;
    expect(messages(consultationPayloadSchema.safeParse(noDate))).toMatchObject({ date: 'Please select a date' });
    const sunday = nextSunday(startOfToday());
    expect(
      messages(
        consultationPayloadSchema.safeParse({
          ...payload,
          date: toIsoDay(sunday),
          formattedDate: formatLongDate(sunday),
        }),
      ),
    ).toEqual({ date: 'Please select a weekday from today on' });
  });
});

describe('request form schema', () => {
  it('accepts the required fields alone; everything else is optional', () => {
    const parsed = requestFormSchema.parse({
      businessName: 'Acme',
      contactName: 'Grace',
      email: 'grace@acme.io',
      projectDescription: 'A tool',
      termsAccepted: true,
    });
    expect(parsed).toMatchObject({
      phone: '',
      budget: '',
      timeline: '',
      technologies: [],
      features: '',
      additionalInfo: '',
    });
  });

  it('names every required field with the exact message', () => {
    expect(messages(requestFormSchema.safeParse(emptyRequestForm))).toEqual({
      businessName: 'Business name is required',
      contactName: 'Contact name is required',
      email: 'Email is required',
      projectDescription: 'Project description is required',
      termsAccepted: 'You must accept the terms',
    });
    expect(messages(requestFormSchema.safeParse({}))).toMatchObject({
      businessName: 'Business name is required',
      termsAccepted: 'You must accept the terms',
    });
  });

  it('applies the email rule: text, @, domain, a top-level part of 2+ letters, any case', () => {
    for (const good of ['grace@acme.io', 'GRACE.HOPPER+work@Mail.Acme.COM', 'a_b-c%d@x-y.museum']) {
      expect(EMAIL_PATTERN.test(good), good).toBe(true);
      expect(requestFormSchema.safeParse({ ...validRequest(), email: good }).success, good).toBe(true);
    }
    for (const bad of ['grace', 'grace@acme', 'grace@acme.i', 'grace@acme.123', 'gr ace@acme.io', 'grace@@acme.io']) {
      expect(messages(requestFormSchema.safeParse({ ...validRequest(), email: bad })), bad).toEqual({
        email: 'Invalid email address',
      });
    }
  });

  it('accepts only the listed options, or nothing chosen', () => {
    expect(
      requestFormSchema.safeParse({
        ...validRequest(),
        businessType: 'nonprofit',
        projectType: 'ai_agent',
        budget: '50k_plus',
        timeline: '6_plus_months',
        technologies: ['React', 'Claude'],
      }).success,
    ).toBe(true);
    expect(
      messages(requestFormSchema.safeParse({ ...validRequest(), businessType: 'government', budget: '1m' })),
    ).toEqual({
      businessType: 'Choose one of the listed business types',
      budget: 'Choose one of the listed budgets',
    });
  });

  it('has the spec option values with readable labels', () => {
    expect(BUSINESS_TYPE_OPTIONS.map((o) => o.value)).toEqual([
      'startup',
      'small_business',
      'medium_business',
      'enterprise',
      'agency',
      'nonprofit',
      'other',
    ]);
    expect(PROJECT_TYPE_OPTIONS.map((o) => o.value)).toEqual([
      'custom_application',
      'automation_tool',
      'ai_agent',
      'other',
    ]);
    expect(labelOf(PROJECT_TYPE_OPTIONS, 'ai_agent')).toBe('AI Agent/Assistant');
    expect(labelOf(PROJECT_TYPE_OPTIONS, 'other')).toBe('Other/Not Sure');
    expect(BUDGET_OPTIONS.map((o) => o.value)).toEqual([
      'under_5k',
      '5k_10k',
      '10k_25k',
      '25k_50k',
      '50k_plus',
      'not_sure',
    ]);
    expect(TIMELINE_OPTIONS.map((o) => o.value)).toEqual([
      'asap',
      '1_month',
      '1_3_months',
      '3_6_months',
      '6_plus_months',
      'flexible',
    ]);
    for (const option of [...BUDGET_OPTIONS, ...TIMELINE_OPTIONS, ...BUSINESS_TYPE_OPTIONS]) {
      expect(option.label).not.toMatch(/_/);
    }
    expect(labelOf(BUDGET_OPTIONS, '10k_25k')).toBe('$10,000 – $25,000');
  });

  it('bounds long text', () => {
    expect(messages(requestFormSchema.safeParse({ ...validRequest(), businessName: 'x'.repeat(201) }))).toEqual({
      businessName: 'Please keep this under 200 characters',
    });
  });
});

describe('request payload and the union the API reads', () => {
  it('adds formType and subject', () => {
    const payload = toRequestPayload(requestFormSchema.parse(validRequest()));
    expect(payload).toMatchObject({ formType: 'request', subject: 'New Solution Request' });
    expect(requestPayloadSchema.safeParse(payload).success).toBe(true);
    expect(formPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('picks the schema by formType', () => {
    const consultation = toConsultationPayload(consultationFormSchema.parse(validConsultation()));
    expect(formPayloadSchema.parse(JSON.parse(JSON.stringify(consultation))).formType).toBe('consultation');
    expect(formPayloadSchema.safeParse({ ...consultation, formType: 'request' }).success).toBe(false);
  });
});

describe('input hygiene', () => {
  it('a required name made only of invisible characters is missing', () => {
    const result = requestFormSchema.safeParse({ ...emptyRequestForm, contactName: '\u200b\u200b\ufeff' });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'contactName')?.message).toBe(
      'Contact name is required',
    );
  });

  it('control characters are refused, except tabs and line breaks in long answers', () => {
    const messageOf = (field: string, value: string) =>
      requestFormSchema
        .safeParse({ ...emptyRequestForm, [field]: value })
        .error?.issues.find((issue) => issue.path[0] === field)?.message;
    expect(messageOf('businessName', 'Acme\u0000 Ltd')).toMatch(/control characters/);
    expect(messageOf('phone', '555\u0007')).toMatch(/control characters/);
    expect(messageOf('projectDescription', 'one\u001btwo')).toMatch(/control characters/);
    expect(messageOf('features', 'a\u007f')).toMatch(/control characters/);
    expect(messageOf('projectDescription', 'line one\r\n\tline two')).toBeUndefined();
  });

  it('a technology name holds no control character, not even a line break', () => {
    const technologiesMessage = (names: string[]) =>
      requestFormSchema
        .safeParse({ ...emptyRequestForm, technologies: names })
        .error?.issues.find((issue) => issue.path[0] === 'technologies')?.message;
    for (const name of ['React\u0000', 'Vue\u001b[31m', 'Go\r\nBcc: x@y.z', 'Rust\tC'])
      expect(technologiesMessage(['React', name]), JSON.stringify(name)).toMatch(/control characters/);
    expect(technologiesMessage(['React', 'Next.js'])).toBeUndefined();
  });

  it('every line break in a long answer becomes a newline', () => {
    const parsed = requestFormSchema.parse({
      ...emptyRequestForm,
      businessName: 'Acme',
      contactName: 'Ada',
      email: 'ada@acme.io',
      projectDescription: 'a\r\nb\rc\u2028d\u2029e',
      termsAccepted: true,
    });
    expect(parsed.projectDescription).toBe('a\nb\nc\nd\ne');
  });
});
