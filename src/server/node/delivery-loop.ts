/**
 * The delivery loop that runs inside `npm start`: every `pollMs` (and when woken) it claims the
 * due rows (core/submission-store.ts `claimDue`, atomic across processes: a row is claimed by one
 * sender under its lease) and sends them, `concurrency` at once (OUTBOX_CONCURRENCY, default 4):
 * each lane claims its next row as soon as its send is done (core/delivery.ts `attemptDelivery`). Nobody has to run a command: failed sends come back after
 * their backoff, a send a crashed process left half-done comes back once its lease runs out.
 * Timers only, but Node's alone: on Workers the queue delivers (workers/queue-delivery.ts).
 */
import { safeErrorText } from '../../lib/log-text.ts';
import { inLanes } from '../../lib/lanes.ts';
import { attemptDelivery, newLease, writeHeldMarks, type DeliveryDeps, type Mailer } from '../core/delivery.ts';

export interface DeliveryLoop {
  /** Starts polling. */
  start(): void;
  /** Looks for due rows now (e.g. after a new submission was queued). */
  wake(): void;
  /** Delivers every row due now, `concurrency` at once; resolves with how many it attempted. */
  drain(): Promise<number>;
  /** Stops polling and waits for the sends in flight, at most `timeoutMs`. */
  stop(timeoutMs: number): Promise<void>;
}

export interface DeliveryLoopDeps extends DeliveryDeps {
  mailer: Mailer;
  /** How often to look for due rows (default 1000 ms). */
  pollMs?: number;
  /** How many rows are sent at once (default 1). */
  concurrency?: number;
}

export function createDeliveryLoop(deps: DeliveryLoopDeps): DeliveryLoop {
  const pollMs = deps.pollMs ?? 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** True between start() and stop(). */
  let polling = false;
  /** Set by stop(): the sends in flight finish, no other row is claimed. */
  let stopping = false;
  let running: Promise<number> | undefined;
  /** The last claim error logged, so a broken database logs once, not every second. */
  let lastClaimError: string | undefined;

  const drainOnce = async (): Promise<number> => {
    let attempted = 0;
    /** Set when a claim fails: every lane stops after the send it holds. */
    let claimFailed = false;
    await writeHeldMarks(deps);
    await inLanes(deps.concurrency ?? 1, async () => {
      if (stopping || claimFailed) return false;
      const now = deps.now();
      const lease = newLease(now, deps.policy);
      let row;
      try {
        row = await deps.store.claimDue(now, lease);
      } catch (error) {
        claimFailed = true;
        const text = safeErrorText(error);
        if (text !== lastClaimError) deps.logger.error(`Outbox: could not claim due submissions: ${text}`);
        lastClaimError = text;
        return false;
      }
      lastClaimError = undefined;
      if (!row) return false;
      attempted += 1;
      await attemptDelivery(row, lease, deps);
      return true;
    });
    return attempted;
  };

  const drain = (): Promise<number> => {
    running ??= drainOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = () => {
    if (!polling) return;
    timer = setTimeout(() => {
      timer = undefined;
      void drain().finally(schedule);
    }, pollMs);
  };

  return {
    start() {
      if (polling) return;
      polling = true;
      stopping = false;
      void drain().finally(schedule);
    },
    wake() {
      if (polling) void drain();
    },
    drain,
    async stop(timeoutMs) {
      polling = false;
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      if (!running) return;
      let expired: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          expired = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(expired);
    },
  };
}
