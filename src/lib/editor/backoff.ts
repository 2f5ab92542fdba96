/**
 * The slowdown after wrong passwords, kept apart for an account and for a client address, so an
 * attack on one account slows that account and that client only: another editor, from another
 * client, signs in at once. The first FREE_FAILURES cost nothing; each next one doubles the wait,
 * up to MAX_WAIT_MS. A success clears the account's and the client's counts; a count is forgotten
 * FORGET_AFTER_MS after its last failure.
 */
export const FREE_FAILURES = 3;
export const BASE_WAIT_MS = 1_000;
export const MAX_WAIT_MS = 15 * 60_000;
export const FORGET_AFTER_MS = 60 * 60_000;

export interface FailureCount {
  failures: number;
  lastFailureAt: number;
}

/** How long after its last failure a key must wait before it may try again (0: it may now). */
export function waitAfter(count: FailureCount | undefined): number {
  if (!count || count.failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_MS, BASE_WAIT_MS * 2 ** (count.failures - FREE_FAILURES));
}

/** The time left to wait at `now`, in ms (0: it may try). */
export function remainingWait(count: FailureCount | undefined, now: number): number {
  if (!count) return 0;
  return Math.max(0, count.lastFailureAt + waitAfter(count) - now);
}

/** The count after one more failure at `now` (an old count is forgotten first). */
export function withFailure(count: FailureCount | undefined, now: number): FailureCount {
  const kept = count && now - count.lastFailureAt < FORGET_AFTER_MS ? count.failures : 0;
  return { failures: kept + 1, lastFailureAt: now };
}

/** Whether a count may be dropped at `now` (nothing left to wait, and old). */
export const isForgotten = (count: FailureCount, now: number): boolean => now - count.lastFailureAt >= FORGET_AFTER_MS;
