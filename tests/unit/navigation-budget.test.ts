import { describe, expect, it } from 'vitest';
import {
  NAVIGATION_BUDGET,
  navigationBudgetMisses,
  percentile,
  summarizeNavigations,
} from '@/build-time/navigation-budget';

describe('navigation budget', () => {
  it('takes nearest-rank percentiles', () => {
    expect(percentile([40, 10, 30, 20], 50)).toBe(20);
    expect(percentile([40, 10, 30, 20], 75)).toBe(30);
    expect(percentile([5], 75)).toBe(5);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarizes the clicks of a mode', () => {
    const summary = summarizeNavigations([
      { clickToLcpMs: 30, prerendered: true },
      { clickToLcpMs: 50, prerendered: true },
      { clickToLcpMs: 400, prerendered: false },
      { clickToLcpMs: 40, prerendered: true },
    ]);
    expect(summary).toEqual({ medianMs: 40, p75Ms: 50, prerenderedShare: 0.75 });
  });

  it('names every miss: slow clicks, wasted bytes, a Back that was not restored', () => {
    const ok = summarizeNavigations([{ clickToLcpMs: 60, prerendered: true }]);
    expect(navigationBudgetMisses({ prerenderOn: ok, unusedBytesPerView: 10_000, backs: [] })).toEqual([]);
    const slow = summarizeNavigations([{ clickToLcpMs: NAVIGATION_BUDGET.clickToLcpP75Ms + 1, prerendered: false }]);
    const misses = navigationBudgetMisses({
      prerenderOn: slow,
      unusedBytesPerView: NAVIGATION_BUDGET.unusedSpeculationBytesPerView + 1,
      backs: [
        { path: '/a', restored: true, reasons: [] },
        { path: '/b', restored: false, reasons: ['unload-listener'] },
      ],
    });
    expect(misses).toHaveLength(3);
    expect(misses[2]).toContain('/b');
    expect(misses[2]).toContain('unload-listener');
    expect(
      navigationBudgetMisses({ prerenderOn: summarizeNavigations([]), unusedBytesPerView: 0, backs: [] }),
    ).toHaveLength(1);
  });
});
