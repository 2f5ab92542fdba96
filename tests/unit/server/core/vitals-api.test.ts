/**
 * POST /api/vitals and GET /api/report (src/server/core/vitals-api.ts) through the whole app:
 * 204 and the rows stored; every refusal (400, 403, 413, 415, 429, 503) storing nothing; the
 * report behind REPORT_TOKEN (404 unset, 401 wrong, 200 right).
 */
import { describe, expect, it, vi } from 'vitest';
import { VITALS_MAX_BODY_BYTES } from '@/lib/vitals/metrics';
import { createApi, type ApiDeps } from '@/server/core/api';
import { createRateLimiter } from '@/server/core/rate-limit';
import { createMemoryVitalsStore, type VitalsStore } from '@/server/core/vitals-store';

const quietLogger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const now = () => new Date('2026-11-28T10:30:00Z');

const beacon = {
  template: '/request',
  viewport: 'wide',
  visits: [{ navigationType: 'navigate', pageView: true, metrics: { LCP: 1200, CLS: 0.01, FCP: 600, TTFB: 90 } }],
};

function setup(deps: ApiDeps = {}) {
  const vitals = createMemoryVitalsStore([{ day: '2026-11-27', formType: 'request' }]);
  const api = createApi({ logger: quietLogger, vitals, now, ...deps });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    api.request('http://site.test/api/vitals', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { api, vitals, post };
}

describe('POST /api/vitals', () => {
  it('stores a beacon sent as sendBeacon sends it: 204, one row per value on the day, a page view', async () => {
    const { vitals, post } = setup();
    const res = await post(beacon, { Origin: 'http://site.test' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(vitals.samples).toEqual([
      {
        day: '2026-11-28',
        template: '/request',
        metric: 'LCP',
        navigationType: 'navigate',
        viewport: 'wide',
        value: 1200,
      },
      {
        day: '2026-11-28',
        template: '/request',
        metric: 'CLS',
        navigationType: 'navigate',
        viewport: 'wide',
        value: 0.01,
      },
      {
        day: '2026-11-28',
        template: '/request',
        metric: 'FCP',
        navigationType: 'navigate',
        viewport: 'wide',
        value: 600,
      },
      {
        day: '2026-11-28',
        template: '/request',
        metric: 'TTFB',
        navigationType: 'navigate',
        viewport: 'wide',
        value: 90,
      },
    ]);
    expect(vitals.pageViews).toEqual([
      { day: '2026-11-28', template: '/request', navigationType: 'navigate', viewport: 'wide', views: 1 },
    ]);
    expect(await post(beacon, { 'Content-Type': 'application/json' })).toHaveProperty('status', 204);
    expect(vitals.pageViews[0]?.views).toBe(2);
  });

  const badBodies: [string, string | object, number][] = [
    ['not JSON', '{"template":', 400],
    ['an unknown template', { ...beacon, template: '/request?utm=1' }, 400],
    [
      'an unknown metric',
      { ...beacon, visits: [{ navigationType: 'navigate', pageView: true, metrics: { FID: 1 } }] },
      400,
    ],
    [
      'a value out of range',
      { ...beacon, visits: [{ navigationType: 'navigate', pageView: true, metrics: { LCP: 1e9 } }] },
      400,
    ],
    ['an identifier', { ...beacon, visitor: 'abc' }, 400],
    ['a body over 4 KB', { ...beacon, padding: 'x'.repeat(VITALS_MAX_BODY_BYTES) }, 413],
  ];
  it.each(badBodies)('refuses %s (%i) and stores nothing', async (_name, body, status) => {
    const { vitals, post } = setup();
    const res = await post(body);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect((await res.json()) as { message: string }).toHaveProperty('message');
    expect(vitals.samples).toEqual([]);
    expect(vitals.pageViews).toEqual([]);
  });

  it('names what is wrong', async () => {
    const { post } = setup();
    const res = await post({ ...beacon, template: '/nope' });
    const answer = (await res.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(answer.message).toBe('Not a beacon');
    expect(answer.issues.map((issue) => issue.path)).toEqual(['template']);
    expect(answer.issues[0]?.message).toMatch(/route pattern/);
  });

  it('refuses another content type (415), another origin (403) and another method (405)', async () => {
    const { vitals, post, api } = setup();
    expect((await post(beacon, { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post(beacon, { Origin: 'https://elsewhere.test' })).status).toBe(403);
    expect((await post(beacon, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await api.request('http://site.test/api/vitals')).status).toBe(405);
    expect(vitals.samples).toEqual([]);
  });

  it('limits beacons per client (429 with Retry-After), each client on its own', async () => {
    const { vitals, post } = setup({
      vitalsRateLimiter: createRateLimiter({ limit: 2, windowMs: 60_000 }),
      clientKey: (c) => c.req.header('x-client') ?? 'unknown',
    });
    expect((await post(beacon, { 'x-client': 'a' })).status).toBe(204);
    expect((await post(beacon, { 'x-client': 'a' })).status).toBe(204);
    const refused = await post(beacon, { 'x-client': 'a' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(beacon, { 'x-client': 'b' })).status).toBe(204);
    expect(vitals.samples).toHaveLength(12);
  });

  it('answers 503 when the store fails', async () => {
    const failing: VitalsStore = {
      record: () => Promise.reject(new Error('disk full')),
      fold: () => Promise.resolve(0),
      read: () => Promise.reject(new Error('disk full')),
    };
    const { post } = setup({ vitals: failing });
    expect((await post(beacon)).status).toBe(503);
  });
});

describe('GET /api/report', () => {
  it('is not there without REPORT_TOKEN (404)', async () => {
    const { api } = setup();
    expect((await api.request('/api/report')).status).toBe(404);
    expect((await api.request('/api/report', { headers: { authorization: 'Bearer ' } })).status).toBe(404);
  });

  it('refuses a missing or wrong token (401) and answers the right one with the report', async () => {
    const { api, post } = setup({ reportToken: 'r3port-token' });
    await post(beacon);
    for (const authorization of [undefined, 'Bearer wrong', 'Bearer r3port-token2', 'r3port-token']) {
      const res = await api.request('/api/report', authorization ? { headers: { authorization } } : {});
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
    const res = await api.request('/api/report', { headers: { authorization: 'Bearer r3port-token' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const report = (await res.json()) as { vitals: unknown[]; conversion: unknown[] };
    expect(report.vitals).toContainEqual(
      expect.objectContaining({
        template: '/request',
        metric: 'LCP',
        navigationType: 'navigate',
        viewport: 'wide',
        count: 1,
        p75: 1200,
      }),
    );
    expect(report.conversion).toContainEqual({
      form: 'request',
      template: '/request',
      leads: 1,
      pageViews: 1,
      rate: 1,
    });
  });
});
