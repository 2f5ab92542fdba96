/**
 * The form API as Node runs it (src/server/node/api.ts), for the field vitals: beacons go to
 * their own SQLite file (VITALS_DB), never the outbox's, written in a batch; the fold turns raw
 * rows an earlier version left in the outbox's file into daily histograms there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dayOf } from '@/lib/vitals/beacon';
import { createNodeApi } from '@/server/node/api';
import { createSqliteStore } from '@/server/node/submission-store-sqlite';
import { LEGACY_INSERT, legacyValues } from '../../../support/vitals-legacy-rows';
import { lcp } from '../../../support/vitals-store-contract';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('createNodeApi: field vitals', () => {
  it('stores beacons in VITALS_DB, not OUTBOX_DB, and folds the outbox’s raw rows of an earlier version', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const dir = await mkdtemp(join(tmpdir(), 'node-api-'));
    dirs.push(dir);
    const outboxDb = join(dir, 'outbox.sqlite');
    const vitalsDb = join(dir, 'vitals.sqlite');
    const earlier = createSqliteStore(outboxDb);
    earlier.database.prepare(LEGACY_INSERT).run(...legacyValues({ ...lcp(1000), day: dayOf(new Date()) }));
    earlier.close();
    const nodeApi = createNodeApi({
      OUTBOX_DB: outboxDb,
      VITALS_DB: vitalsDb,
      OUTBOX_DIR: join(dir, 'none'),
      VITALS_RATE_LIMIT: '2',
    });
    const post = () =>
      nodeApi.api.request('/api/vitals', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          template: '/faq',
          viewport: 'wide',
          visits: [{ navigationType: 'navigate', pageView: true, metrics: { LCP: 900 } }],
        }),
      });
    expect((await post()).status).toBe(204);
    expect((await post()).status).toBe(204);
    // VITALS_RATE_LIMIT is read
    expect((await post()).status).toBe(429);

    expect(await nodeApi.foldVitals()).toBe(1);
    await nodeApi.stop(1000);

    // What waited for the next second's write was written on stop, into the vitals' file only.
    const outbox = createSqliteStore(outboxDb);
    const vitals = createSqliteStore(vitalsDb);
    const count = (file: typeof outbox, sql: string) => Number(file.database.prepare(sql).get()?.['n'] ?? 0);
    expect(count(outbox, 'SELECT COUNT(*) AS n FROM vitals_samples')).toBe(0);
    expect(count(outbox, 'SELECT COUNT(*) AS n FROM vitals_daily')).toBe(0);
    expect(count(outbox, 'SELECT COUNT(*) AS n FROM page_views_daily')).toBe(0);
    expect(count(vitals, 'SELECT COUNT(*) AS n FROM vitals_samples')).toBe(0);
    expect(count(vitals, 'SELECT SUM(count) AS n FROM vitals_daily')).toBe(3);
    expect(count(vitals, 'SELECT SUM(views) AS n FROM page_views_daily')).toBe(2);
    expect(count(vitals, "SELECT beacons AS n FROM vitals_intake WHERE outcome = 'stored'")).toBe(2);
    outbox.close();
    vitals.close();
  });
});
