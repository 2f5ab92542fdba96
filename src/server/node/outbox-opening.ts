/**
 * The outbox as the Node server holds it: opened at start, or, when that fails (a full disk, a
 * folder it may not write), opened again at the next use at most every `retryMs`. Until then
 * every use rejects with OutboxUnavailableError: the site is served, the API answers 503 with
 * Retry-After and /api/health says `down`, instead of the process refusing to start.
 */
import { safeErrorText } from '../../lib/log-text.ts';
import type { Logger } from '../core/delivery.ts';
import type { SqliteStore } from './submission-store-sqlite.ts';
import { OutboxUnavailableError, type SubmissionStore } from '../core/submission-store.ts';

export interface OpeningOptions {
  logger: Logger;
  /** How long to wait between two tries to open it (default 5 s). */
  retryMs?: number;
  now?: () => number;
}

export function openingStore(open: () => SqliteStore, options: OpeningOptions): SubmissionStore & { close(): void } {
  const retryMs = options.retryMs ?? 5000;
  const now = options.now ?? Date.now;
  let store: SqliteStore | undefined;
  let lastError: string | undefined;
  let triedAt = -Infinity;

  const current = (): SqliteStore => {
    if (store) return store;
    if (now() - triedAt >= retryMs) {
      triedAt = now();
      try {
        store = open();
        if (lastError !== undefined) options.logger.info('Outbox: the database is open again');
        lastError = undefined;
        return store;
      } catch (error) {
        const text = safeErrorText(error);
        if (text !== lastError)
          options.logger.error(
            `Outbox: cannot open the database (the site is served, submissions are refused): ${text}`,
          );
        lastError = text;
      }
    }
    throw new OutboxUnavailableError(
      `the outbox is not open: ${lastError ?? 'unknown error'}`,
      Math.ceil(retryMs / 1000),
    );
  };
  try {
    current();
  } catch {
    // logged; the next use tries again
  }

  // Each use resolves the store first, so a failure to open is a rejection, never a throw.
  const use = <T>(work: (opened: SqliteStore) => Promise<T>): Promise<T> => {
    try {
      return work(current());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };

  return {
    insert: (entry, lease) => use((s) => s.insert(entry, lease)),
    claimDue: (at, lease) => use((s) => s.claimDue(at, lease)),
    markSent: (id, token, at) => use((s) => s.markSent(id, token, at)),
    recordFailure: (id, token, error, next) => use((s) => s.recordFailure(id, token, error, next)),
    markDead: (id, token, error, at) => use((s) => s.markDead(id, token, error, at)),
    counts: () => use((s) => s.counts()),
    oldestWaiting: () => use((s) => s.oldestWaiting()),
    listDead: () => use((s) => s.listDead()),
    requeue: (id, at) => use((s) => s.requeue(id, at)),
    requeueDead: (at) => use((s) => s.requeueDead(at)),
    import: (rows) => use((s) => s.import(rows)),
    find: (id) => use((s) => s.find(id)),
    probeWrite: (at) => use((s) => s.probeWrite(at)),
    close: () => store?.close(),
  };
}
