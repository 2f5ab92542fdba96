/**
 * A per-client fixed-window rate limit for form submissions, in memory (one server process).
 * Each request costs O(1) whatever the number of clients, and memory is bounded: the limiter
 * keeps at most `maxKeys` clients, forgetting the one seen least recently first (a Map keeps
 * insertion order; a client's entry moves to the end when it is used).
 * Serverless/edge deployments with many instances should put a shared limiter (their
 * platform's, or one backed by a store) in its place through `createApi({ rateLimiter })`.
 */

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the client may try again (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one submission of the client and says whether it may go on (a platform's limiter answers later). */
  hit(key: string): RateLimitDecision | Promise<RateLimitDecision>;
  /** Gives back the last hit: a submission the visitor has to correct does not use up the quota. */
  refund?(key: string): void;
}

export interface RateLimitOptions {
  /** Submissions allowed per client and window. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** How many clients are remembered at most (the least recently seen are forgotten first). */
  maxKeys?: number;
}

export interface BoundedRateLimiter extends RateLimiter {
  hit(key: string): RateLimitDecision;
  refund(key: string): void;
  /** How many clients are remembered now. */
  readonly size: number;
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 50_000,
}: RateLimitOptions): BoundedRateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    get size() {
      return windows.size;
    },
    hit(key) {
      const t = now();
      let window = windows.get(key);
      windows.delete(key);
      if (!window || window.resetAt <= t) window = { count: 0, resetAt: t + windowMs };
      windows.set(key, window);
      if (windows.size > maxKeys) {
        const oldest = windows.keys().next();
        if (!oldest.done) windows.delete(oldest.value);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - t) / 1000)) };
    },
    refund(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}
