/** Trying an action again after a pause (src/lib/try-again.ts). */
import { describe, expect, it } from 'vitest';
import { tryAgain } from '@/lib/try-again';

/** An attempt that fails `failures` times, then succeeds; and the pauses taken. */
function scripted(failures: number) {
  let tries = 0;
  const pauses: number[] = [];
  return {
    attempt: () => Promise.resolve(++tries > failures),
    wait: (ms: number) => {
      pauses.push(ms);
      return Promise.resolve();
    },
    tries: () => tries,
    pauses,
  };
}

describe('trying again', () => {
  it('tries once when the first try succeeds', async () => {
    const run = scripted(0);
    expect(await tryAgain(run.attempt, [10, 20], run.wait)).toBe(true);
    expect(run.tries()).toBe(1);
    expect(run.pauses).toEqual([]);
  });

  it('pauses for each delay in turn until a try succeeds', async () => {
    const run = scripted(2);
    expect(await tryAgain(run.attempt, [10, 20, 40], run.wait)).toBe(true);
    expect(run.tries()).toBe(3);
    expect(run.pauses).toEqual([10, 20]);
  });

  it('gives up after the last delay, saying so', async () => {
    const run = scripted(10);
    expect(await tryAgain(run.attempt, [10, 20], run.wait)).toBe(false);
    expect(run.tries()).toBe(3);
    expect(run.pauses).toEqual([10, 20]);
  });

  it('pauses for real by default', async () => {
    const run = scripted(1);
    const started = Date.now();
    expect(await tryAgain(run.attempt, [30])).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
