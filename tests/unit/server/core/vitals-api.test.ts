/**
 * POST /api/vitals and GET /api/report (src/server/core/vitals-api.ts) through the whole app:
 * 204 and the counts stored; every refusal (400, 403, 413, 415, 429, 503) storing nothing; the
 * caps (one client's per day, an IPv6 /64 as one client, the day's); failures logged once a
 * minute; the report behind REPORT_TOKEN (404 unset, 401 wrong, 503 unreadable, 200 right).
 */
import { describe, expect, it, vi } from 'vitest';
import { VITALS_MAX_BODY_BYTES } from '@/lib/vitals/metrics';
import { createApi, type ApiDeps } from '@/server/core/api';
import { createRateLimiter } from '@/server/core/rate-limit';
import { bucketOf } from '@/lib/vitals/histogram';
import { DEFAULT_VITALS_LIMITS } from '@/server/core/env';
import { createVitalsIntake } from '@/server/core/vitals-intake';
import { createMemoryVitalsStore } from '@/server/core/vitals-store';

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
    // Counted in their buckets of the day: no value, no row per beacon.
    expect(vitals.buckets).toEqual(
      (['LCP', 'CLS', 'FCP', 'TTFB'] as const).map((metric, i) => ({
        day: '2026-11-28',
        template: '/request',
        metric,
        navigationType: 'navigate',
        viewport: 'wide',
        bucket: bucketOf(metric, [1200, 0.01, 600, 90][i] ?? 0),
        count: 1,
      })),
    );
    expect(vitals.outcomes).toEqual([{ day: '2026-11-28', outcome: 'stored', beacons: 1 }]);
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
    expect(vitals.buckets).toEqual([]);
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
    expect(vitals.buckets).toEqual([]);
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
    expect(vitals.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(12);
  });

  it('answers 503 when the store fails, and logs the failures once a minute with how many', async () => {
    let t = Date.parse('2026-11-28T10:30:00Z');
    const failing = createMemoryVitalsStore();
    failing.record = () => Promise.reject(new Error('disk full'));
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const { post } = setup({ vitals: failing, logger, now: () => new Date(t) });
    for (let i = 0; i < 50; i += 1) {
      expect((await post(beacon)).status).toBe(503);
      t += 1000;
    }
    // 50 failures over 50 s: one line; the 61st second writes the next, counting those since.
    expect(logger.error).toHaveBeenCalledTimes(1);
    t += 11_000;
    expect((await post(beacon)).status).toBe(503);
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Vitals: could not store beacons \(\d{2} failure/),
    );
  });

  it('counts what one client sends per day up to VITALS_CLIENT_DAILY_LIMIT, an IPv6 /64 as one client', async () => {
    const vitals = createMemoryVitalsStore();
    const limits = { ...DEFAULT_VITALS_LIMITS, clientDailyBeacons: 3, batchBeacons: 1 };
    const intake = createVitalsIntake({ store: vitals, limits, logger: quietLogger, now });
    const { post } = setup({
      vitals,
      vitalsIntake: intake,
      clientKey: (c) => c.req.header('x-client') ?? 'unknown',
    });
    const slow = { ...beacon, visits: [{ navigationType: 'navigate', pageView: true, metrics: { LCP: 119_000 } }] };
    for (const address of ['2001:db8:7:7::1', '2001:db8:7:7::2', '2001:db8:7:7:ffff::9'])
      expect((await post(slow, { 'x-client': address })).status).toBe(204);
    const refused = await post(slow, { 'x-client': '2001:db8:7:7::abcd' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(13.5 * 3600);
    // Another network, and an ordinary visitor, still count.
    expect((await post(beacon, { 'x-client': '2001:db8:7:8::1' })).status).toBe(204);
    expect((await post(beacon, { 'x-client': '192.0.2.1' })).status).toBe(204);
    expect(vitals.buckets.filter((b) => b.bucket === bucketOf('LCP', 119_000))[0]?.count).toBe(3);
    await intake.flush();
    expect(vitals.outcomes).toContainEqual({ day: '2026-11-28', outcome: 'client-cap', beacons: 1 });
  });

  it('refuses beacons past the day’s cap (503) and counts them; the rate limit keys an IPv6 /64 as one client', async () => {
    const vitals = createMemoryVitalsStore();
    const limits = { ...DEFAULT_VITALS_LIMITS, dailyBeacons: 2, batchBeacons: 1 };
    const intake = createVitalsIntake({ store: vitals, limits, logger: quietLogger, now });
    const { post } = setup({
      vitals,
      vitalsIntake: intake,
      clientKey: (c) => c.req.header('x-client') ?? 'unknown',
    });
    expect((await post(beacon, { 'x-client': '192.0.2.1' })).status).toBe(204);
    expect((await post(beacon, { 'x-client': '192.0.2.2' })).status).toBe(204);
    const refused = await post(beacon, { 'x-client': '192.0.2.3' });
    expect(refused.status).toBe(503);
    // Refusals are written with the next write (at most a second later).
    await intake.flush();
    expect(vitals.outcomes).toEqual([
      { day: '2026-11-28', outcome: 'stored', beacons: 2 },
      { day: '2026-11-28', outcome: 'daily-cap', beacons: 1 },
    ]);

    const limited = setup({
      vitalsRateLimiter: createRateLimiter({ limit: 2, windowMs: 60_000 }),
      clientKey: (c) => c.req.header('x-client') ?? 'unknown',
    });
    expect((await limited.post(beacon, { 'x-client': '2001:db8::1' })).status).toBe(204);
    expect((await limited.post(beacon, { 'x-client': '2001:db8::2' })).status).toBe(204);
    expect((await limited.post(beacon, { 'x-client': '2001:db8::3' })).status).toBe(429);
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
        p75: expect.closeTo(1200, -2) as number,
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

  it('answers 503 when the database cannot be read', async () => {
    const unreadable = createMemoryVitalsStore();
    unreadable.tally = () => Promise.reject(new Error('attempt to write a readonly database'));
    const { api } = setup({ vitals: unreadable, reportToken: 'r3port-token' });
    const res = await api.request('/api/report', { headers: { authorization: 'Bearer r3port-token' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'The report cannot be read now' });
  });
});
