import { describe, expect, it } from 'vitest';
import { budgetMisses, median, medianRun } from '@/build/lighthouse-budget';

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
  it('lists every missed budget', () => {
    expect(budgetMisses({ performance: 100, fcp: 800, lcp: 950, tbt: 0, cls: 0 })).toEqual([]);
    expect(budgetMisses({ performance: 97, fcp: 820, lcp: 1200, tbt: 30, cls: 0.02 })).toEqual([
      'performance 97 < 100',
      'FCP 820 ms > 800 ms',
      'LCP 1200 ms > 950 ms',
      'TBT 30 ms > 0 ms',
      'CLS 0.020 > 0',
    ]);
  });
});
