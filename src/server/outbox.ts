/**
 * The outbox: every accepted submission is written here BEFORE the API answers 200, and marked
 * sent once the mail server took it. What is still pending is retried by `npm run outbox:retry`.
 * This file holds the contract and an in-memory outbox (tests, edge runtimes without a disk);
 * outbox-fs.ts is the on-disk one `npm start` and `astro dev` use.
 */
import type { FormType, FormPayload } from '../lib/forms/schemas.ts';
import type { EmailMessage } from './email.ts';

export type OutboxStatus = 'pending' | 'sent';

export interface OutboxRecord {
  id: string;
  createdAt: string;
  formType: FormType;
  status: OutboxStatus;
  /** Send attempts so far (0 while no mail server is configured). */
  attempts: number;
  lastAttemptAt?: string;
  lastError?: string;
  sentAt?: string;
  message: EmailMessage;
  /** The validated submission, as received. */
  submission: FormPayload;
}

export interface NewOutboxEntry {
  formType: FormType;
  message: EmailMessage;
  submission: FormPayload;
}

export interface Outbox {
  /** Stores a new pending record; rejects when it cannot be stored (then nothing was accepted). */
  add(entry: NewOutboxEntry, at: Date): Promise<OutboxRecord>;
  markSent(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string, at: Date): Promise<void>;
  /** Pending records, oldest first. */
  pending(): Promise<OutboxRecord[]>;
  /** Whether a new submission could be stored now (`/api/health` answers 503 when not). */
  writable?(): Promise<boolean>;
}

/** '20250304T101500123Z-consultation-1a2b3c4d': sorts by time, names the form. */
export function newRecordId(formType: FormType, at: Date): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${formType}-${crypto.randomUUID().slice(0, 8)}`;
}

export function newRecord(entry: NewOutboxEntry, at: Date): OutboxRecord {
  return {
    id: newRecordId(entry.formType, at),
    createdAt: at.toISOString(),
    formType: entry.formType,
    status: 'pending',
    attempts: 0,
    message: entry.message,
    submission: entry.submission,
  };
}

export function withFailure(record: OutboxRecord, error: string, at: Date): OutboxRecord {
  return { ...record, attempts: record.attempts + 1, lastAttemptAt: at.toISOString(), lastError: error };
}

export function withSent(record: OutboxRecord, at: Date): OutboxRecord {
  const { lastError: _lastError, ...rest } = record;
  return {
    ...rest,
    status: 'sent',
    attempts: record.attempts + 1,
    lastAttemptAt: at.toISOString(),
    sentAt: at.toISOString(),
  };
}

export interface MemoryOutbox extends Outbox {
  /** Every record, sent or not (for tests). */
  all(): OutboxRecord[];
}

export function createMemoryOutbox(): MemoryOutbox {
  const records = new Map<string, OutboxRecord>();
  const get = (id: string): OutboxRecord => {
    const record = records.get(id);
    if (!record) throw new Error(`No outbox record ${id}`);
    return record;
  };
  return {
    async add(entry, at) {
      const record = newRecord(entry, at);
      records.set(record.id, record);
      return record;
    },
    async markSent(id, at) {
      records.set(id, withSent(get(id), at));
    },
    async markFailed(id, error, at) {
      records.set(id, withFailure(get(id), error, at));
    },
    async pending() {
      return [...records.values()].filter((r) => r.status === 'pending').sort((a, b) => a.id.localeCompare(b.id));
    },
    all: () => [...records.values()],
  };
}
