import { describe, expect, it } from 'vitest';
import { formPostToPayload } from '@/lib/forms/form-post';
import { CONSULTATION_SUBJECT, REQUEST_SUBJECT } from '@/lib/forms/schemas';
import { formPayloadSchema } from '../support/form-schemas';

const post = (query: string) => formPostToPayload(new URLSearchParams(query));

describe('a browser form post as the API payload', () => {
  it('a request form: ticked technologies become a list, the terms checkbox a boolean, the subject is filled in', () => {
    const payload = post(
      'formType=request&businessName=Acme&contactName=Ada&email=ada%40acme.io&projectDescription=A+ledger' +
        '&technologies=Claude&technologies=&technologies=Docker&termsAccepted=on&budget=&website=',
    );
    expect(payload).toEqual({
      formType: 'request',
      subject: REQUEST_SUBJECT,
      businessName: 'Acme',
      contactName: 'Ada',
      email: 'ada@acme.io',
      projectDescription: 'A ledger',
      technologies: ['Claude', 'Docker'],
      termsAccepted: true,
      budget: '',
      website: '',
    });
    expect(formPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('an unticked terms checkbox is false and no technology an empty list, so the schema says what is missing', () => {
    const payload = post('formType=request&businessName=Acme');
    expect(payload).toMatchObject({ termsAccepted: false, technologies: [] });
    const result = formPayloadSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('termsAccepted');
  });

  it('a consultation: the date from the native input is also written out for the email', () => {
    expect(post('formType=consultation&date=2031-03-04&time=10%3A00+AM')).toEqual({
      formType: 'consultation',
      subject: CONSULTATION_SUBJECT,
      date: '2031-03-04',
      formattedDate: 'March 4, 2031',
      time: '10:00 AM',
    });
    // Without a readable day, nothing to write out: the date's message alone says what is wrong.
    expect(post('formType=consultation&date=tomorrow')).toMatchObject({ formattedDate: '' });
    const issues = formPayloadSchema.safeParse(post('formType=consultation&name=Ada')).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).not.toContain('formattedDate');
  });

  it('keeps what the visitor sent when it says otherwise (the schemas judge it)', () => {
    expect(post('formType=consultation&subject=Hi&formattedDate=x&date=2031-03-04')).toMatchObject({
      subject: 'Hi',
      formattedDate: 'x',
    });
    expect(post('formType=nonsense&termsAccepted=on')).toEqual({ formType: 'nonsense', termsAccepted: 'on' });
  });
});
