/**
 * The forms in the page's language: the schemas' messages, the budgets, the calendar's and time
 * slots' words through Intl, and the words the page of answers carries for the form API.
 */
import { describe, expect, it } from 'vitest';
import german from '../fixture/content/dictionaries/de.json' with { type: 'json' };
import { dictionarySchema } from '@/lib/content/kinds/dictionary';
import { formSchemas, LIMITS } from '@/lib/forms/schemas';
import { BUDGET_OPTIONS, TIME_SLOTS, budgetLabel } from '@/lib/forms/options';
import { dayName, firstDayOfWeek, longDate, monthName, slotLabel, weekdayShort } from '@/lib/forms/calendar-words';
import { FORM_WORDS_ATTRIBUTE, problemPageWords, readProblemWords } from '@/lib/forms/problem-words';
import { escapeHtml } from '@/lib/html-text';
import { formWordsOf } from '@/lib/forms/words';
import { isProblemPageWords } from '@/server/core/default-form-words';
import { englishDictionary, requestFormSchema } from '../support/form-schemas';

const germanDictionary = dictionarySchema.parse(german);
const germanWords = formWordsOf('de', germanDictionary);
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the schemas in a language', () => {
  it('say every message in the language of their words, the same rules either way', () => {
    const empty = { businessName: '', contactName: '', email: 'x', projectDescription: ' ', termsAccepted: false };
    const inGerman = messagesOf(formSchemas(germanWords).requestFormSchema.safeParse(empty));
    const m = germanDictionary.formMessages;
    expect(inGerman).toEqual({
      businessName: m.businessNameRequired,
      contactName: m.contactNameRequired,
      email: m.emailInvalid,
      projectDescription: m.projectDescriptionRequired,
      termsAccepted: m.termsRequired,
    });
    expect(Object.keys(messagesOf(requestFormSchema.safeParse(empty)))).toEqual(Object.keys(inGerman));
  });

  it("write a limit the language's way", () => {
    const long = { name: 'x'.repeat(LIMITS.name + 1), email: 'a@b.de', phone: '1', time: '9:00 AM', date: new Date() };
    const de = messagesOf(formSchemas(germanWords).consultationFormSchema.safeParse(long));
    expect(de['name']).toBe('Bitte fassen Sie sich kürzer: höchstens 200 Zeichen');
    const tooMany = formSchemas(germanWords).requestFormSchema.safeParse({
      technologies: Array.from({ length: LIMITS.technologies + 1 }, (_, index) => `T${index}`),
    });
    expect(messagesOf(tooMany)['technologies']).toBe('Bitte wählen Sie höchstens 100 Technologien');
    const english = formSchemas(formWordsOf('en', englishDictionary)).requestFormSchema.safeParse({
      projectDescription: 'x'.repeat(LIMITS.longText + 1),
    });
    expect(messagesOf(english)['projectDescription']).toBe('Please keep this under 5,000 characters');
  });

  it('record the language a payload was written in, the default one when it names none', () => {
    const { requestPayloadSchema } = formSchemas(germanWords);
    const payload = {
      formType: 'request',
      subject: 'New Solution Request',
      businessName: 'Hafenbuch',
      contactName: 'Ada',
      email: 'ada@hafen.de',
      projectDescription: 'Ein Kassenbuch',
      termsAccepted: true,
    };
    expect(requestPayloadSchema.parse({ ...payload, language: 'de' }).language).toBe('de');
    expect(requestPayloadSchema.parse(payload).language).toBe('en');
    expect(requestPayloadSchema.safeParse({ ...payload, language: '../de' }).success).toBe(false);
  });
});

describe('budgets', () => {
  it('are written from their amounts in the currency, the locale deciding the digits', () => {
    const r = germanDictionary.requestForm;
    const labels = BUDGET_OPTIONS.map((option) => budgetLabel(option, r, 'de-DE').replace(/\s/g, ' '));
    expect(labels).toEqual([
      'Unter 5.000 $',
      '5.000 $ – 10.000 $',
      '10.000 $ – 25.000 $',
      '25.000 $ – 50.000 $',
      '50.000 $ oder mehr',
      'Noch unklar',
    ]);
    // In English they read as the studio's email writes them.
    const english = englishDictionary.requestForm;
    expect(BUDGET_OPTIONS.map((option) => budgetLabel(option, english, 'en-US'))).toEqual(
      BUDGET_OPTIONS.map((option) => option.label),
    );
  });
});

describe('calendar words', () => {
  const day = new Date(2025, 2, 10); // a Monday

  it('name days, months and weekdays in the language', () => {
    expect(dayName(day, 'en-US')).toBe('Monday, March 10, 2025');
    expect(dayName(day, 'de-DE')).toBe('Montag, 10. März 2025');
    expect(longDate(day, 'en-US')).toBe('March 10, 2025');
    expect(longDate(day, 'de-DE')).toBe('10. März 2025');
    expect(monthName(day, 'de-DE')).toBe('März 2025');
    expect(weekdayShort(day, 'en-US')).toBe('Mo');
    expect(weekdayShort(new Date(2025, 2, 9), 'en-US')).toBe('Su');
    expect(weekdayShort(new Date(2025, 2, 9), 'de-DE')).toBe('So');
  });

  it('start the week where the language does', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('de-DE')).toBe(1);
  });

  it('write every time slot the way the language reads a clock', () => {
    expect(TIME_SLOTS.map((slot) => slotLabel(slot, 'en-US'))).toEqual([...TIME_SLOTS]);
    expect(TIME_SLOTS.map((slot) => slotLabel(slot, 'de-DE'))).toEqual([
      '9:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
  });
});

describe('the words the page of answers carries', () => {
  const words = problemPageWords(germanDictionary);

  /** The element that carries the words, its attribute escaped as the build escapes any. */
  const block = (json: string) => `<div hidden ${FORM_WORDS_ATTRIBUTE}="${escapeHtml(json)}"></div>`;

  it('are read back from the page as written, whatever its texts hold', () => {
    const awkward = { ...words, messages: { ...words.messages, nameRequired: `"Name" & <b>'s</b> &amp;` } };
    expect(readProblemWords(`<main></main>${block(JSON.stringify(awkward))}`, isProblemPageWords)).toEqual(awkward);
  });

  it('are refused when missing, broken or short of a message', () => {
    expect(readProblemWords('<main></main>', isProblemPageWords)).toBeUndefined();
    expect(readProblemWords(block('{not json'), isProblemPageWords)).toBeUndefined();
    const { nameRequired: _dropped, ...fewer } = words.messages;
    expect(readProblemWords(block(JSON.stringify({ ...words, messages: fewer })), isProblemPageWords)).toBeUndefined();
  });

  it("name each form's fields as its form does", () => {
    expect(words.labels.request['email']).toBe(germanDictionary.requestForm.email);
    expect(words.labels.consultation['date']).toBe(germanDictionary.consultationForm.date);
  });
});
