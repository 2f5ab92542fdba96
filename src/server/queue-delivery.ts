/**
 * Delivery of the Worker's outbox through Cloudflare Queues, by the rules the Node worker follows
 * (src/lib/outbox/delivery-rules.ts): a message names a stored submission; the consumer claims its
 * row (one consumer at a time, under a lease), sends it with the submission's Message-ID and
 * idempotency key, and marks it sent. A failure is retried after the same backoff with jitter (the
 * message's own delay), a permanent one or the last attempt marks the row dead and puts it on the
 * dead-letter queue, where it is logged; a message the queue gave up on (its consumer kept
 * crashing) arrives there too and its row is marked dead. The cron sweep sends the rows whose
 * message was lost (queued and long due, or sending under a lapsed lease) to the queue again.
 */
import { afterFailure, messageIdOf, type OutboxPolicy } from '../lib/outbox/delivery-rules.ts';
import type { Logger, Mailer } from './delivery.ts';
import type { IdentifiedMessage } from './mailer-http.ts';
import type { D1SubmissionStore } from './submission-store-d1.ts';
import type { Lease } from './submission-store.ts';
import type { MessageBatch, Queue, QueueMessage } from './workers-bindings.ts';

/** What the submissions queue carries: the row to send. */
export interface SubmissionMessage {
  id: string;
}

/** What the dead-letter queue carries: the row, and why it died when the consumer decided it. */
export interface DeadLetter {
  id: string;
  error?: string;
}

export interface QueueDeliveryDeps {
  store: D1SubmissionStore;
  /** Without one, rows stay queued (the outbox is the delivery) until a mailer is configured. */
  mailer: Mailer | undefined;
  deadLetters: Queue<DeadLetter>;
  policy: OutboxPolicy;
  now: () => Date;
  logger: Logger;
  random?: () => number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** Sends the submission one message names; acks or retries the message. Never throws. */
export async function deliverQueued(message: QueueMessage<SubmissionMessage>, deps: QueueDeliveryDeps): Promise<void> {
  const { store, mailer, policy, logger } = deps;
  const { id } = message.body;
  if (!mailer) {
    logger.info(`Outbox: ${id} stays queued (no mail API configured)`);
    message.ack();
    return;
  }
  const now = deps.now();
  const lease: Lease = { token: crypto.randomUUID(), until: new Date(now.getTime() + policy.leaseS * 1000) };
  const row = await store.claim(id, now, lease);
  if (!row) {
    const current = await store.find(id);
    if (current?.state === 'sending') {
      // another consumer holds it: look again once its lease may have lapsed
      message.retry({ delaySeconds: policy.leaseS });
    } else message.ack(); // sent, dead, or unknown: nothing to do
    return;
  }
  const identified: IdentifiedMessage = {
    ...row.message,
    messageId: messageIdOf(row.id, row.message.from),
    idempotencyKey: row.id,
  };
  try {
    await mailer.send(identified);
  } catch (error) {
    const failedAt = deps.now();
    const next = afterFailure(row.attempts, error, policy, failedAt, deps.random);
    if (next.state === 'dead') {
      await store.markDead(id, lease.token, errorText(error), failedAt);
      await deps.deadLetters.send({ id, error: errorText(error) });
      logger.error(`Outbox: ${id} is dead after attempt ${row.attempts}: ${errorText(error)}`);
      message.ack();
      return;
    }
    await store.recordFailure(id, lease.token, errorText(error), next.nextAttemptAt);
    logger.warn(
      `Outbox: ${id} attempt ${row.attempts} failed, next at ${next.nextAttemptAt.toISOString()}: ${errorText(error)}`,
    );
    message.retry({ delaySeconds: seconds(next.nextAttemptAt.getTime() - failedAt.getTime()) });
    return;
  }
  if (!(await store.markSent(id, lease.token, deps.now()))) {
    logger.error(`Outbox: ${id} was sent but its claim had lapsed; a repeat carries the same Message-ID`);
  } else logger.info(`Outbox: ${id} sent`);
  message.ack();
}

/**
 * The dead-letter queue's consumer: logs each dead submission; a row the queue gave up on without
 * the consumer deciding (no error given) is marked dead here, unless it was sent meanwhile.
 */
export async function receiveDeadLetters(
  batch: MessageBatch<DeadLetter>,
  deps: Pick<QueueDeliveryDeps, 'store' | 'policy' | 'now' | 'logger'>,
): Promise<void> {
  for (const message of batch.messages) {
    const { id, error } = message.body;
    if (error === undefined) {
      const now = deps.now();
      const lease: Lease = { token: crypto.randomUUID(), until: new Date(now.getTime() + deps.policy.leaseS * 1000) };
      const row = await deps.store.claim(id, now, lease);
      if (row) await deps.store.markDead(id, lease.token, 'the queue gave up on its message (max_retries)', now);
      else if ((await deps.store.find(id))?.state === 'sending') {
        message.retry({ delaySeconds: deps.policy.leaseS });
        continue;
      }
    }
    deps.logger.error(`Outbox dead-letter queue: ${id}: ${error ?? 'the queue gave up on its message'}`);
    message.ack();
  }
}

/** The cron sweep: rows due for longer than `graceMs` (their message was lost) go to the queue again. */
export async function sweepStranded(deps: {
  store: D1SubmissionStore;
  queue: Queue<SubmissionMessage>;
  now: () => Date;
  graceMs: number;
  logger: Logger;
  limit?: number;
}): Promise<string[]> {
  const ids = await deps.store.stranded(new Date(deps.now().getTime() - deps.graceMs), deps.limit ?? 100);
  if (ids.length > 0) {
    await deps.queue.sendBatch(ids.map((id) => ({ body: { id } })));
    deps.logger.warn(`Outbox sweep: ${ids.length} stranded submission(s) sent to the queue again`);
  }
  return ids;
}

/** A message for every handler in a batch, one after the other (a batch is small). */
export async function forEachMessage<Body>(
  batch: MessageBatch<Body>,
  handle: (message: QueueMessage<Body>) => Promise<void>,
): Promise<void> {
  for (const message of batch.messages) await handle(message);
}
