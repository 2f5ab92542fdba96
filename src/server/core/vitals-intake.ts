/**
 * Where an accepted beacon waits to be written, and the caps that keep field data from ever
 * costing a lead (docs/operations.md, "Field data"):
 *
 * - Beacons are gathered in memory as counts (core/vitals-store.ts createBatchBuilder) and written
 *   in one transaction per `flushMs` or per `batchBeacons` beacons, never on the request that
 *   brought them; `close()` writes what is waiting. A host without a process that lives on (the
 *   Worker) writes each beacon as it comes (`batchBeacons: 1`).
 * - Refused, and counted per day and reason: past `dailyBeacons` stored on a day (all processes),
 *   past `clientDailyBeacons` from one client on a day (counted in memory, and where other
 *   processes take beacons too in the store's shared count, `countClient`: the address never
 *   stored), with the database at `maxBytes`, with free disk under `diskReserveBytes` (kept for
 *   leads), or with `maxPending` beacons already waiting.
 * - A write that fails loses its batch (counted `store-failed`) and is logged at most once per
 *   minute, with how many beacons failed since the last line.
 */
import {
  createClientDayCounter,
  createLogThrottle,
  type IntakeOutcome,
  type Refusal,
} from '../../lib/vitals/intake.ts';
import type { StoredSample } from '../../lib/vitals/records.ts';
import type { DailyPageViews } from '../../lib/vitals/records.ts';
import { safeErrorText } from '../../lib/log-text.ts';
import type { Logger } from './delivery.ts';
import { createBatchBuilder, type VitalsStore, type VitalsUsage } from './vitals-store.ts';

export interface VitalsLimits {
  /** VITALS_DAILY_LIMIT: beacons stored per UTC day, all clients together. */
  dailyBeacons: number;
  /** VITALS_CLIENT_DAILY_LIMIT: beacons counted per client (an IPv4 address, an IPv6 /64) and day. */
  clientDailyBeacons: number;
  /** VITALS_MAX_MB in bytes: the vitals database's size cap (undefined where the host cannot tell). */
  maxBytes: number;
  /** VITALS_DISK_RESERVE_MB in bytes: free disk below this is kept for leads. */
  diskReserveBytes: number;
  /** Beacons per write (a transaction), and the most that may wait: `maxPending`. */
  batchBeacons: number;
  maxPending: number;
  /** At most this long between two writes while beacons wait (ms). */
  flushMs: number;
}

/** How long a refusal's Retry-After says to wait when it is not the day's end. */
const RETRY_AFTER_S = 60;
/** A failing store is logged at most once per this (ms). */
const FAILURE_LOG_MS = 60_000;
/** The usage (stored today, size, free disk) is read again at most this often (ms). */
const USAGE_REFRESH_MS = 1000;
/**
 * Beacons are refused once the file reaches this share of its cap: the rest is kept for the
 * counts of refusals and failures, so they can still be written once beacons no longer fit.
 */
const BEACON_SHARE_OF_CAP = 0.9;

export interface IntakeAnswer {
  outcome: IntakeOutcome;
  /** For a refusal: when the client may try again (s). */
  retryAfterSeconds: number;
}

export interface VitalsIntake {
  /** Takes a beacon's rows for `day` from `clientKey`: waiting to be written ('stored'), or refused and why. */
  offer(
    clientKey: string,
    samples: readonly StoredSample[],
    views: readonly DailyPageViews[],
    day: string,
  ): Promise<IntakeAnswer>;
  /** Writes what waits now; false when the write failed (its beacons counted `store-failed`). */
  flush(): Promise<boolean>;
  /** Stops the timer and writes what waits (a stopping server). */
  close(): Promise<void>;
}

export interface VitalsIntakeDeps {
  store: VitalsStore;
  limits: VitalsLimits;
  logger: Logger;
  now?: () => Date;
}

const secondsToNextDay = (at: Date) =>
  Math.max(1, Math.ceil((Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1) - at.getTime()) / 1000));

export function createVitalsIntake({ store, limits, logger, now = () => new Date() }: VitalsIntakeDeps): VitalsIntake {
  const clients = createClientDayCounter({ limit: limits.clientDailyBeacons });
  const failures = createLogThrottle(FAILURE_LOG_MS);
  const batch = createBatchBuilder();
  /** Beacons waiting in `batch`, and those of the write under way. */
  let pending = 0;
  let writing = 0;
  /** Stored on `usageDay` beyond what `usage` says: written since it was read, or waiting. */
  let storedSinceUsage = 0;
  let usage: (VitalsUsage & { day: string; at: number }) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<unknown> | undefined;
  let closed = false;

  async function currentUsage(day: string): Promise<VitalsUsage & { day: string }> {
    const t = now().getTime();
    if (!usage || usage.day !== day || t - usage.at >= USAGE_REFRESH_MS) {
      try {
        const read = await store.usage(day);
        // What waits, or is being written, is not in the store's count yet.
        usage = { ...read, day, at: t };
        storedSinceUsage = pending + writing;
      } catch (error) {
        noteFailure(0, error);
        usage ??= { storedToday: 0, bytes: undefined, freeBytes: undefined, day, at: t };
      }
    }
    return usage;
  }

  function noteFailure(beacons: number, error: unknown): void {
    const events = failures.take(now().getTime());
    if (events)
      logger.error(
        `Vitals: could not store beacons (${events} failure(s) since the last line, this one with ${beacons} beacon(s)): ${safeErrorText(error)}`,
      );
  }

  async function write(): Promise<boolean> {
    if (batch.empty) return true;
    const taken = batch.take();
    const beacons = pending;
    pending = 0;
    writing = beacons;
    try {
      await store.record(taken);
      return true;
    } catch (error) {
      noteFailure(beacons, error);
      // Until the next reading, the file counts as full: a flood is refused at once, not taken
      // into another batch that cannot be written.
      if (usage) usage = { ...usage, bytes: limits.maxBytes };
      storedSinceUsage = Math.max(0, storedSinceUsage - beacons);
      // The beacons are lost, counted as such: the counts alone are written at once (a few small
      // rows, which fit where a batch of buckets did not), else kept for the next write.
      const counted = taken.outcomes.map((count) =>
        count.outcome === 'stored' ? { ...count, outcome: 'store-failed' as const } : count,
      );
      try {
        await store.record({ buckets: [], pageViews: [], outcomes: counted });
      } catch {
        for (const { day, outcome, beacons: count } of counted) batch.addOutcome(day, outcome, count);
      }
      return false;
    } finally {
      writing = 0;
    }
  }

  function flush(): Promise<boolean> {
    clearTimeout(timer);
    timer = undefined;
    const run = (flushing ?? Promise.resolve()).then(write);
    flushing = run.finally(() => {
      if (flushing === run) flushing = undefined;
    });
    return run;
  }

  function schedule(): void {
    if (closed) return;
    if (pending >= limits.batchBeacons) void flush();
    else if (!timer) {
      timer = setTimeout(() => void flush(), limits.flushMs);
      (timer as { unref?: () => void }).unref?.();
    }
  }

  const refuse = (day: string, outcome: Refusal, at: Date): IntakeAnswer => {
    batch.addOutcome(day, outcome);
    schedule();
    return {
      outcome,
      retryAfterSeconds: outcome === 'daily-cap' || outcome === 'client-cap' ? secondsToNextDay(at) : RETRY_AFTER_S,
    };
  };

  return {
    async offer(clientKey, samples, views, day) {
      const at = now();
      const seen = await currentUsage(day);
      if (seen.freeBytes !== undefined && seen.freeBytes < limits.diskReserveBytes)
        return refuse(day, 'disk-reserve', at);
      if (seen.bytes !== undefined && seen.bytes >= limits.maxBytes * BEACON_SHARE_OF_CAP)
        return refuse(day, 'size-cap', at);
      if (seen.storedToday + storedSinceUsage >= limits.dailyBeacons) return refuse(day, 'daily-cap', at);
      if (pending + writing >= limits.maxPending) return refuse(day, 'queue-full', at);
      if (!clients.admit(clientKey, day)) return refuse(day, 'client-cap', at);
      // Where other processes take beacons too, the count they share decides (the Worker's isolates).
      if (store.countClient) {
        try {
          if ((await store.countClient(day, clientKey)) > limits.clientDailyBeacons)
            return refuse(day, 'client-cap', at);
        } catch (error) {
          // The shared count cannot be read: this process's own count stands.
          noteFailure(0, error);
        }
      }
      batch.addSamples(samples);
      batch.addPageViews(views);
      batch.addOutcome(day, 'stored');
      pending += 1;
      storedSinceUsage += 1;
      if (limits.batchBeacons > 1) schedule();
      else if (!(await flush())) return { outcome: 'store-failed', retryAfterSeconds: RETRY_AFTER_S };
      return { outcome: 'stored', retryAfterSeconds: 0 };
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}
