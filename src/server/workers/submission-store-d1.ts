/**
 * The submissions store on Cloudflare D1 (the Worker's outbox): the same table and migrations as
 * the SQLite store under `npm start` (migrations/0001_submissions.sql). Every state change is one
 * SQL statement, so it is atomic on D1 as on SQLite; a claim is an UPDATE that names the row's
 * state, which two consumers cannot both win.
 *
 * Besides the port, the Worker's queue consumer claims the row its message names (`claim`), and
 * the cron sweep lists the rows whose message may have been lost (`stranded`).
 */
import type { EmailMessage } from '../core/email.ts';
import {
  SUBMISSION_COLUMNS,
  SUBMISSION_STATES,
  emptyCounts,
  submissionValues,
  type Lease,
  type Submission,
  type SubmissionState,
  type SubmissionStore,
} from '../core/submission-store.ts';
import type { FormPayload, FormType } from '../../lib/forms/schemas.ts';
import type { D1Database } from './bindings.ts';

/** A row of the submissions table as D1 returns it. */
export interface Row {
  id: string;
  form_type: FormType;
  payload: string;
  message: string;
  state: SubmissionState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

export function submissionOf(row: Row): Submission {
  return {
    id: row.id,
    formType: row.form_type,
    payload: JSON.parse(row.payload) as FormPayload,
    message: JSON.parse(row.message) as EmailMessage,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: new Date(row.next_attempt_at),
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  };
}

/** What requeuing sets: the row again from its first attempt, due at `at` (a parameter or a literal). */
export const requeuedAt = (at: string) =>
  `state = 'queued', attempts = 0, next_attempt_at = ${at}, lease_token = NULL, lease_until = NULL`;
/** The rows an operator may requeue by id: waiting or dead, never sent or being sent. */
export const REQUEUABLE = `state IN ('queued', 'dead')`;

/** A row that may be claimed at `now`: queued and due, or sending under a lapsed lease. */
const CLAIMABLE = `((state = 'queued' AND next_attempt_at <= ?1) OR (state = 'sending' AND lease_until <= ?1))`;
const CLAIM_SET = `state = 'sending', attempts = attempts + 1, lease_token = ?2, lease_until = ?3`;

export interface D1SubmissionStore extends SubmissionStore {
  /**
   * Claims the row `id` for one send: queued (whatever its next attempt time: the queue's delay is
   * the schedule), or sending under a lapsed lease. Undefined when it is sent, dead, unknown or
   * being sent under a live lease.
   */
  claim(id: string, now: Date, lease: Lease): Promise<Submission | undefined>;
  /** Ids of rows queued and due since before `before`, or sending under a lease that lapsed before it. */
  stranded(before: Date, limit: number): Promise<string[]>;
}

export function createD1Store(db: D1Database): D1SubmissionStore {
  const changed = async (sql: string, ...values: unknown[]) =>
    (
      await db
        .prepare(sql)
        .bind(...values)
        .run()
    ).meta.changes > 0;
  const held = `id = ?1 AND state = 'sending' AND lease_token = ?2`;

  return {
    async insert(entry, lease) {
      const row = await db
        .prepare(
          `INSERT INTO submissions (id, form_type, payload, message, state, attempts, next_attempt_at, lease_token, lease_until, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?7) RETURNING ${SUBMISSION_COLUMNS}`,
        )
        .bind(
          entry.id,
          entry.formType,
          JSON.stringify(entry.payload),
          JSON.stringify(entry.message),
          lease ? 'sending' : 'queued',
          lease ? 1 : 0,
          entry.createdAt.getTime(),
          lease?.token ?? null,
          lease?.until.getTime() ?? null,
        )
        .first<Row>();
      if (!row) throw new Error(`The submission ${entry.id} was not stored`);
      return submissionOf(row);
    },
    async claimDue(now, lease) {
      const row = await db
        .prepare(
          `UPDATE submissions SET ${CLAIM_SET}
           WHERE id = (SELECT id FROM submissions WHERE ${CLAIMABLE} ORDER BY next_attempt_at, id LIMIT 1)
             AND ${CLAIMABLE}
           RETURNING ${SUBMISSION_COLUMNS}`,
        )
        .bind(now.getTime(), lease.token, lease.until.getTime())
        .first<Row>();
      return row ? submissionOf(row) : undefined;
    },
    async claim(id, now, lease) {
      const row = await db
        .prepare(
          `UPDATE submissions SET ${CLAIM_SET}
           WHERE id = ?4 AND (state = 'queued' OR (state = 'sending' AND lease_until <= ?1))
           RETURNING ${SUBMISSION_COLUMNS}`,
        )
        .bind(now.getTime(), lease.token, lease.until.getTime(), id)
        .first<Row>();
      return row ? submissionOf(row) : undefined;
    },
    async stranded(before, limit) {
      const { results } = await db
        .prepare(`SELECT id FROM submissions WHERE ${CLAIMABLE} ORDER BY next_attempt_at, id LIMIT ?2`)
        .bind(before.getTime(), limit)
        .all<{ id: string }>();
      return results.map((row) => row.id);
    },
    markSent: (id, token, at) =>
      changed(
        `UPDATE submissions SET state = 'sent', sent_at = ?3, last_error = NULL, lease_token = NULL, lease_until = NULL WHERE ${held}`,
        id,
        token,
        at.getTime(),
      ),
    recordFailure: (id, token, error, nextAttemptAt) =>
      changed(
        `UPDATE submissions SET state = 'queued', last_error = ?3, next_attempt_at = ?4, lease_token = NULL, lease_until = NULL WHERE ${held}`,
        id,
        token,
        error,
        nextAttemptAt.getTime(),
      ),
    markDead: (id, token, error) =>
      changed(
        `UPDATE submissions SET state = 'dead', last_error = ?3, lease_token = NULL, lease_until = NULL WHERE ${held}`,
        id,
        token,
        error,
      ),
    async counts() {
      const { results } = await db
        .prepare('SELECT state, COUNT(*) AS n FROM submissions GROUP BY state')
        .all<{ state: SubmissionState; n: number }>();
      const counts = emptyCounts();
      for (const { state, n } of results) if (SUBMISSION_STATES.includes(state)) counts[state] = n;
      return counts;
    },
    async oldestWaiting() {
      const row = await db
        .prepare(`SELECT MIN(created_at) AS at FROM submissions WHERE state IN ('queued', 'sending')`)
        .first<{ at: number | null }>();
      return row?.at === null || row?.at === undefined ? undefined : new Date(row.at);
    },
    async listDead() {
      const { results } = await db
        .prepare(`SELECT ${SUBMISSION_COLUMNS} FROM submissions WHERE state = 'dead' ORDER BY created_at, id`)
        .all<Row>();
      return results.map(submissionOf);
    },
    requeue: (id, at) =>
      changed(`UPDATE submissions SET ${requeuedAt('?2')} WHERE id = ?1 AND ${REQUEUABLE}`, id, at.getTime()),
    async requeueDead(at) {
      const result = await db
        .prepare(`UPDATE submissions SET ${requeuedAt('?1')} WHERE state = 'dead'`)
        .bind(at.getTime())
        .run();
      return result.meta.changes;
    },
    async import(rows) {
      if (rows.length === 0) return 0;
      const results = await db.batch(
        rows.map((row) =>
          db
            .prepare(
              `INSERT OR IGNORE INTO submissions (${SUBMISSION_COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
            )
            .bind(...submissionValues(row)),
        ),
      );
      return results.reduce((sum, result) => sum + result.meta.changes, 0);
    },
    async find(id) {
      const row = await db.prepare(`SELECT ${SUBMISSION_COLUMNS} FROM submissions WHERE id = ?1`).bind(id).first<Row>();
      return row ? submissionOf(row) : undefined;
    },
    async probeWrite(at) {
      await db
        .prepare(
          'INSERT INTO health_probe (id, checked_at) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET checked_at = ?1',
        )
        .bind(at.getTime())
        .run();
    },
  };
}
