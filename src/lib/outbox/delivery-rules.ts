/**
 * The outbox's delivery rules, the same wherever the outbox runs (Node with SQLite, Workers with
 * D1): when a failed send is tried again, which SMTP answers are final, when a row is dead, and
 * which Message-ID every attempt of a submission carries. Pure: no Node, no clock of its own
 * (times and randomness are passed in).
 */

export interface OutboxPolicy {
  /** OUTBOX_RETRY_MIN_S: the shortest wait before a retry, in seconds (default 60). */
  retryMinS: number;
  /** OUTBOX_RETRY_MAX_S: the longest wait before a retry, in seconds (default 3600). */
  retryMaxS: number;
  /**
   * OUTBOX_GIVE_UP_AFTER_S: how long a submission whose attempts never got a verdict on the
   * message (the mail server unreachable, 4xx, its login refused) keeps being retried, from the
   * time it was received, before it is dead (default 7 days: a mail provider's bad night or a
   * rotated password never kills a lead).
   */
  giveUpAfterS: number;
  /**
   * OUTBOX_LEASE_S: how long a claim holds a row (default 120 s, longer than the mailer's
   * timeouts together); a worker that crashed mid-send loses its row to another after it.
   */
  leaseS: number;
}

export const DEFAULT_OUTBOX_POLICY: Readonly<OutboxPolicy> = {
  retryMinS: 60,
  retryMaxS: 3600,
  giveUpAfterS: 7 * 24 * 3600,
  leaseS: 120,
};

/**
 * The wait before the next attempt after `attempts` failed ones (1 after the first failure):
 * doubling from the minimum (min, 2 min, 4 min, ...), each scaled by a random factor between
 * 0.5 and 1.5 so rows that failed together do not come back together, and kept between the
 * minimum and the maximum. `random` returns a number in [0, 1), like Math.random.
 */
export function retryDelayMs(attempts: number, policy: OutboxPolicy, random: () => number = Math.random): number {
  const minMs = policy.retryMinS * 1000;
  const maxMs = Math.max(minMs, policy.retryMaxS * 1000);
  const exponent = Math.min(Math.max(attempts, 1) - 1, 40);
  const base = Math.min(maxMs, minMs * 2 ** exponent);
  const jittered = base * (0.5 + random());
  return Math.round(Math.min(maxMs, Math.max(minMs, jittered)));
}

export type FailureKind = 'permanent' | 'transient';

/** SMTP replies about the server's own login, not the message: fixing the settings fixes them. */
const AUTH_REPLY_CODES = new Set([530, 534, 535, 538]);

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/** The SMTP reply code a mailer error carries (nodemailer's `responseCode`), if any. */
export function smtpReplyCode(error: unknown): number | undefined {
  const code = field(error, 'responseCode');
  if (typeof code === 'number' && Number.isInteger(code)) return code;
  const response = field(error, 'response');
  const match = typeof response === 'string' ? /^([2-5]\d\d)[\s-]/.exec(response) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * A 5xx SMTP reply is final for that message (550 no such mailbox, 552, 554 rejected...): the row
 * is dead at once. Everything else (4xx, a refused or dropped connection, a timeout) is transient
 * and retried, and so are 5xx replies to the login (530, 534, 535, 538): those say the server's
 * SMTP settings are wrong, which an operator fixes, not the message.
 */
export function failureKind(error: unknown): FailureKind {
  const code = smtpReplyCode(error);
  if (code === undefined || AUTH_REPLY_CODES.has(code) || field(error, 'code') === 'EAUTH') return 'transient';
  return code >= 500 && code <= 599 ? 'permanent' : 'transient';
}

export type AfterFailure = { state: 'dead' } | { state: 'queued'; nextAttemptAt: Date };

/** What afterFailure needs of the row whose attempt failed. */
export interface FailedAttempt {
  /** Its attempt number (1 for the first). */
  attempts: number;
  /** When the submission was received: the give-up time counts from it. */
  createdAt: Date;
}

/**
 * What becomes of a row whose attempt failed with `error`: dead at once on a permanent refusal of
 * the message; else queued again after `retryDelayMs` (at most OUTBOX_RETRY_MAX_S), until the
 * next attempt would fall after `giveUpAfterS` from its receipt: then dead.
 */
export function afterFailure(
  attempt: FailedAttempt,
  error: unknown,
  policy: OutboxPolicy,
  now: Date,
  random: () => number = Math.random,
): AfterFailure {
  if (failureKind(error) === 'permanent') return { state: 'dead' };
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempt.attempts, policy, random));
  const giveUpAt = attempt.createdAt.getTime() + policy.giveUpAfterS * 1000;
  if (nextAttemptAt.getTime() > giveUpAt) return { state: 'dead' };
  return { state: 'queued', nextAttemptAt };
}

/** The domain of an address or of "Name <address>"; `localhost` when there is none. */
function domainOf(from: string): string {
  const address = /<([^>]*)>/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return /^[A-Za-z0-9.-]+$/.test(domain) && address.includes('@') ? domain.toLowerCase() : 'localhost';
}

/**
 * The Message-ID of every attempt of one submission: its id at the sender's domain. A mail server
 * (or the studio's inbox) that receives a message twice, after a crash between the send and its
 * record, sees the same Message-ID and can drop the copy.
 */
export function messageIdOf(submissionId: string, from: string): string {
  return `<${submissionId}@${domainOf(from)}>`;
}

/**
 * '20250304T101500123Z-consultation-1a2b3c4d5e6f': sorts by time, names the form, unique (random
 * part from crypto.randomUUID), and safe in a Message-ID and a file name.
 */
export function newSubmissionId(formType: string, at: Date, uuid: () => string = () => crypto.randomUUID()): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${formType}-${uuid().replaceAll('-', '').slice(0, 12)}`;
}
