/**
 * The form API as Node runs it (src/server/node/api.ts), for the field vitals: beacons go to the
 * outbox's SQLite file, and the fold the server runs every hour turns rows older than the
 * retention into daily histograms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dayOf } from '@/lib/vitals/beacon';
import { RAW_RETENTION_DAYS } from '@/lib/vitals/metrics';
import { daysBefore } from '@/lib/vitals/records';
import { createNodeApi } from '@/server/node/api';
import { createSqliteStore } from '@/server/node/submission-store-sqlite';
import { lcp } from '../../../support/vitals-store-contract';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('createNodeApi: field vitals', () => {
  it('stores beacons in OUTBOX_DB and folds the rows past the retention', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const dir = await mkdtemp(join(tmpdir(), 'node-api-'));
    dirs.push(dir);
    const outboxDb = join(dir, 'outbox.sqlite');
    const nodeApi = createNodeApi({ OUTBOX_DB: outboxDb, OUTBOX_DIR: join(dir, 'none'), VITALS_RATE_LIMIT: '2' });
    const today = dayOf(new Date());
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

    // Kept raw: exactly the retention old. Folded: a day more.
    await nodeApi.vitals.record([lcp(1000)], [], daysBefore(today, RAW_RETENTION_DAYS + 1));
    await nodeApi.vitals.record([lcp(1000)], [], daysBefore(today, RAW_RETENTION_DAYS));
    expect(await nodeApi.foldVitals()).toBe(1);
    await nodeApi.stop(1000);

    const file = createSqliteStore(outboxDb);
    const count = (sql: string) => Number(file.database.prepare(sql).get()?.['n']);
    expect(count('SELECT COUNT(*) AS n FROM vitals_samples')).toBe(3);
    expect(count('SELECT SUM(count) AS n FROM vitals_daily')).toBe(1);
    expect(count('SELECT SUM(views) AS n FROM page_views_daily')).toBe(2);
    file.close();
  });
});
