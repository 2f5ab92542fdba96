/**
 * The field vitals in their own SQLite file (src/server/node/vitals-store-sqlite.ts): the
 * contract, the outbox's leads and earlier rows, the size cap and the disk reserve with the
 * intake (core/vitals-intake.ts) in front, a file that cannot be read.
 */
import { statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_TYPES, VIEWPORTS } from '@/lib/vitals/metrics';
import { PAGE_TEMPLATES } from '@/lib/vitals/templates';
import { createApi } from '@/server/core/api';
import { createMemoryVitalsStore } from '@/server/core/vitals-store';
import { createVitalsIntake } from '@/server/core/vitals-intake';
import { DEFAULT_VITALS_LIMITS } from '@/server/core/env';
import { createSqliteStore } from '@/server/node/submission-store-sqlite';
import { createSqliteVitalsStore } from '@/server/node/vitals-store-sqlite';
import { readReport } from '@/server/core/vitals-api';
import { newSubmission } from '../../../support/submission-store-contract';
import { LEGACY_INSERT, legacyValues } from '../../../support/vitals-legacy-rows';
import { CONTRACT_SLICE_ROWS, lcp, vitalsStoreContract } from '../../../support/vitals-store-contract';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vitals-store-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

vitalsStoreContract('memory', async () => {
  const store = createMemoryVitalsStore();
  return { store, addLegacy: async (samples) => void store.samples.push(...samples) };
});
vitalsStoreContract('SQLite', async () => {
  const store = createSqliteVitalsStore(join(await tempDir(), 'vitals.sqlite'), { sliceRows: CONTRACT_SLICE_ROWS });
  return {
    store,
    addLegacy: async (samples) => {
      const insert = store.database().prepare(LEGACY_INSERT);
      for (const sample of samples) insert.run(...legacyValues(sample));
    },
  };
});

describe('SQLite vitals store', () => {
  it('lives in its own file; reads the outbox’s leads and moves the outbox’s rows of earlier versions into it', async () => {
    const dir = await tempDir();
    const outbox = createSqliteStore(join(dir, 'outbox.sqlite'));
    const insert = outbox.database.prepare(LEGACY_INSERT);
    const today = new Date().toISOString().slice(0, 10);
    for (const value of [1200, 900, 5000]) insert.run(...legacyValues({ ...lcp(value), day: today }));
    outbox.database
      .prepare('INSERT INTO page_views_daily (day, template, navigation_type, viewport, views) VALUES (?, ?, ?, ?, ?)')
      .run(today, '/faq', 'navigate', 'wide', 7);
    await outbox.insert({ ...newSubmission('lead-1'), createdAt: new Date() });

    const store = createSqliteVitalsStore(join(dir, 'vitals.sqlite'), { outbox: () => outbox.database });
    expect(await store.fold()).toBe(3);
    const count = (db: typeof outbox.database, sql: string) => Number(db.prepare(sql).get()?.['n'] ?? 0);
    expect(count(outbox.database, 'SELECT COUNT(*) AS n FROM vitals_samples')).toBe(0);
    expect(count(outbox.database, 'SELECT COUNT(*) AS n FROM page_views_daily')).toBe(0);
    expect(count(store.database(), 'SELECT SUM(count) AS n FROM vitals_daily')).toBe(3);

    const report = await readReport(store, new Date());
    expect(report.vitals[0]?.count).toBe(3);
    expect(report.pageViews).toEqual([{ template: '/faq', last7: 7, last28: 7 }]);
    expect(report.conversion.find((c) => c.form === newSubmission('x').formType)?.leads).toBe(1);
    store.close();
    outbox.close();
  });

  it('a flood through the intake stays within the size cap; past it beacons are refused and counted', async () => {
    const path = join(await tempDir(), 'vitals.sqlite');
    const maxBytes = 192 * 1024;
    const store = createSqliteVitalsStore(path, { maxBytes, freeBytes: async () => 10 * 1024 ** 3 });
    const intake = createVitalsIntake({
      store,
      limits: { ...DEFAULT_VITALS_LIMITS, maxBytes, batchBeacons: 200, dailyBeacons: 1e9, clientDailyBeacons: 1e9 },
      logger: logger(),
    });
    const day = new Date().toISOString().slice(0, 10);
    const outcomes = new Map<string, number>();
    // Values spread over every bucket, template, navigation type and viewport: the most rows beacons can add.
    const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
    for (let i = 0; i < 30_000; i += 1) {
      const sample = {
        ...lcp(1 + ((i * 7919) % 119_000)),
        template: pick(PAGE_TEMPLATES, i),
        navigationType: pick(NAVIGATION_TYPES, Math.floor(i / 7)),
        viewport: pick(VIEWPORTS, Math.floor(i / 3)),
        day,
      };
      const { outcome } = await intake.offer(`client-${i}`, [sample], [], day);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      if (i % 200 === 0) await intake.flush();
    }
    await intake.close();
    const size = statSync(path).size + (statSync(`${path}-wal`, { throwIfNoEntry: false })?.size ?? 0);
    expect(size).toBeLessThanOrEqual(maxBytes + 64 * 1024);
    expect(statSync(path).size).toBeLessThanOrEqual(maxBytes);
    expect(outcomes.get('size-cap')).toBeGreaterThan(0);
    const report = await readReport(store, new Date());
    const refused = report.beacons.find((b) => b.outcome === 'size-cap')?.last28 ?? 0;
    const stored = report.beacons.find((b) => b.outcome === 'stored')?.last28 ?? 0;
    expect(refused).toBeGreaterThan(0);
    expect(stored).toBeGreaterThan(500);
    expect(stored + refused + (report.beacons.find((b) => b.outcome === 'store-failed')?.last28 ?? 0)).toBe(30_000);
    store.close();
  });

  it('refuses beacons, and counts them, while free disk is under the reserve', async () => {
    let free = 10 * 1024 ** 3;
    const store = createSqliteVitalsStore(join(await tempDir(), 'vitals.sqlite'), { freeBytes: async () => free });
    const limits = { ...DEFAULT_VITALS_LIMITS, batchBeacons: 1 };
    const intake = createVitalsIntake({
      store,
      limits,
      logger: logger(),
      now: () => new Date(Date.now() + 10_000 * calls++),
    });
    let calls = 0;
    const day = new Date().toISOString().slice(0, 10);
    const offer = () => intake.offer('one', [{ ...lcp(1000), day }], [], day);
    expect((await offer()).outcome).toBe('stored');
    free = limits.diskReserveBytes - 1;
    expect(await offer()).toEqual({ outcome: 'disk-reserve', retryAfterSeconds: 60 });
    await intake.close();
    const report = await readReport(store, new Date());
    expect(report.beacons.map((b) => [b.outcome, b.last28])).toEqual([
      ['stored', 1],
      ['disk-reserve', 1],
    ]);
    store.close();
  });

  it('a file that cannot be read: the report answers 503 and says so in the log', async () => {
    const path = join(await tempDir(), 'vitals.sqlite');
    writeFileSync(path, 'not a database, whatever it once was'.repeat(200));
    const log = logger();
    const api = createApi({ vitals: createSqliteVitalsStore(path), reportToken: 't0ken', logger: log });
    const res = await api.request('/api/report', { headers: { authorization: 'Bearer t0ken' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'The report cannot be read now' });
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/^Vitals: could not read the report/));
  });
});
