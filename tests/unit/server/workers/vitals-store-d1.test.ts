/** The field vitals in D1 (src/server/workers/vitals-store-d1.ts), against workerd's D1 with the project's migrations. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VITALS_LIMITS } from '@/server/core/env';
import { createVitalsIntake } from '@/server/core/vitals-intake';
import { createD1VitalsStore } from '@/server/workers/vitals-store-d1';
import { startTestD1, type TestD1 } from '../../../support/d1-test-database';
import { LEGACY_INSERT, legacyValues } from '../../../support/vitals-legacy-rows';
import { CONTRACT_SLICE_ROWS, lcp, vitalsStoreContract } from '../../../support/vitals-store-contract';

let d1: TestD1;
beforeAll(async () => {
  d1 = await startTestD1();
}, 180_000);
afterAll(() => d1.dispose());

vitalsStoreContract('D1', async () => {
  for (const table of ['vitals_samples', 'vitals_daily', 'page_views_daily', 'vitals_intake'])
    await d1.db.prepare(`DELETE FROM ${table}`).run();
  return {
    store: createD1VitalsStore(d1.db, { sliceRows: CONTRACT_SLICE_ROWS }),
    addLegacy: async (samples) => {
      if (samples.length) await d1.db.batch(samples.map((s) => d1.db.prepare(LEGACY_INSERT).bind(...legacyValues(s))));
    },
  };
});

describe("the per-client daily cap, shared by the Worker's isolates", () => {
  const DAY = '2026-11-28';
  const CLIENT = '203.0.113.9';
  const reset = async () => {
    for (const table of ['vitals_clients', 'vitals_client_salts', 'vitals_intake'])
      await d1.db.prepare(`DELETE FROM ${table}`).run();
  };

  it('counts a client across isolates: two intakes on one D1 refuse it past the cap together', async () => {
    await reset();
    const limits = { ...DEFAULT_VITALS_LIMITS, clientDailyBeacons: 3, batchBeacons: 1 };
    const now = () => new Date(`${DAY}T12:00:00Z`);
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    // Two isolates: each its own store and intake (and its own in-memory count), one database.
    const [first, second] = [0, 1].map(() =>
      createVitalsIntake({ store: createD1VitalsStore(d1.db), limits, logger, now }),
    );
    const sample = [{ day: DAY, ...lcp(1200) }];
    const outcomes: string[] = [];
    for (const intake of [first, second, first, second, first])
      outcomes.push((await intake!.offer(CLIENT, sample, [], DAY)).outcome);
    expect(outcomes).toEqual(['stored', 'stored', 'stored', 'client-cap', 'client-cap']);
    // Another client is not held back.
    expect((await second!.offer('198.51.100.7', sample, [], DAY)).outcome).toBe('stored');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('stores no address, only salted hashes; the cron deletes earlier days with their salt', async () => {
    await reset();
    const store = createD1VitalsStore(d1.db);
    expect(await store.countClient('2026-11-27', CLIENT)).toBe(1);
    expect(await store.countClient(DAY, CLIENT)).toBe(1);
    expect(await createD1VitalsStore(d1.db).countClient(DAY, CLIENT)).toBe(2);
    const rows = (await d1.db.prepare('SELECT day, client FROM vitals_clients').all<{ client: string }>()).results;
    expect(rows).toHaveLength(2);
    for (const { client } of rows) expect(client).toMatch(/^[0-9a-f]{64}$/);
    // The same client on two days: two salts, two unrelated hashes.
    expect(new Set(rows.map((row) => row.client)).size).toBe(2);
    const text = JSON.stringify([rows, (await d1.db.prepare('SELECT * FROM vitals_client_salts').all()).results]);
    expect(text).not.toContain(CLIENT);

    expect(await store.pruneClients(DAY)).toBe(2);
    expect((await d1.db.prepare('SELECT day FROM vitals_clients').all<{ day: string }>()).results).toEqual([
      { day: DAY },
    ]);
    expect((await d1.db.prepare('SELECT day FROM vitals_client_salts').all<{ day: string }>()).results).toEqual([
      { day: DAY },
    ]);
  });
});
