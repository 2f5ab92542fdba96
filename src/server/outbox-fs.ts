/**
 * The on-disk outbox (the embedded default): one JSON file per submission,
 * `<dir>/pending/<id>.json` until a mail server took it, then `<dir>/sent/<id>.json`.
 * Files are written to a temporary name and renamed, so a crash never leaves half a record.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newRecord, withFailure, withSent, type Outbox, type OutboxRecord } from './outbox.ts';

export interface FileOutbox extends Outbox {
  readonly dir: string;
  readonly pendingDir: string;
  readonly sentDir: string;
}

async function writeAtomically(path: string, record: OutboxRecord): Promise<void> {
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, `${JSON.stringify(record, null, 2)}\n`, { encoding: 'utf8', mode: 0o600 });
  await rename(tmp, path);
}

async function readRecord(path: string): Promise<OutboxRecord> {
  return JSON.parse(await readFile(path, 'utf8')) as OutboxRecord;
}

export function createFileOutbox(dir: string): FileOutbox {
  const pendingDir = join(dir, 'pending');
  const sentDir = join(dir, 'sent');
  const pendingPath = (id: string) => join(pendingDir, `${id}.json`);

  return {
    dir,
    pendingDir,
    sentDir,
    async add(entry, at) {
      await mkdir(pendingDir, { recursive: true, mode: 0o700 });
      const record = newRecord(entry, at);
      await writeAtomically(pendingPath(record.id), record);
      return record;
    },
    async markSent(id, at) {
      const record = await readRecord(pendingPath(id));
      await mkdir(sentDir, { recursive: true, mode: 0o700 });
      await writeAtomically(join(sentDir, `${id}.json`), withSent(record, at));
      await rm(pendingPath(id), { force: true });
    },
    async markFailed(id, error, at) {
      const record = await readRecord(pendingPath(id));
      await writeAtomically(pendingPath(id), withFailure(record, error, at));
    },
    async pending() {
      let names: string[];
      try {
        names = await readdir(pendingDir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const records: OutboxRecord[] = [];
      for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
        try {
          records.push(await readRecord(join(pendingDir, name)));
        } catch (error) {
          console.warn(`Outbox: skipping unreadable ${join(pendingDir, name)}: ${String(error)}`);
        }
      }
      return records;
    },
  };
}
