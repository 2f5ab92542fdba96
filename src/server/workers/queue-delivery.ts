/**
 * Delivery of the Worker's outbox through Cloudflare Queues, by the rules the Node delivery loop follows
 * (src/lib/outbox/delivery-rules.ts): a message names a stored submission; the consumer claims its
 * row (one consumer at a time, under a lease), sends it with the submission's Message-ID and
 * idempotency key, and marks it sent. A failure is retried after the same backoff with jitter, as
 * a new message sent with that delay (so the queue's max_retries counts only a consumer that
 * crashed, and a mail outage of any length never sends a lead to the dead-letter queue); a
 * permanent refusal or the give-up time (OUTBOX_GIVE_UP_AFTER_S) marks the row dead and puts it
 * on the dead-letter queue, where it is logged; a message the queue gave up on (its consumer
 * kept crashing) arrives there too and its row is marked dead. The cron sweep sends the rows whose
 * message was lost (queued and long due, or sending under a lapsed lease) to the queue again.
 */
import { eachInLanes } from '../../lib/lanes.ts';
import { attemptDelivery, newLease, type DeliveryDeps, type Logger, type Mailer } from '../core/delivery.ts';
import type { D1SubmissionStore } from './submission-store-d1.ts';
import type { MessageBatch, Queue, QueueMessage } from './bindings.ts';

/** What the submissions queue carries: the row to send. */
export interface SubmissionMessage {
  id: string;
}

/** What the dead-letter queue carries: the row, and why it died when the consumer decided it. */
export interface DeadLetter {
  id: string;
  error?: string;
}

export interface QueueDeliveryDeps extends DeliveryDeps {
  store: D1SubmissionStore;
  /** Without one, rows stay queued (the outbox is the delivery) until a mailer is configured. */
  mailer: Mailer | undefined;
  deadLetters: Queue<DeadLetter>;
  /** The submissions queue: a failed attempt's next one is a new message on it. */
  queue: Queue<SubmissionMessage>;
}

/** The longest delay Cloudflare Queues takes for a message (12 hours). */
const MAX_QUEUE_DELAY_S = 43_200;

const secondsUntil = (at: Date, now: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * Sends the submission one message names, through the same attempt as the Node delivery loop
 * (core/delivery.ts `attemptDelivery`), then acks the message or asks the queue for it again when the
 * row's next attempt is due. Throws only when D1 does (the queue then retries after retry_delay).
 */
export async function deliverQueued(message: QueueMessage<SubmissionMessage>, deps: QueueDeliveryDeps): Promise<void> {
  const { store, mailer, policy, logger } = deps;
  const { id } = message.body;
  if (!mailer) {
    logger.info(`Outbox: ${id} stays queued (no MAIL_API_URL set)`);
    message.ack();
    return;
  }
  const now = deps.now();
  const lease = newLease(now, policy);
  const row = await store.claim(id, now, lease);
  if (!row) {
    // being sent under another consumer's lease: look again once it may have lapsed;
    // sent, dead or unknown: nothing to do
    if ((await store.find(id))?.state === 'sending') message.retry({ delaySeconds: policy.leaseS });
    else message.ack();
    return;
  }
  const outcome = await attemptDelivery(row, lease, { ...deps, mailer });
  if (outcome === 'sent') {
    logger.info(`Outbox: ${id} sent`);
    message.ack();
  } else if (outcome === 'dead') {
    const error = (await store.find(id))?.lastError ?? 'refused';
    await deps.deadLetters.send({ id, error });
    message.ack();
  } else if (outcome === 'retry') {
    const next = (await store.find(id))?.nextAttemptAt ?? new Date(now.getTime() + policy.retryMinS * 1000);
    const delaySeconds = Math.min(secondsUntil(next, deps.now()), MAX_QUEUE_DELAY_S);
    // If the queue refuses, the row is queued and due: the cron sweep sends it to the queue again.
    await deps.queue.send({ id }, { delaySeconds }).catch((error: unknown) => {
      logger.error(`Outbox: ${id}'s next attempt not queued (the sweep will): ${String(error)}`);
    });
    message.ack();
  } else message.retry({ delaySeconds: policy.leaseS }); // unrecorded: the lease lapses, then it is sent again
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
      const lease = newLease(now, deps.policy);
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

/**
 * A message for every handler in a batch, `lanes` at once (OUTBOX_CONCURRENCY; one by default):
 * each message's row is still claimed by one consumer under its lease.
 */
export function forEachMessage<Body>(
  batch: MessageBatch<Body>,
  handle: (message: QueueMessage<Body>) => Promise<void>,
  lanes = 1,
): Promise<void> {
  return eachInLanes(batch.messages, lanes, handle);
}
