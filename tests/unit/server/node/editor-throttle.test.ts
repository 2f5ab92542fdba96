import { describe, expect, it } from 'vitest';
import { BASE_WAIT_MS, FREE_FAILURES } from '@/lib/editor/backoff';
import { signInThrottle } from '@/server/node/editor/throttle';

describe('the sign-in throttle', () => {
  it('slows the attacked account and the attacking client, never another editor from another client', () => {
    let now = 0;
    const throttle = signInThrottle(() => now);
    for (let i = 0; i < 50; i++) throttle.failed('ada@example.com', '203.0.113.9');
    expect(throttle.wait('ada@example.com', '203.0.113.9')).toBeGreaterThan(0);
    // The same account from another client, and another account from the same client, wait too.
    expect(throttle.wait('ada@example.com', '198.51.100.2')).toBeGreaterThan(0);
    expect(throttle.wait('bob@example.com', '203.0.113.9')).toBeGreaterThan(0);
    expect(throttle.wait('bob@example.com', '198.51.100.2')).toBe(0);
    now += 1;
    expect(throttle.wait('bob@example.com', '198.51.100.2')).toBe(0);
  });

  it('waits exponentially longer and is cleared by a success', () => {
    let now = 0;
    const throttle = signInThrottle(() => now);
    for (let i = 0; i < FREE_FAILURES - 1; i++) throttle.failed('ada@example.com', 'c');
    expect(throttle.wait('ada@example.com', 'c')).toBe(0);
    throttle.failed('ada@example.com', 'c');
    expect(throttle.wait('ada@example.com', 'c')).toBe(BASE_WAIT_MS);
    throttle.failed('ada@example.com', 'c');
    expect(throttle.wait('ada@example.com', 'c')).toBe(2 * BASE_WAIT_MS);
    now += 2 * BASE_WAIT_MS;
    expect(throttle.wait('ada@example.com', 'c')).toBe(0);
    throttle.succeeded('ada@example.com', 'c');
    throttle.failed('ada@example.com', 'c');
    expect(throttle.wait('ada@example.com', 'c')).toBe(0);
  });
});
