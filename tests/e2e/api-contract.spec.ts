/**
 * The form API's contract over HTTP, run on both hosts: `npm start` (the chromium project) and the
 * Worker in workerd (the edge project, `npm run preview:edge`). Same requests, same answers: the
 * host only changes the API's ports.
 */
import { expect, test } from '@playwright/test';
import { FORM_SENT_PAGES } from '../../src/lib/forms/form-pages';
import { englishDictionary } from '../support/form-schemas';
import { SECURITY_HEADERS } from '../../src/lib/security-headers';
import { consultationPayload, requestPayload, uniqueEmail } from '../support/form-payloads';

const SEND = '/api/send-email';
const formBody = (fields: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(fields).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((v) => [name, String(v)]) : [[name, String(value)]],
    ),
  ).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

test('health answers ok', async ({ request }) => {
  const answer = await request.get('/api/health');
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ ok: true });
});

test('a valid JSON submission of each form: 200 { ok: true }, with the site’s security headers', async ({
  request,
}) => {
  for (const data of [
    requestPayload({ email: uniqueEmail('json') }),
    consultationPayload({ email: uniqueEmail('json') }),
  ]) {
    const answer = await request.post(SEND, { data });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(answer.headers()[name.toLowerCase()]).toBe(value);
  }
});

test('invalid fields: 400 with one issue per field, in the form’s words', async ({ request }) => {
  const answer = await request.post(SEND, { data: requestPayload({ email: 'not an address' }) });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toEqual({
    message: 'Please correct the highlighted fields',
    issues: [{ path: 'email', message: 'Invalid email address' }],
  });
});

test('refusals: not JSON 400, unknown form 400, wrong type 415, too large 413, GET 405, other origin 403', async ({
  request,
}) => {
  const json = { 'content-type': 'application/json' };
  expect((await request.post(SEND, { headers: json, data: '{"formType":' })).status()).toBe(400);
  expect((await request.post(SEND, { data: { formType: 'newsletter' } })).status()).toBe(400);
  expect((await request.post(SEND, { headers: { 'content-type': 'text/plain' }, data: 'hello' })).status()).toBe(415);
  const large = await request.post(SEND, { data: requestPayload({ features: 'x'.repeat(40 * 1024) }) });
  expect(large.status()).toBe(413);
  const get = await request.get(SEND);
  expect(get.status()).toBe(405);
  expect(get.headers()['allow']).toBe('POST, OPTIONS');
  const foreign = await request.post(SEND, { headers: { origin: 'https://evil.example' }, data: requestPayload() });
  expect(foreign.status()).toBe(403);
});

test('CORS: the API’s own origin may call it, another may not', async ({ request, baseURL }) => {
  const preflight = (origin: string) =>
    request.fetch(SEND, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
  expect((await preflight(baseURL ?? '')).headers()['access-control-allow-origin']).toBe(baseURL);
  expect((await preflight('https://evil.example')).headers()['access-control-allow-origin']).toBeUndefined();
});

test('the honeypot: a bot gets 200 and nothing is accepted', async ({ request }) => {
  const answer = await request.post(SEND, { data: requestPayload({ website: 'http://spam.example' }) });
  expect(answer.status()).toBe(200);
});

test('a storage failure (the fault switch): 500, the visitor may try again', async ({ request }) => {
  const answer = await request.post(SEND, { headers: { 'x-e2e-fail': '1' }, data: requestPayload() });
  expect(answer.status()).toBe(500);
  expect(await answer.json()).toEqual({ message: 'Your message could not be sent. Please try again later.' });
});

test('a form post: 303 to the confirmation page, or 400 with the site’s page listing what to correct', async ({
  request,
}) => {
  const sent = await request.post(SEND, {
    headers: FORM,
    data: formBody(requestPayload({ email: uniqueEmail('post') })),
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  expect(sent.headers()['location']).toBe(FORM_SENT_PAGES.request);

  const refused = await request.post(SEND, {
    headers: { ...FORM, referer: 'https://evil.example/x' },
    data: formBody(requestPayload({ email: 'nope' })),
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(refused.headers()['content-type']).toContain('text/html');
  const page = await refused.text();
  expect(page).toContain(
    `<strong>${englishDictionary.requestForm.email}</strong>: ${englishDictionary.formMessages.emailInvalid}`,
  );
  // the site's own page (its layout and styles), not the API's plain fallback
  expect(page).toContain('<link rel="canonical"');
  expect(page).not.toContain('evil.example');
});

test('other /api/ paths: 404 JSON', async ({ request }) => {
  const answer = await request.get('/api/nothing-here');
  expect(answer.status()).toBe(404);
  expect(await answer.json()).toEqual({ message: 'Not found' });
});
