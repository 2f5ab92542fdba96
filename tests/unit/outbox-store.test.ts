import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteStore } from '@/server/outbox-sqlite';
import { createMemoryStore } from '@/server/submission-store';
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
});
