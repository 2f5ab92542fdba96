/**
 * The outbox on one machine: the submissions table (migrations/) in a SQLite file (OUTBOX_DB,
 * default `.data/outbox.sqlite`) through `node:sqlite`, which ships with the Node 22 the project
 * runs. Write-ahead log with `synchronous = FULL`: a submission the API accepted is on the disk
 * before the API answers, and survives a crash or a power loss. Several processes may open one
 * file: a claim takes the database's write lock (BEGIN IMMEDIATE), so two delivery loops never claim one
 * row; a busy database is waited for up to 5 s.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { FormPayload, FormType } from '../../lib/forms/schemas.ts';
import type { EmailMessage } from '../core/email.ts';
import {
  SUBMISSION_COLUMNS,
  SUBMISSION_STATES,
  emptyCounts,
  submissionValues,
  type Lease,
  type NewSubmission,
  type Submission,
  type SubmissionState,
  type SubmissionStore,
} from '../core/submission-store.ts';
import { immediateTransaction } from './sqlite-transaction.ts';

/** The migrations folder of the repository (the same files `wrangler d1 migrations apply` reads). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations/', import.meta.url));

/** The table that records applied migrations: wrangler's own name and columns. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
)`;

/**
 * `node:sqlite`, without the one ExperimentalWarning Node 22 prints when it is first loaded (the
 * module works; the warning would read like a fault in every server log). Any other warning is
 * printed as usual.
 */
export function loadSqlite(): typeof import('node:sqlite') {
  const emitWarning = process.emitWarning.bind(process);
  process.emitWarning = (warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (text.startsWith('SQLite is an experimental feature')) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  };
  try {
    return process.getBuiltinModule('node:sqlite');
  } finally {
    process.emitWarning = emitWarning;
  }
}

export interface SqliteStore extends SubmissionStore {
  readonly path: string;
  /** The open connection (tests inject faults through it, e.g. `PRAGMA max_page_count`). */
  readonly database: DatabaseSync;
  /** Names of the migrations this call applied (empty when the file was up to date). */
  readonly applied: readonly string[];
  close(): void;
}

/** Applies the migrations not yet recorded in d1_migrations, each in its own transaction. */
export function migrate(database: DatabaseSync, dir = MIGRATIONS_DIR): string[] {
  database.exec(MIGRATIONS_TABLE);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    database.exec('BEGIN IMMEDIATE');
    try {
      const done = database.prepare('SELECT 1 FROM d1_migrations WHERE name = ?').get(name);
      if (!done) {
        database.exec(readFileSync(join(dir, name), 'utf8'));
        database.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(name);
        applied.push(name);
      }
      database.exec('COMMIT');
    } catch (error) {
      database.exec('ROLLBACK');
      throw error;
    }
  }
  return applied;
}

type Row = Record<string, SQLOutputValue>;

const text = (value: SQLOutputValue | undefined): string => String(value ?? '');
const time = (value: SQLOutputValue | undefined): Date => new Date(Number(value));
const optionalTime = (value: SQLOutputValue | undefined): Date | null =>
  value === null || value === undefined ? null : time(value);

function isState(value: string): value is SubmissionState {
  return (SUBMISSION_STATES as readonly string[]).includes(value);
}

function toSubmission(row: Row): Submission {
  const state = text(row['state']);
  if (!isState(state)) throw new Error(`Outbox row ${text(row['id'])} has an unknown state "${state}"`);
  return {
    id: text(row['id']),
    formType: text(row['form_type']) as FormType,
    payload: JSON.parse(text(row['payload'])) as FormPayload,
    message: JSON.parse(text(row['message'])) as EmailMessage,
    state,
    attempts: Number(row['attempts']),
    nextAttemptAt: time(row['next_attempt_at']),
    lastError: row['last_error'] === null ? null : text(row['last_error']),
    createdAt: time(row['created_at']),
    sentAt: optionalTime(row['sent_at']),
  };
}

/** The health probe's row (never committed with it) and its size: a submission's largest. */
const PROBE_ROW_ID = '~health-probe';
const PROBE_PADDING = 'x'.repeat(128 * 1024);

const INSERT = `INSERT INTO submissions (${SUBMISSION_COLUMNS}, lease_token, lease_until)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const DUE = `(state = 'queued' AND next_attempt_at <= :now) OR (state = 'sending' AND lease_until <= :now)`;

export interface SqliteStoreOptions {
  /** How long to wait for another process's write lock, in ms (default 5000). */
  busyTimeoutMs?: number;
  migrationsDir?: string;
}

/** Opens (creating it and its folder when missing) and migrates the outbox database at `path`. */
export function createSqliteStore(path: string, options: SqliteStoreOptions = {}): SqliteStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const { DatabaseSync } = loadSqlite();
  const database = new DatabaseSync(path, { timeout: options.busyTimeoutMs ?? 5000 });
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = FULL');
  const applied = migrate(database, options.migrationsDir);

  const statement = (sql: string) => {
    const prepared = database.prepare(sql);
    prepared.setAllowBareNamedParameters(true);
    return prepared;
  };
  const find = statement('SELECT * FROM submissions WHERE id = ?');
  const insert = statement(INSERT);
  const claim = statement(
    `UPDATE submissions SET state = 'sending', attempts = attempts + 1, lease_token = :token, lease_until = :until
     WHERE id = (SELECT id FROM submissions WHERE ${DUE} ORDER BY next_attempt_at, id LIMIT 1) AND (${DUE})
     RETURNING *`,
  );
  const held = `id = :id AND state = 'sending' AND lease_token = :token`;
  const markSent = statement(
    `UPDATE submissions SET state = 'sent', sent_at = :at, last_error = NULL, lease_token = NULL, lease_until = NULL WHERE ${held}`,
  );
  const recordFailure = statement(
    `UPDATE submissions SET state = 'queued', last_error = :error, next_attempt_at = :next, lease_token = NULL, lease_until = NULL WHERE ${held}`,
  );
  const markDead = statement(
    `UPDATE submissions SET state = 'dead', last_error = :error, lease_token = NULL, lease_until = NULL WHERE ${held}`,
  );
  const counts = statement('SELECT state, COUNT(*) AS n FROM submissions GROUP BY state');
  const oldestWaiting = statement(`SELECT MIN(created_at) AS at FROM submissions WHERE state IN ('queued', 'sending')`);
  const listDead = statement(`SELECT * FROM submissions WHERE state = 'dead' ORDER BY created_at, id`);
  const requeued = `state = 'queued', attempts = 0, next_attempt_at = :at, lease_token = NULL, lease_until = NULL`;
  const requeue = statement(`UPDATE submissions SET ${requeued} WHERE id = :id AND state IN ('queued', 'dead')`);
  const requeueDead = statement(`UPDATE submissions SET ${requeued} WHERE state = 'dead'`);
  const probe = statement(
    'INSERT INTO health_probe (id, checked_at) VALUES (1, :at) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
  );
  const probeRow = statement(
    `INSERT INTO submissions (${SUBMISSION_COLUMNS}) VALUES (:id, 'request', :payload, '{}', 'sent', 0, :at, NULL, :at, :at)`,
  );
  const dropProbeRow = statement('DELETE FROM submissions WHERE id = :id');

  const transaction = <T>(work: () => T): T => immediateTransaction(database, work);

  const insertRow = (row: Submission, lease: Lease | null) =>
    insert.run(...submissionValues(row), lease?.token ?? null, lease?.until.getTime() ?? null);

  return {
    path,
    database,
    applied,
    async insert(entry: NewSubmission, lease?: Lease) {
      const row: Submission = {
        ...entry,
        state: lease ? 'sending' : 'queued',
        attempts: lease ? 1 : 0,
        nextAttemptAt: entry.createdAt,
        lastError: null,
        sentAt: null,
      };
      insertRow(row, lease ?? null);
      return row;
    },
    async claimDue(now, lease) {
      const row = transaction(() =>
        claim.get({ now: now.getTime(), token: lease.token, until: lease.until.getTime() }),
      );
      return row ? toSubmission(row) : undefined;
    },
    async markSent(id, token, at) {
      return markSent.run({ id, token, at: at.getTime() }).changes === 1;
    },
    async recordFailure(id, token, error, nextAttemptAt) {
      return recordFailure.run({ id, token, error, next: nextAttemptAt.getTime() }).changes === 1;
    },
    async markDead(id, token, error) {
      return markDead.run({ id, token, error }).changes === 1;
    },
    async counts() {
      const result = emptyCounts();
      for (const row of counts.all()) {
        const state = text(row['state']);
        if (isState(state)) result[state] = Number(row['n']);
      }
      return result;
    },
    async oldestWaiting() {
      const at = oldestWaiting.get()?.['at'];
      return at === null || at === undefined ? undefined : time(at);
    },
    async listDead() {
      return listDead.all().map(toSubmission);
    },
    async requeue(id, at) {
      return requeue.run({ id, at: at.getTime() }).changes === 1;
    },
    async requeueDead(at) {
      return Number(requeueDead.run({ at: at.getTime() }).changes);
    },
    async import(rows) {
      return transaction(() => {
        let added = 0;
        for (const row of rows) {
          if (find.get(row.id)) continue;
          insertRow(row, null);
          added += 1;
        }
        return added;
      });
    },
    async find(id) {
      const row = find.get(id);
      return row ? toSubmission(row) : undefined;
    },
    async probeWrite(at) {
      // As a submission would be written: a row as large as the largest one, in a committed
      // transaction that also removes it (so the write reaches the disk and leaves nothing).
      // Once that succeeds, submissions can be stored again.
      transaction(() => {
        probe.run({ at: at.getTime() });
        probeRow.run({ id: PROBE_ROW_ID, payload: PROBE_PADDING, at: at.getTime() });
        dropProbeRow.run({ id: PROBE_ROW_ID });
      });
    },
    close: () => database.close(),
  };
}
