/**
 * The outbox's port: the submissions table (migrations/0001_submissions.sql) as the API and the
 * delivery loop use it, whatever holds it (SQLite under `npm start`: node/submission-store-sqlite.ts;
 * D1 on Workers: workers/submission-store-d1.ts; memory in tests). Runtime-neutral: no Node imports.
 *
 * A row's life: inserted `queued` (or `sending`, claimed at once by the request that stored it),
 * claimed by one sender at a time (`sending`, with a lease), then `sent`, or `queued` again with
 * its next attempt time, or `dead` (a permanent SMTP answer, or too many attempts) until an
 * operator requeues it. Every write that follows a claim names the claim's token and changes
 * nothing when the claim was lost (its lease ran out and another sender took the row).
 */
import type { FormPayload, FormType } from '../../lib/forms/schemas.ts';
import type { EmailMessage } from './email.ts';

export const SUBMISSION_STATES = ['queued', 'sending', 'sent', 'dead'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

export interface Submission {
  /** The idempotency key, also the email's Message-ID (delivery-rules.ts `messageIdOf`). */
  id: string;
  formType: FormType;
  /** The validated submission, as received. */
  payload: FormPayload;
  /** The email composed when it was received. */
  message: EmailMessage;
  state: SubmissionState;
  /** Attempts so far; a claim counts as one. */
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface NewSubmission {
  id: string;
  formType: FormType;
  payload: FormPayload;
  message: EmailMessage;
  createdAt: Date;
}

/** A claim on a row: whoever holds the token may send it until `until`. */
export interface Lease {
  token: string;
  until: Date;
}

export type StateCounts = Record<SubmissionState, number>;

/** The submissions table's columns that hold a submission (migrations/), in `submissionValues`' order. */
export const SUBMISSION_COLUMNS =
  'id, form_type, payload, message, state, attempts, next_attempt_at, last_error, created_at, sent_at';

/** A submission as the values of SUBMISSION_COLUMNS: JSON for the payload and message, times in ms. */
export function submissionValues(row: Submission): (string | number | null)[] {
  return [
    row.id,
    row.formType,
    JSON.stringify(row.payload),
    JSON.stringify(row.message),
    row.state,
    row.attempts,
    row.nextAttemptAt.getTime(),
    row.lastError,
    row.createdAt.getTime(),
    row.sentAt?.getTime() ?? null,
  ];
}

/**
 * The outbox is not open (its database could not be opened or migrated, e.g. on a full disk at
 * start): the API answers 503 with Retry-After instead of 500.
 */
export class OutboxUnavailableError extends Error {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds = 60) {
    super(message);
    this.name = 'OutboxUnavailableError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface SubmissionStore {
  /**
   * Stores a new submission, due at once; with a lease, claimed by the caller in the same write
   * (state `sending`, attempts 1). Rejects when it cannot be stored: then nothing was accepted.
   */
  insert(entry: NewSubmission, lease?: Lease): Promise<Submission>;
  /**
   * Claims the row due first, atomically: a `queued` row whose next attempt time has come, or a
   * `sending` row whose lease ran out (its sender died mid-send). The claimed row is `sending`
   * under `lease`, its attempts one more. Two senders never claim the same row at once.
   */
  claimDue(now: Date, lease: Lease): Promise<Submission | undefined>;
  /** The mail server took it. False when `token` no longer holds the row (nothing changed). */
  markSent(id: string, token: string, at: Date): Promise<boolean>;
  /** The attempt failed and will be retried from `nextAttemptAt` (state `queued`). */
  recordFailure(id: string, token: string, error: string, nextAttemptAt: Date): Promise<boolean>;
  /** The attempt failed for good (state `dead`) until an operator requeues it. */
  markDead(id: string, token: string, error: string, at: Date): Promise<boolean>;
  /** How many rows are in each state (no payloads). */
  counts(): Promise<StateCounts>;
  /** When the oldest row still waiting to be sent (queued or sending) was received; undefined when none waits. */
  oldestWaiting(): Promise<Date | undefined>;
  /** The dead rows, oldest first. */
  listDead(): Promise<Submission[]>;
  /** One row again from the start (attempts 0, due at `at`), unless it is sent or being sent. */
  requeue(id: string, at: Date): Promise<boolean>;
  /** Every dead row again from the start; returns how many. */
  requeueDead(at: Date): Promise<number>;
  /** Stores rows kept elsewhere before (the old outbox folders) as they are; an id already here is skipped. Returns how many were added. */
  import(rows: readonly Submission[]): Promise<number>;
  find(id: string): Promise<Submission | undefined>;
  /** A real write (the health probe); rejects when the store cannot be written to. */
  probeWrite(at: Date): Promise<void>;
}

/** Zero of each state. */
export function emptyCounts(): StateCounts {
  return { queued: 0, sending: 0, sent: 0, dead: 0 };
}

interface MemoryRow extends Submission {
  leaseToken: string | null;
  leaseUntil: Date | null;
}

const publicRow = ({ leaseToken: _token, leaseUntil: _until, ...row }: MemoryRow): Submission => structuredClone(row);

/** The store in memory: tests, and runtimes without storage (it loses everything on exit). */
export function createMemoryStore(): SubmissionStore & { all(): Submission[] } {
  const rows = new Map<string, MemoryRow>();
  const held = (id: string, token: string) => {
    const row = rows.get(id);
    return row?.state === 'sending' && row.leaseToken === token ? row : undefined;
  };
  const release = (row: MemoryRow) => {
    row.leaseToken = null;
    row.leaseUntil = null;
  };
  const requeueRow = (row: MemoryRow, at: Date) => {
    Object.assign(row, { state: 'queued', attempts: 0, nextAttemptAt: at });
    release(row);
  };
  return {
    async insert(entry, lease) {
      if (rows.has(entry.id)) throw new Error(`A submission ${entry.id} exists already`);
      const row: MemoryRow = {
        ...structuredClone(entry),
        state: lease ? 'sending' : 'queued',
        attempts: lease ? 1 : 0,
        nextAttemptAt: entry.createdAt,
        lastError: null,
        sentAt: null,
        leaseToken: lease?.token ?? null,
        leaseUntil: lease?.until ?? null,
      };
      rows.set(row.id, row);
      return publicRow(row);
    },
    async claimDue(now, lease) {
      const due = [...rows.values()]
        .filter(
          (row) =>
            (row.state === 'queued' && row.nextAttemptAt <= now) ||
            (row.state === 'sending' && row.leaseUntil !== null && row.leaseUntil <= now),
        )
        .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id.localeCompare(b.id))[0];
      if (!due) return undefined;
      Object.assign(due, {
        state: 'sending',
        attempts: due.attempts + 1,
        leaseToken: lease.token,
        leaseUntil: lease.until,
      });
      return publicRow(due);
    },
    async markSent(id, token, at) {
      const row = held(id, token);
      if (!row) return false;
      Object.assign(row, { state: 'sent', sentAt: at, lastError: null });
      release(row);
      return true;
    },
    async recordFailure(id, token, error, nextAttemptAt) {
      const row = held(id, token);
      if (!row) return false;
      Object.assign(row, { state: 'queued', lastError: error, nextAttemptAt });
      release(row);
      return true;
    },
    async markDead(id, token, error) {
      const row = held(id, token);
      if (!row) return false;
      Object.assign(row, { state: 'dead', lastError: error });
      release(row);
      return true;
    },
    async counts() {
      const counts = emptyCounts();
      for (const row of rows.values()) counts[row.state] += 1;
      return counts;
    },
    async oldestWaiting() {
      const waiting = [...rows.values()].filter((row) => row.state === 'queued' || row.state === 'sending');
      const oldest = Math.min(...waiting.map((row) => row.createdAt.getTime()));
      return waiting.length ? new Date(oldest) : undefined;
    },
    async listDead() {
      return [...rows.values()]
        .filter((row) => row.state === 'dead')
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map(publicRow);
    },
    async requeue(id, at) {
      const row = rows.get(id);
      if (!row || row.state === 'sent' || row.state === 'sending') return false;
      requeueRow(row, at);
      return true;
    },
    async requeueDead(at) {
      const dead = [...rows.values()].filter((row) => row.state === 'dead');
      for (const row of dead) requeueRow(row, at);
      return dead.length;
    },
    async import(imported) {
      let added = 0;
      for (const row of imported) {
        if (rows.has(row.id)) continue;
        rows.set(row.id, { ...structuredClone(row), leaseToken: null, leaseUntil: null });
        added += 1;
      }
      return added;
    },
    async find(id) {
      const row = rows.get(id);
      return row ? publicRow(row) : undefined;
    },
    async probeWrite() {},
    all: () => [...rows.values()].map(publicRow),
  };
}
