/**
 * The outbox operations an operator runs on the Workers' D1 from a terminal (`npm run outbox --
 * --d1 local|remote`): counts, the dead rows, requeue one or all. They go through `wrangler d1
 * execute`, which takes SQL text only (no bound values, and no count of changed rows when local):
 * so values are written as SQL literals and every UPDATE returns the ids it changed. A requeued
 * row is due since the epoch: the next cron sweep (every 5 minutes) sends it to the queue.
 * Runtime-neutral: `run` is given the SQL and returns the rows.
 */
import type { OutboxCommandStore } from '../core/outbox-commands.ts';
import { SUBMISSION_COLUMNS, SUBMISSION_STATES, emptyCounts, type SubmissionState } from '../core/submission-store.ts';
import { REQUEUABLE, requeuedAt, submissionOf, type Row } from './submission-store-d1.ts';

/** Runs one SQL statement on D1 and resolves with its rows. */
export type D1Sql = (sql: string) => Promise<Record<string, unknown>[]>;

/** A text as an SQL string literal. */
export function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** Due since the epoch: ahead of every other row, and taken by the next sweep whatever its grace. */
const DUE_LONG_AGO = '0';

export function d1OperatorStore(run: D1Sql): OutboxCommandStore {
  const select = async (where: string) =>
    (
      (await run(
        `SELECT ${SUBMISSION_COLUMNS} FROM submissions WHERE ${where} ORDER BY created_at, id`,
      )) as unknown as Row[]
    ).map(submissionOf);
  return {
    async counts() {
      const counts = emptyCounts();
      for (const row of await run('SELECT state, COUNT(*) AS n FROM submissions GROUP BY state')) {
        const state = String(row['state']) as SubmissionState;
        if (SUBMISSION_STATES.includes(state)) counts[state] = Number(row['n']);
      }
      return counts;
    },
    listDead: () => select(`state = 'dead'`),
    async requeue(id) {
      const changed = await run(
        `UPDATE submissions SET ${requeuedAt(DUE_LONG_AGO)} WHERE id = ${sqlText(id)} AND ${REQUEUABLE} RETURNING id`,
      );
      return changed.length === 1;
    },
    async requeueDead() {
      return (await run(`UPDATE submissions SET ${requeuedAt(DUE_LONG_AGO)} WHERE state = 'dead' RETURNING id`)).length;
    },
    async find(id) {
      const [row] = await select(`id = ${sqlText(id)}`);
      return row;
    },
  };
}
