/**
 * The slowdown of wrong passwords (src/lib/editor/backoff.ts), counted in memory for each
 * account and each client address apart: a sign-in waits for whichever of the two must wait
 * longer, so an attack on one account from one client never slows another editor elsewhere.
 */
import { isForgotten, remainingWait, withFailure, type FailureCount } from '../../../lib/editor/backoff.ts';

export interface SignInThrottle {
  /** How long this account and client must still wait, in ms (0: they may try now). */
  wait: (email: string, client: string) => number;
  failed: (email: string, client: string) => void;
  succeeded: (email: string, client: string) => void;
}

/** At most this many keys are kept; the oldest are dropped first (a flood of addresses cannot fill memory). */
const MAX_KEYS = 10_000;

export function signInThrottle(now: () => number = Date.now): SignInThrottle {
  const counts = new Map<string, FailureCount>();
  const keys = (email: string, client: string) => [`account:${email}`, `client:${client}`];
  return {
    wait: (email, client) => Math.max(...keys(email, client).map((key) => remainingWait(counts.get(key), now()))),
    failed: (email, client) => {
      const at = now();
      for (const key of keys(email, client)) {
        const next = withFailure(counts.get(key), at);
        counts.delete(key);
        counts.set(key, next);
      }
      for (const [key, count] of counts) {
        if (counts.size <= MAX_KEYS && !isForgotten(count, at)) break;
        counts.delete(key);
      }
    },
    succeeded: (email, client) => {
      for (const key of keys(email, client)) counts.delete(key);
    },
  };
}
