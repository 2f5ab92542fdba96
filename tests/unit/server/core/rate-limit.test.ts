import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '@/server/core/rate-limit';

describe('the rate limiter', () => {
  it('limits each client per window', () => {
    let t = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => t });
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, false]);
    expect(limiter.hit('b').allowed).toBe(true);
    t = 1000;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('gives a refunded hit back', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.hit('a');
    limiter.refund('a');
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('with 100,000 clients keeps at most maxKeys, forgetting the least recently seen, and still limits the rest', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 10_000 });
    limiter.hit('regular');
    for (let i = 0; i < 100_000; i++) {
      limiter.hit(`client-${i}`);
      // A client that keeps coming back stays remembered, however many others arrive.
      if (i % 5_000 === 0) limiter.hit('regular');
      expect(limiter.size).toBeLessThanOrEqual(10_000);
    }
    expect(limiter.size).toBe(10_000);
    expect(limiter.hit('regular').allowed).toBe(false);
    expect(limiter.hit('client-99999').allowed).toBe(false);
    // The oldest were forgotten: a fresh window.
    expect(limiter.hit('client-0').allowed).toBe(true);
  });
});
