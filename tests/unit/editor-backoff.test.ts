import { describe, expect, it } from 'vitest';
import {
  BASE_WAIT_MS,
  FORGET_AFTER_MS,
  FREE_FAILURES,
  MAX_WAIT_MS,
  isForgotten,
  remainingWait,
  waitAfter,
  withFailure,
  type FailureCount,
} from '@/lib/editor/backoff';

const failures = (n: number, at = 0): FailureCount => ({ failures: n, lastFailureAt: at });

describe('backoff after wrong passwords', () => {
  it('lets the first few failures through without a wait', () => {
    expect(waitAfter(undefined)).toBe(0);
    for (let n = 1; n < FREE_FAILURES; n++) expect(waitAfter(failures(n))).toBe(0);
  });

  it('doubles the wait with each failure after them, up to the maximum', () => {
    expect(waitAfter(failures(FREE_FAILURES))).toBe(BASE_WAIT_MS);
    expect(waitAfter(failures(FREE_FAILURES + 1))).toBe(2 * BASE_WAIT_MS);
    expect(waitAfter(failures(FREE_FAILURES + 4))).toBe(16 * BASE_WAIT_MS);
    expect(waitAfter(failures(FREE_FAILURES + 50))).toBe(MAX_WAIT_MS);
  });

  it('counts the wait from the last failure', () => {
    const count = failures(FREE_FAILURES + 2, 10_000);
    expect(remainingWait(count, 10_000)).toBe(4 * BASE_WAIT_MS);
    expect(remainingWait(count, 10_000 + 4 * BASE_WAIT_MS - 1)).toBe(1);
    expect(remainingWait(count, 10_000 + 4 * BASE_WAIT_MS)).toBe(0);
  });

  it('adds a failure, and starts again from one once the last failure is old', () => {
    expect(withFailure(undefined, 5)).toEqual({ failures: 1, lastFailureAt: 5 });
    expect(withFailure(failures(7, 0), 10)).toEqual({ failures: 8, lastFailureAt: 10 });
    expect(withFailure(failures(7, 0), FORGET_AFTER_MS)).toEqual({ failures: 1, lastFailureAt: FORGET_AFTER_MS });
    expect(isForgotten(failures(7, 0), FORGET_AFTER_MS - 1)).toBe(false);
    expect(isForgotten(failures(7, 0), FORGET_AFTER_MS)).toBe(true);
  });
});
