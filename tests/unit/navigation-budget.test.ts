/** The budget of `npm run bench:navigation` (src/build-time/navigation-budget.ts). */
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

  it('names every miss: too little saved over plain links, wasted bytes, a Back that was not restored', () => {
    const clicks = (...ms: number[]) =>
      summarizeNavigations(ms.map((clickToLcpMs) => ({ clickToLcpMs, prerendered: true })));
    const plain = clicks(500, 600, 700, 800);
    expect(
      navigationBudgetMisses({
        prerenderOn: clicks(300, 400, 500, 600),
        prerenderOff: plain,
        unusedBytesPerView: 10_000,
        backs: [],
      }),
    ).toEqual([]);
    // p75 600 ms against 700 ms on plain links: exactly the 100 ms it must save.
    expect(NAVIGATION_BUDGET.prerenderSavesP75Ms).toBe(100);
    const misses = navigationBudgetMisses({
      prerenderOn: clicks(500, 550, 610, 650),
      prerenderOff: plain,
      unusedBytesPerView: NAVIGATION_BUDGET.unusedSpeculationBytesPerView + 1,
      backs: [
        { path: '/a', restored: true, reasons: [] },
        { path: '/b', restored: false, reasons: ['unload-listener'] },
      ],
    });
    expect(misses).toHaveLength(3);
    expect(misses[0]).toBe('prerendering saves 90 ms at p75 click to LCP (610 ms on, 700 ms on plain links) < 100 ms');
    expect(misses[2]).toContain('/b');
    expect(misses[2]).toContain('unload-listener');
    // No clicks measured is a miss, not a pass.
    expect(
      navigationBudgetMisses({
        prerenderOn: summarizeNavigations([]),
        prerenderOff: plain,
        unusedBytesPerView: 0,
        backs: [],
      }),
    ).toEqual(['prerendering saves no ms at p75 click to LCP (NaN ms on, 700 ms on plain links) < 100 ms']);
  });
});
