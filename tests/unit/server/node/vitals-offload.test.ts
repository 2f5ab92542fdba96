/**
 * The fold and the report in worker threads (src/server/node/vitals-offload.ts): the same report
 * as on the server's thread, raw rows of an earlier version folded out of the outbox's file, and
 * a file that cannot be read answered 503 through the API, as before.
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '@/server/core/api';
import { readReport } from '@/server/core/vitals-api';
import { createSqliteStore } from '@/server/node/submission-store-sqlite';
import { createSqliteVitalsStore } from '@/server/node/vitals-store-sqlite';
import { createVitalsOffload } from '@/server/node/vitals-offload';
import { fillBucketRows, fillRawRows } from '../../../../scripts/bench/vitals-fill';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
async function files() {
  const dir = await mkdtemp(join(tmpdir(), 'vitals-offload-'));
  dirs.push(dir);
  const vitalsDb = join(dir, 'vitals.sqlite');
  const outboxDb = join(dir, 'outbox.sqlite');
  // Both files made and migrated as the server makes them.
  createSqliteVitalsStore(vitalsDb).database();
  createSqliteStore(outboxDb).close();
  return { vitalsDb, outboxDb };
}
const today = () => new Date().toISOString().slice(0, 10);

// Each test starts a worker thread that loads the report's modules: about 6 s alone, and several
// times that while the whole suite keeps both cores busy.
describe('the vitals worker', { timeout: 90_000 }, () => {
  it("reads the same report as the server's thread would", async () => {
    const { vitalsDb, outboxDb } = await files();
    fillBucketRows(vitalsDb, today(), 5_000);
    const offload = createVitalsOffload({ vitalsDb, outboxDb });
    const now = new Date();
    const here = createSqliteVitalsStore(vitalsDb, { outbox: () => createSqliteStore(outboxDb).database });
    const expected = await readReport(here, now);
    here.close();
    const report = await offload.report(now);
    expect(report.templates.reduce((sum, t) => sum + t.last28.count, 0)).toBeGreaterThan(5_000);
    expect(report).toEqual(expected);
  });

  it("folds the outbox's raw rows of an earlier version into the vitals' buckets", async () => {
    const { vitalsDb, outboxDb } = await files();
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    fillRawRows(outboxDb, day, 3_000);
    const offload = createVitalsOffload({ vitalsDb, outboxDb });
    expect(await offload.fold()).toBe(3_000);
    const outbox = createSqliteStore(outboxDb);
    expect(outbox.database.prepare('SELECT COUNT(*) AS n FROM vitals_samples').get()?.['n']).toBe(0);
    outbox.close();
    const report = await offload.report(new Date());
    expect(report.templates.reduce((sum, t) => sum + t.last28.count, 0)).toBe(3_000);
    expect(await offload.fold()).toBe(0);
  });

  it('rejects when the file cannot be read, and the API answers 503', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitals-offload-'));
    dirs.push(dir);
    const vitalsDb = join(dir, 'vitals.sqlite');
    writeFileSync(vitalsDb, 'not a database, whatever it once was'.repeat(200));
    const offload = createVitalsOffload({ vitalsDb });
    await expect(offload.report(new Date())).rejects.toThrow(/not a database/);
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const api = createApi({ vitalsReport: (now) => offload.report(now), reportToken: 't0ken', logger });
    const res = await api.request('/api/report', { headers: { authorization: 'Bearer t0ken' } });
    expect(res.status).toBe(503);
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^Vitals: could not read the report/));
  });
});
