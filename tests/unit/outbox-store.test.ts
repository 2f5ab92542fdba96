import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formPayloadSchema } from '@/lib/forms/schemas';
import { createApi } from '@/server/api';
import { createSqliteStore } from '@/server/outbox-sqlite';
import { createMemoryStore } from '@/server/submission-store';
import { requestPayload } from '../support/form-payloads';
import { newSubmission, storeContract, t0 } from './outbox-store-contract';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'outbox-store-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

storeContract('memory', async () => createMemoryStore());
storeContract('SQLite', async () => createSqliteStore(join(await tempDir(), 'outbox.sqlite')));

describe('SQLite store', () => {
  it('applies each migration once and records it as wrangler does', async () => {
    const path = join(await tempDir(), 'nested', 'outbox.sqlite');
    const first = createSqliteStore(path);
    expect(first.applied).toEqual(['0001_submissions.sql']);
    first.close();
    const again = createSqliteStore(path);
    expect(again.applied).toEqual([]);
    const names = again.database.prepare('SELECT name FROM d1_migrations ORDER BY id').all();
    expect(names.map((row) => row['name'])).toEqual(['0001_submissions.sql']);
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

  it('a full disk: the insert rejects, the health probe fails until a submission is stored again, and no file is left behind', async () => {
    const dir = await tempDir();
    const store = createSqliteStore(join(dir, 'outbox.sqlite'));
    await store.probeWrite(t0);
    const pages = Number(store.database.prepare('PRAGMA page_count').get()?.['page_count']);
    store.database.exec(`PRAGMA max_page_count = ${pages}`);
    const big = (id: string) => {
      const entry = newSubmission(id);
      return { ...entry, message: { ...entry.message, text: 'x'.repeat(200_000) } };
    };
    await expect(store.insert(big('full'))).rejects.toThrow(/full/);
    await expect(store.probeWrite(t0)).rejects.toThrow(/full/);
    expect(await store.find('full')).toBeUndefined();
    expect((await readdir(dir)).sort()).toEqual(['outbox.sqlite', 'outbox.sqlite-shm', 'outbox.sqlite-wal']);
    store.database.exec('PRAGMA max_page_count = 1073741823');
    await store.insert(big('room'));
    await store.probeWrite(t0);
    store.close();
  });

  it('a full disk through the API: a clear 500, health 503 with the counts, nothing half-written; both recover with the disk', async () => {
    const dir = await tempDir();
    const store = createSqliteStore(join(dir, 'outbox.sqlite'));
    const logger = { info: () => {}, warn: () => {}, error: () => {} };
    const api = createApi({ outbox: store, logger });
    const big = formPayloadSchema.parse(requestPayload({ projectDescription: 'x'.repeat(4900) }));
    const post = () =>
      api.request('/api/send-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(big),
      });
    expect((await post()).status).toBe(200);
    expect((await api.request('/api/health')).status).toBe(200);

    const pages = Number(store.database.prepare('PRAGMA page_count').get()?.['page_count']);
    store.database.exec(`PRAGMA max_page_count = ${pages}`);
    const refused = await post();
    expect(refused.status).toBe(500);
    expect(await refused.json()).toEqual({ message: 'Your message could not be sent. Please try again later.' });
    const health = await api.request('/api/health');
    expect(health.status).toBe(503);
    const answer = (await health.json()) as { ok: boolean; message: string; outbox: unknown };
    expect(answer).toMatchObject({ ok: false, outbox: { queued: 1, sending: 0, sent: 0, dead: 0 } });
    expect(answer.message).toMatch(/cannot be written to.*full/);
    expect(JSON.stringify(answer)).not.toContain('Acme');
    expect((await readdir(dir)).sort()).toEqual(['outbox.sqlite', 'outbox.sqlite-shm', 'outbox.sqlite-wal']);
    expect(await store.counts()).toMatchObject({ queued: 1 });

    store.database.exec('PRAGMA max_page_count = 1073741823');
    expect((await post()).status).toBe(200);
    expect((await api.request('/api/health')).status).toBe(200);
    store.close();
  });
});
