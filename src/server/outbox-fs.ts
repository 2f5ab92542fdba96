/**
 * The on-disk outbox (the embedded default): one JSON file per submission,
 * `<dir>/pending/<id>.json` until a mail server took it, then `<dir>/sent/<id>.json`.
 * A record is written to a temporary name, flushed to the disk (fsync), renamed, and the folder
 * flushed too, before the API answers: an accepted submission survives a process crash and a
 * power loss. `recover()` (run when the server starts) finishes or removes what a crash left.
 */
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { newRecord, withFailure, withSent, type Outbox, type OutboxRecord } from './outbox.ts';

export interface FileOutbox extends Outbox {
  readonly dir: string;
  readonly pendingDir: string;
  readonly sentDir: string;
  /** Finishes or removes the temporary files a crash left in pending/ and sent/. */
  recover(): Promise<RecoveryReport>;
  writable(): Promise<boolean>;
}

/** Flushes a folder's entries (a rename in it) to the disk. */
async function syncFolder(path: string): Promise<void> {
  const folder = await open(path, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

const TMP_SUFFIX = '.tmp';

async function writeAtomically(path: string, record: OutboxRecord): Promise<void> {
  const tmp = `${path}.${process.pid}.${Date.now()}${TMP_SUFFIX}`;
  const file = await open(tmp, 'w', 0o600);
  try {
    await file.writeFile(`${JSON.stringify(record, null, 2)}\n`, 'utf8');
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(tmp, path);
  await syncFolder(dirname(path));
}

export interface RecoveryReport {
  /** Records a crash left under a temporary name, now in place. */
  finished: string[];
  /** Leftovers that held no complete record, or a record already in place, now removed. */
  removed: string[];
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
    async recover() {
      const report: RecoveryReport = { finished: [], removed: [] };
      for (const folder of [pendingDir, sentDir]) {
        const names = await readdir(folder).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith(TMP_SUFFIX))) {
          const leftover = join(folder, name);
          const record = await readRecord(leftover).catch(() => undefined);
          const target = record?.id ? join(folder, `${record.id}.json`) : undefined;
          const inPlace = target
            ? await readRecord(target).then(
                () => true,
                () => false,
              )
            : false;
          if (target && !inPlace) {
            await rename(leftover, target);
            report.finished.push(target);
          } else {
            await rm(leftover, { force: true });
            report.removed.push(leftover);
          }
        }
        if (names.length) await syncFolder(folder).catch(() => undefined);
      }
      return report;
    },
    async writable() {
      try {
        await mkdir(pendingDir, { recursive: true, mode: 0o700 });
        await access(pendingDir, constants.W_OK);
        return true;
      } catch {
        return false;
      }
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
