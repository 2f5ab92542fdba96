/**
 * The Worker (src/server/workers/entry.ts) for the field vitals, on workerd's D1 with the
 * project's migrations: a beacon is stored in D1; the cron folds rows older than the retention;
 * GET /api/report answers only with the REPORT_TOKEN secret.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayOf } from '@/lib/vitals/beacon';
import { RAW_RETENTION_DAYS } from '@/lib/vitals/metrics';
import { daysBefore } from '@/lib/vitals/records';
import worker, { type WorkerEnv } from '@/server/workers/entry';
import { createD1VitalsStore } from '@/server/workers/vitals-store-d1';
import { startTestD1, type TestD1 } from '../../../support/d1-test-database';
import { lcp } from '../../../support/vitals-store-contract';

let d1: TestD1;
beforeAll(async () => {
  d1 = await startTestD1();
}, 180_000);
afterAll(() => d1.dispose());

const queue = { send: vi.fn(async () => undefined), sendBatch: vi.fn(async () => undefined) };

function env(vars: Record<string, string> = {}): WorkerEnv {
  return {
    DB: d1.db,
    SUBMISSIONS: queue,
    DEAD_SUBMISSIONS: queue,
    FORM_RATE_LIMITER: { limit: async () => ({ success: true }) },
    ASSETS: { fetch: async () => new Response('', { status: 404 }) },
    ...vars,
  };
}

describe('the Worker: field vitals', () => {
  it('stores a beacon in D1, folds old rows in the cron, and keeps the report behind REPORT_TOKEN', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const withToken = env({ REPORT_TOKEN: 'edge-r3port' });
    const answer = await worker.fetch(
      new Request('http://site.test/api/vitals', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          template: '/faq',
          viewport: 'narrow',
          visits: [{ navigationType: 'back-forward-cache', pageView: true, metrics: { CLS: 0.03 } }],
        }),
      }),
      withToken,
    );
    expect(answer.status).toBe(204);

    const today = dayOf(new Date());
    const vitals = createD1VitalsStore(d1.db);
    await vitals.record([lcp(1000), lcp(2000)], [], daysBefore(today, RAW_RETENTION_DAYS + 3));
    const waits: Promise<unknown>[] = [];
    await worker.scheduled({}, withToken, { waitUntil: (work) => waits.push(work) });
    await Promise.all(waits);
    const data = await vitals.read('2000-01-01');
    expect(data.samples).toEqual([
      {
        day: today,
        template: '/faq',
        metric: 'CLS',
        navigationType: 'back-forward-cache',
        viewport: 'narrow',
        value: 0.03,
      },
    ]);
    expect(data.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(2);

    const report = (authorization?: string) =>
      worker.fetch(
        new Request('http://site.test/api/report', authorization ? { headers: { authorization } } : {}),
        withToken,
      );
    expect((await report()).status).toBe(401);
    expect((await report('Bearer nope')).status).toBe(401);
    const ok = await report('Bearer edge-r3port');
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { vitals: { metric: string }[] }).vitals.map((v) => v.metric)).toContain('CLS');
  });
});
