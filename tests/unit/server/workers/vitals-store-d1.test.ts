/** The field vitals in D1 (src/server/workers/vitals-store-d1.ts), against workerd's D1 with the project's migrations. */
import { afterAll, beforeAll } from 'vitest';
import { createD1VitalsStore } from '@/server/workers/vitals-store-d1';
import { startTestD1, type TestD1 } from '../../../support/d1-test-database';
import { vitalsStoreContract } from '../../../support/vitals-store-contract';

let d1: TestD1;
beforeAll(async () => {
  d1 = await startTestD1();
}, 180_000);
afterAll(() => d1.dispose());

vitalsStoreContract('D1', async () => {
  for (const table of ['vitals_samples', 'vitals_daily', 'page_views_daily'])
    await d1.db.prepare(`DELETE FROM ${table}`).run();
  return createD1VitalsStore(d1.db);
});
