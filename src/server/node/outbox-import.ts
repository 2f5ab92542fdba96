/**
 * The outbox before it was a table kept one JSON file per submission in OUTBOX_DIR
 * (`pending/<id>.json` until sent, then `sent/<id>.json`; a crash could leave a complete record
 * under a temporary `<id>.json.<pid>.<time>.tmp` name). `npm start` imports those records into
 * the table when it starts: pending ones queued (due at once, their attempts and last error
 * kept), sent ones sent. Ids the table has already are skipped, so running it again adds nothing;
 * the folders are only read, never changed.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isFormType } from '../../lib/forms/values.ts';
import type { FormPayload } from '../../lib/forms/schemas.ts';
import type { EmailMessage } from '../core/email.ts';
import type { Submission, SubmissionStore } from '../core/submission-store.ts';

/** A record as the folder outbox wrote it. */
interface FolderRecord {
  id: string;
  createdAt: string;
  formType: string;
  status: 'pending' | 'sent';
  attempts?: number;
  lastError?: string;
  sentAt?: string;
  message: EmailMessage;
  submission: FormPayload;
}

function isFolderRecord(value: unknown): value is FolderRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<FolderRecord>;
  return (
    typeof record.id === 'string' &&
    record.id !== '' &&
    typeof record.createdAt === 'string' &&
    typeof record.message === 'object' &&
    typeof record.submission === 'object'
  );
}

function toSubmission(record: FolderRecord, sent: boolean, importedAt: Date): Submission {
  const formType = isFormType(record.formType) ? record.formType : record.submission.formType;
  const createdAt = new Date(record.createdAt);
  return {
    id: record.id,
    formType,
    payload: record.submission,
    message: record.message,
    state: sent ? 'sent' : 'queued',
    attempts: record.attempts ?? 0,
    nextAttemptAt: importedAt,
    lastError: sent ? null : (record.lastError ?? null),
    createdAt: Number.isNaN(createdAt.getTime()) ? importedAt : createdAt,
    sentAt: sent ? new Date(record.sentAt ?? record.createdAt) : null,
  };
}

export interface FolderImport {
  /** Records found (a record in both folders, or also under a temporary name, counts once). */
  found: number;
  /** Records added to the table by this run. */
  imported: number;
  /** Files that held no readable record. */
  unreadable: string[];
}

/** The `.json` and `.tmp` files of one folder, as records; unreadable ones listed apart. */
async function readFolder(folder: string, unreadable: string[]): Promise<FolderRecord[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const records: FolderRecord[] = [];
  // Final names first: a temporary copy of the same record is older.
  const files = names
    .filter((name) => name.endsWith('.json') || name.endsWith('.tmp'))
    .sort((a, b) => {
      const rank = (name: string) => (name.endsWith('.json') ? 0 : 1);
      return rank(a) - rank(b) || a.localeCompare(b);
    });
  for (const name of files) {
    const path = join(folder, name);
    try {
      const record: unknown = JSON.parse(await readFile(path, 'utf8'));
      if (isFolderRecord(record)) records.push(record);
      else if (name.endsWith('.json')) unreadable.push(path);
    } catch {
      // A temporary file a crash cut short holds no record: nothing was accepted with it.
      if (name.endsWith('.json')) unreadable.push(path);
    }
  }
  return records;
}

/** Imports every record of the folder outbox at `dir` into `store`. */
export async function importOutboxFolder(dir: string, store: SubmissionStore, now: Date): Promise<FolderImport> {
  const unreadable: string[] = [];
  const rows = new Map<string, Submission>();
  // Sent first: a record a crash left in both folders was sent.
  for (const [folder, sent] of [
    ['sent', true],
    ['pending', false],
  ] as const) {
    for (const record of await readFolder(join(dir, folder), unreadable)) {
      if (!rows.has(record.id)) rows.set(record.id, toSubmission(record, sent, now));
    }
  }
  const imported = rows.size ? await store.import([...rows.values()]) : 0;
  return { found: rows.size, imported, unreadable };
}
