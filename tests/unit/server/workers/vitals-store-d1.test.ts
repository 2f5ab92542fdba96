/** The field vitals in D1 (src/server/workers/vitals-store-d1.ts), against workerd's D1 with the project's migrations. */
import { afterAll, beforeAll } from 'vitest';
import { createD1VitalsStore } from '@/server/workers/vitals-store-d1';
import { startTestD1, type TestD1 } from '../../../support/d1-test-database';
import { LEGACY_INSERT, legacyValues } from '../../../support/vitals-legacy-rows';
import { CONTRACT_SLICE_ROWS, vitalsStoreContract } from '../../../support/vitals-store-contract';

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
