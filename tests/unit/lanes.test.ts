import { describe, expect, it } from 'vitest';
import { eachInLanes, inLanes } from '../../src/lib/lanes';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('inLanes', () => {
  it('runs the given number of runners at once until there is nothing left', async () => {
    let left = 10;
    let atOnce = 0;
    let most = 0;
    let done = 0;
    await inLanes(3, async () => {
      if (left === 0) return false;
      left -= 1;
      atOnce += 1;
      most = Math.max(most, atOnce);
      await tick();
      atOnce -= 1;
      done += 1;
      return true;
    });
    expect(done).toBe(10);
    expect(most).toBe(3);
  });

  it('runs at least one runner', async () => {
    let calls = 0;
    await inLanes(0, async () => ++calls < 3);
    expect(calls).toBe(3);
  });

  it('rejects with the first failure; the other runners stop after the piece they hold', async () => {
    let started = 0;
    const run = inLanes(2, async () => {
      const piece = (started += 1);
      await tick();
      if (piece === 1) throw new Error('broken');
      return true;
    });
    await expect(run).rejects.toThrow('broken');
    expect(started).toBe(2);
  });
});

describe('eachInLanes', () => {
  it('handles every item once, at most `lanes` at once, started in order', async () => {
    const started: number[] = [];
    let atOnce = 0;
    let most = 0;
    await eachInLanes([1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      atOnce += 1;
      most = Math.max(most, atOnce);
      await tick();
      atOnce -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });
});
