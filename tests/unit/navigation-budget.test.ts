import { describe, expect, it } from 'vitest';
import {
  NAVIGATION_BUDGET,
  navigationBudgetMisses,
  percentile,
  summarizeNavigations,
} from '@/build-time/navigation-budget';
import { withoutSpeculationRules } from '@/build-time/plain-links';

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

describe('withoutSpeculationRules', () => {
  it('leaves out every speculation rules script and nothing else', () => {
    const page =
      '<head><script type="speculationrules">{"prerender":[{"source":"document"}]}</script>' +
      '<script>var zoom = 75;</script></head><body><a href="/faq">FAQ</a>' +
      '<script type="speculationrules">{"prefetch":[]}</script></body>';
    expect(withoutSpeculationRules(page)).toBe(
      '<head><script>var zoom = 75;</script></head><body><a href="/faq">FAQ</a></body>',
    );
  });

  it('leaves a page without rules as it is', () => {
    const page = '<p>No rules</p><script type="module">import "/x.js"</script>';
    expect(withoutSpeculationRules(page)).toBe(page);
  });
});
