/** The rules of the field data's intake (src/lib/vitals/intake.ts): one client's day count, the log throttle. */
import { describe, expect, it } from 'vitest';
import { createClientDayCounter, createLogThrottle } from '@/lib/vitals/intake';

describe('createClientDayCounter', () => {
  it('admits a client up to its cap per day, each client on its own, afresh the next day', () => {
    const counter = createClientDayCounter({ limit: 2 });
    expect([1, 2, 3].map(() => counter.admit('a', '2026-11-28'))).toEqual([true, true, false]);
    expect(counter.admit('b', '2026-11-28')).toBe(true);
    expect(counter.admit('a', '2026-11-29')).toBe(true);
  });

  it('remembers at most maxKeys clients, forgetting the least recently seen', () => {
    const counter = createClientDayCounter({ limit: 1, maxKeys: 2 });
    counter.admit('a', 'd');
    counter.admit('b', 'd');
    counter.admit('c', 'd');
    expect(counter.size).toBe(2);
    expect(counter.admit('a', 'd')).toBe(true);
    expect(counter.admit('c', 'd')).toBe(false);
  });
});

describe('createLogThrottle', () => {
  it('lets one line through per interval, counting the events it stands for', () => {
    const throttle = createLogThrottle(60_000);
    expect(throttle.take(0)).toBe(1);
    expect(throttle.take(1000)).toBe(0);
    expect(throttle.take(59_999)).toBe(0);
    expect(throttle.take(60_000)).toBe(3);
    expect(throttle.take(60_001)).toBe(0);
  });
});
