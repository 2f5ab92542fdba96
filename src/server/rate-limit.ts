/**
 * A per-client fixed-window rate limit for form submissions, in memory (one server process).
 * Serverless/edge deployments with many instances should put a shared limiter (their
 * platform's, or one backed by a store) in its place through `createApi({ rateLimiter })`.
 */

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the client may try again (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string): RateLimitDecision;
}

export interface RateLimitOptions {
  /** Submissions allowed per client and window. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Past this many tracked clients, expired windows are swept. */
  maxKeys?: number;
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key) {
      const t = now();
      if (windows.size > maxKeys) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= t) {
        window = { count: 0, resetAt: t + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - t) / 1000)) };
    },
  };
}
