/** The field vitals in the outbox's SQLite file (src/server/node/vitals-store-sqlite.ts): the contract, a real file, the leads. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteStore } from '@/server/node/submission-store-sqlite';
import { createSqliteVitalsStore } from '@/server/node/vitals-store-sqlite';
import { createMemoryVitalsStore } from '@/server/core/vitals-store';
import { newSubmission } from '../../../support/submission-store-contract';
import { lcp, vitalsStoreContract } from '../../../support/vitals-store-contract';

const dirs: string[] = [];
const tempFile = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vitals-store-'));
  dirs.push(dir);
  return join(dir, 'outbox.sqlite');
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

vitalsStoreContract('memory', async () => createMemoryVitalsStore());
vitalsStoreContract('SQLite', async () => {
  const outbox = createSqliteStore(await tempFile());
  return createSqliteVitalsStore(() => outbox.database);
});

describe('SQLite vitals store', () => {
  it('folds old rows in the file another connection reads, and reads the leads of the outbox', async () => {
    const path = await tempFile();
    const outbox = createSqliteStore(path);
    const store = createSqliteVitalsStore(() => outbox.database);
    await store.record([lcp(1200), lcp(900)], [], '2026-09-01');
    await store.record([lcp(1500)], [], '2026-11-27');
    await outbox.insert({ ...newSubmission('lead-1'), createdAt: new Date('2026-11-27T15:00:00Z') });
    expect(await store.fold('2026-10-29')).toBe(2);
    outbox.close();

    const reopened = createSqliteStore(path);
    const count = (sql: string) => Number(reopened.database.prepare(sql).get()?.['n']);
    expect(count('SELECT COUNT(*) AS n FROM vitals_samples')).toBe(1);
    expect(count('SELECT SUM(count) AS n FROM vitals_daily')).toBe(2);
    const data = await createSqliteVitalsStore(() => reopened.database).read('2026-11-01');
    expect(data.leads).toEqual([{ day: '2026-11-27', formType: newSubmission('x').formType }]);
    reopened.close();
  });
});
