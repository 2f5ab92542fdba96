/**
 * The outbox's health as /api/health, the Node server's periodic check and the Workers' cron read
 * it (src/lib/outbox/health.ts says what each status means): the counts, the oldest waiting
 * submission and a real write (`probeWrite`, a submission-sized row on SQLite), done at most once
 * per `intervalMs` however often it is asked (a flood of health calls costs one write per
 * interval), and a log line once per change of status. A submission stored or refused meanwhile
 * makes the next call look again, so health clears as soon as a real write succeeds.
 * Runtime-neutral: no Node imports.
 */
import { healthChangeTracker, outboxHealth, type OutboxHealth } from '../../lib/outbox/health.ts';
import { safeErrorText } from '../../lib/log-text.ts';
import type { Logger } from './delivery.ts';
import type { StateCounts, SubmissionStore } from './submission-store.ts';

/** How long one look at the outbox answers health calls (the probe writes at most this often). */
export const HEALTH_INTERVAL_MS = 5000;

export interface HealthSnapshot extends OutboxHealth {
  counts: StateCounts | undefined;
  oldestWaitingAt: Date | undefined;
  checkedAt: Date;
}

export interface HealthCheck {
  /** The last look when it is younger than the interval, else a new one. */
  check(): Promise<HealthSnapshot>;
  /** Forget the last look (a submission was stored, or refused, since). */
  invalidate(): void;
}

export interface HealthCheckDeps {
  store: SubmissionStore;
  now: () => Date;
  /** OUTBOX_STALE_AFTER_S in ms. */
  staleAfterMs: number;
  logger: Logger;
  intervalMs?: number;
}

export function createHealthCheck(deps: HealthCheckDeps): HealthCheck {
  const intervalMs = deps.intervalMs ?? HEALTH_INTERVAL_MS;
  const changed = healthChangeTracker();
  let last: { at: number; snapshot: Promise<HealthSnapshot> } | undefined;

  const look = async (checkedAt: Date): Promise<HealthSnapshot> => {
    const [counts, oldestWaitingAt] = await Promise.all([
      deps.store.counts().catch(() => undefined),
      deps.store.oldestWaiting().catch(() => undefined),
    ]);
    let writeError: string | undefined;
    try {
      await deps.store.probeWrite(checkedAt);
    } catch (error) {
      writeError = safeErrorText(error);
    }
    const health = outboxHealth({
      counts,
      oldestWaitingAt,
      writeError,
      now: checkedAt,
      staleAfterMs: deps.staleAfterMs,
    });
    const line = changed(health);
    if (line && health.status === 'ok') deps.logger.info(line);
    else if (line) deps.logger.warn(line);
    return { ...health, counts, oldestWaitingAt, checkedAt };
  };

  return {
    check() {
      const at = deps.now();
      if (last && at.getTime() - last.at < intervalMs && at.getTime() >= last.at) return last.snapshot;
      last = { at: at.getTime(), snapshot: look(at) };
      return last.snapshot;
    },
    invalidate() {
      last = undefined;
    },
  };
}
