/**
 * The form API and a browser's form post (the forms without JavaScript): the same fields and
 * schemas as JSON, answered with a redirect to the confirmation page or a page that lists what
 * to correct.
 */
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { createApi, type ApiDeps } from '@/server/core/api';
import { builtFormAnswers, formAnswers } from '@/server/core/form-answer';
import { problemPageWords, FORM_WORDS_ATTRIBUTE } from '@/lib/forms/problem-words';
import { escapeHtml } from '@/lib/html-text';
import { dictionarySchema } from '@/lib/content/kinds/dictionary';
import german from '../../../fixture/content/dictionaries/de.json' with { type: 'json' };
import { createMemoryStore } from '@/server/core/submission-store';
import { createRateLimiter } from '@/server/core/rate-limit';
import { FORM_BACK_ATTRIBUTE, FORM_ISSUES_MARKER, FORM_SENT_PAGES } from '@/lib/forms/form-pages';
import { futureWeekday } from '../../../support/form-payloads';

const quietLogger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const ORIGIN = 'http://localhost';

function setup(deps: ApiDeps = {}) {
  const outbox = createMemoryStore();
  const api = createApi({ outbox, logger: quietLogger, ...deps });
  const send = (body: BodyInit, headers: Record<string, string> = {}) =>
    api.request(`${ORIGIN}/api/send-email`, { method: 'POST', headers: { Origin: ORIGIN, ...headers }, body });
  const urlencoded = (fields: string, headers: Record<string, string> = {}) =>
    send(fields, { 'Content-Type': 'application/x-www-form-urlencoded', ...headers });
  return { api, outbox, send, urlencoded };
}

/** The API's answers from an English page of answers only. */
const englishAnswers = (template: string) => (language: string) =>
  Promise.resolve(language === 'en' ? formAnswers('en', template) : undefined);

const germanDictionary = dictionarySchema.parse(german);
/** A German page of answers as the build writes it: the marker, the back link and the words it carries. */
const GERMAN_PAGE = `<html lang="de"><main><h1>Nicht gesendet</h1><ul>${FORM_ISSUES_MARKER}</ul><a href="/de/request" ${FORM_BACK_ATTRIBUTE}>Zurück</a></main><div hidden ${FORM_WORDS_ATTRIBUTE}="${escapeHtml(JSON.stringify(problemPageWords(germanDictionary)))}"></div></html>`;
/** A build with pages of answers in English (the API's own) and German. */
const bilingual = builtFormAnswers((page) => Promise.resolve(page === '/de/form-problem' ? GERMAN_PAGE : undefined));

const escapeText = (text: string) => text.replace(/'/g, '&#39;');

const REQUEST =
  'formType=request&businessName=Acme+Ltd&contactName=Grace+Hopper&email=grace%40acme.io' +
  '&projectDescription=An+assistant&technologies=Claude&technologies=React&termsAccepted=on&budget=10k_25k&website=';

describe('a browser form post', () => {
  it('a valid request: 303 to its confirmation page, stored like a JSON submission', async () => {
    const { urlencoded, outbox } = setup();
    const res = await urlencoded(REQUEST);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(FORM_SENT_PAGES.request);
    const [record] = outbox.all();
    expect(record?.payload).toMatchObject({
      formType: 'request',
      businessName: 'Acme Ltd',
      technologies: ['Claude', 'React'],
      termsAccepted: true,
      budget: '10k_25k',
    });
  });

  it("the API on another host than the site: 303 to the confirmation page on the site's origin", async () => {
    const site = 'https://site.example';
    const { urlencoded } = setup({ allowedOrigins: [site] });
    const fromSite = await urlencoded(REQUEST, { Origin: site });
    expect(fromSite.status).toBe(303);
    expect(fromSite.headers.get('location')).toBe(`${site}${FORM_SENT_PAGES.request}`);
    // a post from the API's own origin stays on it
    expect((await urlencoded(REQUEST)).headers.get('location')).toBe(FORM_SENT_PAGES.request);
  });

  it('a valid consultation sent as multipart/form-data: 303 to its confirmation page', async () => {
    const { send, outbox } = setup();
    const day = futureWeekday();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      formType: 'consultation',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555 0100',
      date: format(day, 'yyyy-MM-dd'),
      time: '10:00 AM',
      message: '',
      topic: '',
      website: '',
    }))
      form.append(name, value);
    const res = await send(form);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(FORM_SENT_PAGES.consultation);
    expect(outbox.all()[0]?.payload).toMatchObject({ formattedDate: format(day, 'MMMM d, yyyy') });
  });

  it('an invalid post: 400 and a page with each field label and message, and a link back to the form', async () => {
    const { urlencoded, outbox } = setup();
    const res = await urlencoded(REQUEST.replace('grace%40acme.io', 'grace%40acme').replace('&termsAccepted=on', ''), {
      Referer: `${ORIGIN}/request`,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<li><strong>Email</strong>: Invalid email address</li>');
    expect(html).toContain('<li><strong>Terms accepted</strong>: You must accept the terms</li>');
    expect(html).toContain('<a href="/request">');
    expect(outbox.all()).toEqual([]);
  });

  it('never echoes markup: the link back is escaped, other sites are not linked', async () => {
    const { urlencoded } = setup();
    const hostile = await urlencoded('formType=request', {
      Referer: `${ORIGIN}/request?x="><script>alert(1)</script>`,
    });
    const html = await hostile.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="/request?x=%22%3E%3Cscript%3Ealert(1)%3C/script%3E">');
    const elsewhere = await urlencoded('formType=consultation', { Referer: 'https://evil.example/phish' });
    expect(await elsewhere.text()).toContain('<a href="/consultation">');
  });

  it('reads the charset the post declares, and refuses one it cannot read', async () => {
    const { urlencoded, outbox } = setup();
    const latin1 = await urlencoded(REQUEST.replace('Acme+Ltd', 'Caf%E9+M%FCller'), {
      'Content-Type': 'application/x-www-form-urlencoded; charset=ISO-8859-1',
    });
    expect(latin1.status).toBe(303);
    expect(outbox.all()[0]?.payload).toMatchObject({ businessName: 'Café Müller' });
    const unknown = await urlencoded(REQUEST, { 'Content-Type': 'application/x-www-form-urlencoded; charset=klingon' });
    expect(unknown.status).toBe(415);
    expect(await unknown.text()).toContain('klingon');
  });

  it('refuses a file with a clear message', async () => {
    const { send } = setup();
    const form = new FormData();
    form.append('formType', 'request');
    form.append('attachment', new Blob(['%PDF']), 'brief.pdf');
    const res = await send(form);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Files cannot be sent with this form');
  });

  it('too many posts: 429 as a page, with Retry-After; mistakes do not count', async () => {
    const { urlencoded } = setup({ rateLimiter: createRateLimiter({ limit: 1, windowMs: 60_000 }) });
    expect((await urlencoded('formType=request')).status).toBe(400);
    expect((await urlencoded(REQUEST)).status).toBe(303);
    const limited = await urlencoded(REQUEST);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.text()).toContain('<li>Too many submissions. Please try again in 1 minute.</li>');
  });

  it("answers in the site's own page when the server has the build's template", async () => {
    const template = `<main><h1>Not sent</h1><ul class="x">${FORM_ISSUES_MARKER}</ul><a href="/request" class="btn" ${FORM_BACK_ATTRIBUTE}>Back</a></main>`;
    const { urlencoded } = setup({ formAnswers: englishAnswers(template) });
    const html = await (await urlencoded('formType=consultation&name=', { Referer: `${ORIGIN}/consultation` })).text();
    expect(html).toContain('<ul class="x"><li><strong>Name</strong>: Name is required</li>');
    expect(html).toContain(`<a href="/consultation" class="btn" ${FORM_BACK_ATTRIBUTE}>Back</a>`);
    expect(html).not.toContain(FORM_ISSUES_MARKER);
  });

  it('the back link is a path on this site with exactly one leading slash, never //host', async () => {
    const { urlencoded } = setup();
    for (const referer of [
      `${ORIGIN}//evil.example/request`,
      `${ORIGIN}/\\evil.example/x`,
      'https://evil.example/request',
    ]) {
      const html = await (await urlencoded('formType=request&businessName=', { Referer: referer })).text();
      expect(html, referer).toContain('<a href="/request">');
      expect(html, referer).not.toContain('evil.example');
    }
    const own = await (
      await urlencoded('formType=consultation&name=', { Referer: `${ORIGIN}/consultation?x=1` })
    ).text();
    expect(own).toContain('<a href="/consultation?x=1">');
  });

  it("puts the issues into the site's page as text: `$` patterns in a message do not copy the template", async () => {
    const template = `<main><ul>${FORM_ISSUES_MARKER}</ul><a href="/request" ${FORM_BACK_ATTRIBUTE}>Back</a></main>`;
    const { urlencoded } = setup({ formAnswers: englishAnswers(template) });
    const res = await urlencoded('formType=request', {
      'Content-Type': "application/x-www-form-urlencoded; charset=x$'$`$&",
    });
    expect(res.status).toBe(415);
    const html = await res.text();
    expect(html).toContain('The form&#39;s character set (x$&#39;$`$&amp;) is not supported');
    expect(html.match(/<main>/g)).toHaveLength(1);
    expect(html.match(/<\/main>/g)).toHaveLength(1);
  });

  it('a German post: German messages and labels in the German page, its language recorded', async () => {
    const { urlencoded, outbox } = setup({ formAnswers: bilingual });
    const refused = await urlencoded('formType=request&language=de&businessName=&email=x', {
      Referer: `${ORIGIN}/de/request`,
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('<html lang="de">');
    const r = germanDictionary.requestForm;
    const m = germanDictionary.formMessages;
    expect(html).toContain(`<li><strong>${r.businessName}</strong>: ${m.businessNameRequired}</li>`);
    expect(html).toContain(`<li><strong>${r.email}</strong>: ${m.emailInvalid}</li>`);
    expect(html).toContain(`<li><strong>${escapeText(r.termsAccepted)}</strong>: ${m.termsRequired}</li>`);
    expect(html).toContain(`<a href="/de/request" ${FORM_BACK_ATTRIBUTE}>`);
    expect(outbox.all()).toHaveLength(0);

    const sent = await urlencoded(`${REQUEST}&language=de`);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/de${FORM_SENT_PAGES.request}`);
    const [record] = outbox.all();
    expect(record?.payload).toMatchObject({ formType: 'request', language: 'de' });
    expect(record?.message.text).toContain('Language: German (de)');
  });

  it('a language the site is not built in, or no language: answered and recorded in English', async () => {
    const { urlencoded, outbox } = setup({ formAnswers: bilingual });
    for (const language of ['fr', '../de', '']) {
      const refused = await urlencoded(`formType=request&language=${encodeURIComponent(language)}&businessName=`);
      expect(refused.status, language).toBe(400);
      expect(await refused.text(), language).toContain('Business name is required');
    }
    const sent = await urlencoded(`${REQUEST}&language=fr`);
    expect(sent.headers.get('location')).toBe(FORM_SENT_PAGES.request);
    expect(outbox.all()[0]?.payload).toMatchObject({ language: 'en' });
  });

  it('a German consultation lands on the German confirmation', async () => {
    const { send } = setup({ formAnswers: bilingual });
    const day = futureWeekday();
    const body = new URLSearchParams({
      formType: 'consultation',
      language: 'de',
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+1 555',
      date: format(day, 'yyyy-MM-dd'),
      time: '10:00 AM',
    });
    const res = await send(body.toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/de${FORM_SENT_PAGES.consultation}`);
  });
});
