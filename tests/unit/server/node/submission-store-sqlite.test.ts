/** The outbox on one machine (src/server/node/submission-store-sqlite.ts): the store's contract, migrations, a full disk. */
import { readdirSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formPayloadSchema } from '../../../support/form-schemas';
import { createApi } from '@/server/core/api';
import { createSqliteStore } from '@/server/node/submission-store-sqlite';
import { requestPayload } from '../../../support/form-payloads';
import { newSubmission, storeContract, t0 } from '../../../support/submission-store-contract';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'outbox-store-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

storeContract('SQLite', async () => createSqliteStore(join(await tempDir(), 'outbox.sqlite')));

/** Every migration of the folder both hosts apply, in order. */
const MIGRATIONS = readdirSync(fileURLToPath(new URL('../../../../migrations', import.meta.url)))
  .filter((name) => name.endsWith('.sql'))
  .sort();

describe('SQLite store', () => {
  it('applies each migration once and records it as wrangler does', async () => {
    const path = join(await tempDir(), 'nested', 'outbox.sqlite');
    const first = createSqliteStore(path);
    expect(first.applied).toEqual(MIGRATIONS);
    first.close();
    const again = createSqliteStore(path);
    expect(again.applied).toEqual([]);
    const names = again.database.prepare('SELECT name FROM d1_migrations ORDER BY id').all();
    expect(names.map((row) => row['name'])).toEqual(MIGRATIONS);
    again.close();
  });

  it('keeps what it stored across a reopen', async () => {
    const path = join(await tempDir(), 'outbox.sqlite');
    const store = createSqliteStore(path);
    await store.insert(newSubmission('kept'));
    store.close();
    const reopened = createSqliteStore(path);
    expect(await reopened.find('kept')).toMatchObject({ id: 'kept', state: 'queued', createdAt: t0 });
    reopened.close();
  });

  /**
   * The database's file may not grow any more, and every page it has is used (the free pages a
   * probe or a deleted row left are filled first, as a real full disk would leave none).
   */
  const fillDisk = async (store: ReturnType<typeof createSqliteStore>) => {
    const pages = Number(store.database.prepare('PRAGMA page_count').get()?.['page_count']);
    store.database.exec(`PRAGMA max_page_count = ${pages}`);
    for (let i = 0; ; i += 1) {
      const entry = newSubmission(`filler-${i}`);
      try {
        await store.insert({ ...entry, message: { ...entry.message, text: 'x'.repeat(2000) } });
      } catch {
        return;
      }
    }
  };
  const freeDisk = (store: ReturnType<typeof createSqliteStore>) =>
    store.database.exec('PRAGMA max_page_count = 1073741823');

  it('a full disk: the insert rejects, the health probe fails while a submission could not be stored and succeeds as soon as it could, and no file is left behind', async () => {
    const dir = await tempDir();
    const store = createSqliteStore(join(dir, 'outbox.sqlite'));
    await store.probeWrite(t0);
    await fillDisk(store);
    await expect(store.insert(newSubmission('full'))).rejects.toThrow(/full/);
    await expect(store.probeWrite(t0)).rejects.toThrow(/full/);
    expect(await store.find('full')).toBeUndefined();
    expect((await readdir(dir)).sort()).toEqual(['outbox.sqlite', 'outbox.sqlite-shm', 'outbox.sqlite-wal']);
    freeDisk(store);
    await store.probeWrite(t0);
    await store.insert(newSubmission('room'));
    expect(await store.find('room')).toMatchObject({ state: 'queued' });
    store.close();
  });

  it('a full disk through the API: a clear 500, health 503 without the counts for the public, nothing half-written; both recover with the disk', async () => {
    const dir = await tempDir();
    const store = createSqliteStore(join(dir, 'outbox.sqlite'));
    const logger = { info: () => {}, warn: () => {}, error: () => {} };
    let clock = t0;
    const api = createApi({ outbox: store, logger, healthToken: 't', now: () => clock });
    const big = formPayloadSchema.parse(requestPayload({ projectDescription: 'x'.repeat(4900) }));
    const post = () =>
      api.request('/api/send-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(big),
      });
    expect((await post()).status).toBe(200);
    expect((await api.request('/api/health')).status).toBe(200);

    await fillDisk(store);
    const refused = await post();
    expect(refused.status).toBe(500);
    expect(await refused.json()).toEqual({ message: 'Your message could not be sent. Please try again later.' });
    const health = await api.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, status: 'down' });
    const detailed = (await (await api.request('/api/health', { headers: { authorization: 'Bearer t' } })).json()) as {
      reasons: string[];
      outbox: { queued: number };
    };
    expect(detailed.reasons[0]).toMatch(/cannot be written to.*full/);
    expect(JSON.stringify(detailed)).not.toContain('Acme');
    expect((await readdir(dir)).sort()).toEqual(['outbox.sqlite', 'outbox.sqlite-shm', 'outbox.sqlite-wal']);
    expect(detailed.outbox.queued).toBe((await store.counts()).queued);

    // The disk recovers; nobody submits: the next look (after the interval) clears health.
    freeDisk(store);
    clock = new Date(t0.getTime() + 5000);
    expect((await api.request('/api/health')).status).toBe(200);
    expect((await post()).status).toBe(200);
    store.close();
  });
});
