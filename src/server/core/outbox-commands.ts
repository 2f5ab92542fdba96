/**
 * `npm run outbox`: what an operator sees and does. Without arguments it prints the number of
 * submissions in each state and every dead one with its last error; `retry <id>` and
 * `retry --dead` put dead submissions back in the queue, from their first attempt, for the
 * running server's delivery loop (or, on Workers, the next cron sweep and the queue) to send.
 */
import { logSafe } from '../../lib/log-text.ts';
import { SUBMISSION_STATES, type SubmissionStore } from './submission-store.ts';

export const OUTBOX_USAGE =
  'usage: npm run outbox -- [--d1 local|remote [--persist-to <dir>] [--env <name>]] [list | retry <id> | retry --dead]';

/** What the commands need of an outbox (the SQLite store, or D1 through wrangler). */
export type OutboxCommandStore = Pick<SubmissionStore, 'counts' | 'listDead' | 'requeue' | 'requeueDead' | 'find'>;

/** Runs one command; returns the exit code (0 done, 1 nothing to retry by that id, 2 usage). */
export async function runOutboxCommand(
  args: readonly string[],
  store: OutboxCommandStore,
  now: Date,
  print: (line: string) => void,
  /** Who sends what was requeued, and the command the hint names (with its options). */
  how: { sender: string; command: string } = {
    sender: "the server's delivery loop sends it",
    command: 'npm run outbox --',
  },
): Promise<number> {
  const { sender } = how;
  const [command = 'list', target, ...rest] = args;
  if (command === 'list' && target === undefined) {
    const counts = await store.counts();
    print(SUBMISSION_STATES.map((state) => `${state} ${counts[state]}`).join('  '));
    for (const row of await store.listDead()) {
      print(
        `dead ${row.id}  ${row.formType}  ${row.attempts} attempt(s)  since ${row.createdAt.toISOString()}  ${logSafe(row.lastError ?? '')}`,
      );
    }
    if (counts.dead) print(`Requeue with: ${how.command} retry <id>   or   ${how.command} retry --dead`);
    return 0;
  }
  if (command === 'retry' && target !== undefined && rest.length === 0) {
    if (target === '--dead') {
      const count = await store.requeueDead(now);
      print(`Requeued ${count} dead submission(s); ${sender}.`);
      return 0;
    }
    if (await store.requeue(target, now)) {
      print(`Requeued ${target}; ${sender}.`);
      return 0;
    }
    const row = await store.find(target);
    print(row ? `${target} is ${row.state}: nothing to requeue.` : `No submission ${logSafe(target)}.`);
    return 1;
  }
  print(OUTBOX_USAGE);
  return 2;
}
