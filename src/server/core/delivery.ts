/**
 * Delivery of a submission: store it in the outbox first (only then is it accepted), claimed by
 * the request that stored it, then hand it to the mail server if one is configured. Each attempt
 * ends in one recorded outcome (delivery-rules.ts): sent, queued again for its next attempt, or
 * dead. What the request does not finish, the Node delivery loop (node/delivery-loop.ts) or the
 * Workers' queue consumer (workers/queue-delivery.ts) does once its lease runs out. Runtime-neutral: no Node imports.
 */
import { afterFailure, messageIdOf, newSubmissionId, type OutboxPolicy } from '../../lib/outbox/delivery-rules.ts';
import { safeErrorText } from '../../lib/log-text.ts';
import type { FormPayload, FormType } from '../../lib/forms/schemas.ts';
import type { EmailMessage } from './email.ts';
import type { Lease, Submission, SubmissionStore } from './submission-store.ts';

export interface Mailer {
  /**
   * Resolves once the mail server accepted the message; rejects otherwise (with the SMTP reply's
   * `responseCode` when there was one). `messageId` is the same for every attempt of a submission.
   */
  send(message: EmailMessage, messageId: string): Promise<void>;
}

export interface Logger {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/**
 * Sends the mail server took whose "sent" could not be written (a full disk): held in memory and
 * written as soon as the store takes writes again, and never sent a second time by this process
 * (a row it claims again that is held here is only marked sent).
 */
export type HeldMarks = Map<string, { token: string; at: Date }>;

export const createHeldMarks = (): HeldMarks => new Map();

export interface DeliveryDeps {
  store: SubmissionStore;
  /** The sends whose mark waits for the disk (shared by the requests and the delivery loop of one process). */
  held?: HeldMarks;
  /** Without one, the outbox is the delivery (the embedded default). */
  mailer?: Mailer | undefined;
  policy: OutboxPolicy;
  now: () => Date;
  logger: Logger;
  /** In [0, 1): the backoff's jitter (Math.random by default). */
  random?: () => number;
}

/**
 * A claim for one sender (a request, the delivery loop, a queue consumer), good for the policy's
 * lease time from `now`.
 */
export function newLease(now: Date, policy: OutboxPolicy): Lease {
  return { token: crypto.randomUUID(), until: new Date(now.getTime() + policy.leaseS * 1000) };
}

/**
 * sent: the mail server took it and the outbox says so; retry: it failed and waits for its next
 * attempt; dead: it failed for good; unrecorded: the outcome could not be written (the row's lease
 * runs out and it is sent again, with the same Message-ID).
 */
export type AttemptOutcome = 'sent' | 'retry' | 'dead' | 'unrecorded';

/** Sends a row the caller claimed under `lease` and records the outcome. Never rejects. */
export async function attemptDelivery(
  row: Submission,
  lease: Lease,
  deps: DeliveryDeps & { mailer: Mailer },
): Promise<AttemptOutcome> {
  const { store, logger } = deps;
  const heldMark = deps.held?.get(row.id);
  if (heldMark) {
    // Sent before; only its mark was missing. Written under this claim, never sent again.
    try {
      if (await store.markSent(row.id, lease.token, heldMark.at)) {
        deps.held?.delete(row.id);
        logger.info(`Outbox: ${row.id} marked sent (it was sent at ${heldMark.at.toISOString()})`);
        return 'sent';
      }
    } catch (error) {
      // Held under this claim now: the next try names its token.
      deps.held?.set(row.id, { token: lease.token, at: heldMark.at });
      logger.error(`Outbox: ${row.id} still cannot be marked sent: ${safeErrorText(error)}`);
    }
    return 'unrecorded';
  }
  try {
    await deps.mailer.send(row.message, messageIdOf(row.id, row.message.from));
  } catch (error) {
    const reason = safeErrorText(error);
    const next = afterFailure(row, error, deps.policy, deps.now(), deps.random);
    try {
      if (next.state === 'dead') {
        await store.markDead(row.id, lease.token, reason, deps.now());
        logger.error(`Outbox: ${row.id} is dead after attempt ${row.attempts}: ${reason}`);
        return 'dead';
      }
      await store.recordFailure(row.id, lease.token, reason, next.nextAttemptAt);
      logger.warn(
        `Outbox: attempt ${row.attempts} of ${row.id} failed, next at ${next.nextAttemptAt.toISOString()}: ${reason}`,
      );
      return 'retry';
    } catch (recordError) {
      logger.error(`Outbox: could not record the failure of ${row.id}: ${safeErrorText(recordError)}`);
      return 'unrecorded';
    }
  }
  const sentAt = deps.now();
  try {
    if (await store.markSent(row.id, lease.token, sentAt)) return 'sent';
    logger.warn(`Outbox: ${row.id} was sent after its claim ran out; another attempt may send it again`);
  } catch (error) {
    deps.held?.set(row.id, { token: lease.token, at: sentAt });
    logger.error(
      `Outbox: ${row.id} was sent but could not be marked sent${deps.held ? ' (held: marked once the store takes writes, not sent again)' : ''}: ${safeErrorText(error)}`,
    );
  }
  return 'unrecorded';
}

/** Writes the held marks the store takes now; returns how many are still held. Never rejects. */
export async function writeHeldMarks(deps: Pick<DeliveryDeps, 'store' | 'held' | 'logger'>): Promise<number> {
  const { held } = deps;
  if (!held) return 0;
  for (const [id, mark] of [...held.entries()]) {
    try {
      // False: the claim lapsed; the row stays held until this process claims it again.
      if (await deps.store.markSent(id, mark.token, mark.at)) {
        held.delete(id);
        deps.logger.info(`Outbox: ${id} marked sent (it was sent at ${mark.at.toISOString()})`);
      }
    } catch {
      break;
    }
  }
  return held.size;
}

/** sent: the mail server took it; queued: stored, being sent or to be retried; stored: no mail server. */
export type DeliveryStatus = 'sent' | 'queued' | 'stored';

export interface DeliveryResult {
  id: string;
  status: DeliveryStatus;
}

export interface NewDelivery {
  formType: FormType;
  payload: FormPayload;
  message: EmailMessage;
}

/**
 * Stores the entry (rejects if that fails: the caller must not answer 200), then sends it,
 * waiting at most `waitMs` for the mail server; a slower send goes on in the background.
 */
export async function deliver(
  entry: NewDelivery,
  deps: DeliveryDeps & {
    waitMs: number;
    background?: (work: Promise<unknown>) => void;
    /** Who delivers a row stored without a mailer here, as the log says it. */
    deliveredBy?: string;
  },
): Promise<DeliveryResult> {
  const createdAt = deps.now();
  const id = newSubmissionId(entry.formType, createdAt);
  const { mailer } = deps;
  const lease = mailer ? newLease(createdAt, deps.policy) : undefined;
  const row = await deps.store.insert({ ...entry, id, createdAt }, lease);
  if (!mailer || !lease) {
    deps.logger.info(`Outbox: stored ${id} (${deps.deliveredBy ?? 'no SMTP_URL set; the outbox is the delivery'})`);
    return { id, status: 'stored' };
  }
  const sending = attemptDelivery(row, lease, { ...deps, mailer });
  deps.background?.(sending);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<'waited'>((resolve) => {
    timer = setTimeout(() => resolve('waited'), deps.waitMs);
  });
  const outcome = await Promise.race([sending, waited]);
  clearTimeout(timer);
  return { id, status: outcome === 'sent' ? 'sent' : 'queued' };
}
