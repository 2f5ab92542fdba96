/**
 * Delivery of a submission: store it in the outbox first (only then is it accepted), then hand
 * it to the mail server if one is configured, and mark it sent. A mail server that is down or
 * slow never loses a submission: the record stays pending for `npm run outbox:retry`.
 */
import type { EmailMessage } from './email.ts';
import type { NewOutboxEntry, Outbox, OutboxRecord } from './outbox.ts';

export interface Mailer {
  /** Resolves once the mail server accepted the message; rejects otherwise. */
  send(message: EmailMessage): Promise<void>;
}

export interface Logger {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface DeliveryDeps {
  outbox: Outbox;
  /** Without one, the outbox is the delivery (the embedded default). */
  mailer?: Mailer | undefined;
  now: () => Date;
  logger: Logger;
}

/**
 * sent: the mail server took it; queued: stored, still being sent or to be retried;
 * stored: stored, no mail server configured.
 */
export type DeliveryStatus = 'sent' | 'queued' | 'stored';

export interface DeliveryResult {
  id: string;
  status: DeliveryStatus;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Sends one stored record and records the outcome. Never rejects. */
export async function sendRecord(record: OutboxRecord, deps: DeliveryDeps & { mailer: Mailer }): Promise<boolean> {
  try {
    await deps.mailer.send(record.message);
  } catch (error) {
    deps.logger.error(`Outbox: sending ${record.id} failed, kept for retry: ${errorText(error)}`);
    await deps.outbox.markFailed(record.id, errorText(error), deps.now()).catch((markError: unknown) => {
      deps.logger.error(`Outbox: could not record the failure of ${record.id}: ${errorText(markError)}`);
    });
    return false;
  }
  try {
    await deps.outbox.markSent(record.id, deps.now());
  } catch (error) {
    // Sent, but still listed as pending: a retry may send it twice, which beats losing it.
    deps.logger.error(`Outbox: ${record.id} was sent but could not be marked sent: ${errorText(error)}`);
  }
  return true;
}

/**
 * Stores the entry (rejects if that fails: the caller must not answer 200), then sends it,
 * waiting at most `waitMs` for the mail server; a slower send goes on in the background.
 */
export async function deliver(
  entry: NewOutboxEntry,
  deps: DeliveryDeps & { waitMs: number; background?: (work: Promise<unknown>) => void },
): Promise<DeliveryResult> {
  const record = await deps.outbox.add(entry, deps.now());
  const { mailer } = deps;
  if (!mailer) {
    deps.logger.info(`Outbox: stored ${record.id} (no SMTP_URL set; the outbox is the delivery)`);
    return { id: record.id, status: 'stored' };
  }
  const sending = sendRecord(record, { ...deps, mailer });
  deps.background?.(sending);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<'waited'>((resolve) => {
    timer = setTimeout(() => resolve('waited'), deps.waitMs);
  });
  const outcome = await Promise.race([sending, waited]);
  clearTimeout(timer);
  return { id: record.id, status: outcome === true ? 'sent' : 'queued' };
}

export interface RetrySummary {
  sent: string[];
  failed: string[];
  /** Too recent: a server may still be sending them. */
  skipped: string[];
}

/** Sends every pending record older than `minAgeMs` (by its last attempt or creation). */
export async function retryOutbox(deps: DeliveryDeps & { mailer: Mailer; minAgeMs: number }): Promise<RetrySummary> {
  const summary: RetrySummary = { sent: [], failed: [], skipped: [] };
  const now = deps.now().getTime();
  for (const record of await deps.outbox.pending()) {
    const last = Date.parse(record.lastAttemptAt ?? record.createdAt);
    if (now - last < deps.minAgeMs) {
      summary.skipped.push(record.id);
      continue;
    }
    if (await sendRecord(record, deps)) summary.sent.push(record.id);
    else summary.failed.push(record.id);
  }
  return summary;
}
