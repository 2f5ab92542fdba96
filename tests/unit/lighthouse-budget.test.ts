import { describe, expect, it } from 'vitest';
import {
  FLOOR_PAGE,
  budgetFor,
  budgetMisses,
  isCompleteRun,
  median,
  medianRun,
  type LighthouseRun,
} from '@/build-time/lighthouse-budget';

const floor: LighthouseRun = { performance: 100, fcp: 700, lcp: 800, tbt: 90, cls: 0 };

describe('lighthouse budget', () => {
  it('takes medians', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(Number.isNaN(median([]))).toBe(true);
    expect(
      medianRun([
        { performance: 100, fcp: 700, lcp: 900, tbt: 0, cls: 0 },
        { performance: 98, fcp: 900, lcp: 1000, tbt: 10, cls: 0 },
        { performance: 100, fcp: 750, lcp: 920, tbt: 0, cls: 0 },
      ]),
    ).toEqual({ performance: 100, fcp: 750, lcp: 920, tbt: 0, cls: 0 });
  });

  it('takes the medians of the complete runs only', () => {
    const failed: LighthouseRun = {
      performance: 100,
      fcp: Number.NaN,
      lcp: Number.NaN,
      tbt: Number.NaN,
      cls: Number.NaN,
    };
    const runs: LighthouseRun[] = [
      { performance: 100, fcp: 800, lcp: 830, tbt: 60, cls: 0 },
      failed,
      { performance: 100, fcp: 780, lcp: 810, tbt: 20, cls: 0 },
      { performance: 100, fcp: 820, lcp: 850, tbt: 40, cls: 0 },
    ];
    expect(isCompleteRun(failed)).toBe(false);
    expect(medianRun(runs)).toEqual({ performance: 100, fcp: 800, lcp: 830, tbt: 40, cls: 0 });
    // No complete run is a miss of its own, not a page within budget.
    expect(budgetMisses(medianRun([failed]), budgetFor(floor))).toEqual(['no complete Lighthouse run']);
  });

  it('sets the budget from the floor page of the same run', () => {
    expect(budgetFor(floor)).toEqual({ performance: 100, fcp: 910, lcp: 1120, cls: 0.01 });
    // A slower run (every figure 20 % later) moves the budget with it.
    expect(budgetFor({ ...floor, fcp: 840, lcp: 960 })).toMatchObject({
      fcp: 1092,
      lcp: 1344,
    });
  });

  it('lists every missed budget, and never total blocking time', () => {
    const budget = budgetFor(floor);
    expect(budgetMisses({ performance: 100, fcp: 910, lcp: 1120, tbt: 600, cls: 0.01 }, budget)).toEqual([]);
    expect(budgetMisses({ performance: 99, fcp: 920, lcp: 1300, tbt: 0, cls: 0.02 }, budget)).toEqual([
      'performance 99 < 100',
      'FCP 920 ms > 910 ms',
      'LCP 1300 ms > 1120 ms',
      'CLS 0.020 > 0.01',
    ]);
  });

  it('has a floor page of about 1 KB with nothing but HTML', () => {
    const bytes = new TextEncoder().encode(FLOOR_PAGE).length;
    expect(bytes).toBeGreaterThan(700);
    expect(bytes).toBeLessThan(1300);
    expect(FLOOR_PAGE).not.toMatch(/<(script|img|style)\b|rel="stylesheet"/i);
    // An inline icon: no request for /favicon.ico.
    expect(FLOOR_PAGE).toContain('<link rel="icon" href="data:,">');
    expect(FLOOR_PAGE).toMatch(/<meta name="viewport"/);
  });
});
