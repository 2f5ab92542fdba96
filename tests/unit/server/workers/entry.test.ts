/**
 * The Worker (src/server/workers/entry.ts) for the field vitals, on workerd's D1 with the
 * project's migrations: a beacon is counted in D1; the cron folds raw rows an earlier version kept;
 * GET /api/report answers only with the REPORT_TOKEN secret.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayOf } from '@/lib/vitals/beacon';
import worker, { type WorkerEnv } from '@/server/workers/entry';
import { startTestD1, type TestD1 } from '../../../support/d1-test-database';
import { LEGACY_INSERT, legacyValues } from '../../../support/vitals-legacy-rows';
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
  it('counts a beacon in D1, folds raw rows of an earlier version in the cron, and keeps the report behind REPORT_TOKEN', async () => {
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

    // A raw row an earlier version kept: the cron folds it into the day's buckets.
    const today = dayOf(new Date());
    await d1.db
      .prepare(LEGACY_INSERT)
      .bind(...legacyValues({ ...lcp(1000), day: today }))
      .run();
    // Yesterday's per-client count and salt: the cron deletes them; today's count (the beacon's) stays.
    const yesterday = dayOf(new Date(Date.now() - 86_400_000));
    await d1.db.batch([
      d1.db
        .prepare('INSERT INTO vitals_clients (day, client, beacons) VALUES (?, ?, 7)')
        .bind(yesterday, 'f'.repeat(64)),
      d1.db.prepare('INSERT INTO vitals_client_salts (day, salt) VALUES (?, ?)').bind(yesterday, 'old'),
    ]);
    const waits: Promise<unknown>[] = [];
    await worker.scheduled({}, withToken, { waitUntil: (work) => waits.push(work) });
    await Promise.all(waits);
    expect((await d1.db.prepare('SELECT day, beacons FROM vitals_clients').all()).results).toEqual([
      { day: today, beacons: 1 },
    ]);
    expect((await d1.db.prepare('SELECT day FROM vitals_client_salts').all()).results).toEqual([{ day: today }]);
    const counts = await d1.db
      .prepare('SELECT metric, SUM(count) AS n FROM vitals_daily WHERE day = ? GROUP BY metric ORDER BY metric')
      .bind(today)
      .all<{ metric: string; n: number }>();
    expect(counts.results).toEqual([
      { metric: 'CLS', n: 1 },
      { metric: 'LCP', n: 1 },
    ]);
    expect((await d1.db.prepare('SELECT COUNT(*) AS n FROM vitals_samples').first<{ n: number }>())?.n).toBe(0);

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
