import { describe, expect, it } from 'vitest';
import {
  FLOOR_PAGE,
  budgetFor,
  budgetMisses,
  hydratesAtLoad,
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

  it('sets the budget from the floor page of the same run', () => {
    expect(budgetFor(floor, { hydratesAtLoad: true })).toEqual({ performance: 95, fcp: 980, lcp: 1200, cls: 0.01 });
    expect(budgetFor(floor, { hydratesAtLoad: false })).toEqual({ performance: 100, fcp: 980, lcp: 1200, cls: 0.01 });
    // A slower run (every figure 20 % later) moves the budget with it.
    expect(budgetFor({ ...floor, fcp: 840, lcp: 960 }, { hydratesAtLoad: true })).toMatchObject({
      fcp: 1176,
      lcp: 1440,
    });
  });

  it('lists every missed budget, and never total blocking time', () => {
    const budget = budgetFor(floor, { hydratesAtLoad: true });
    expect(budgetMisses({ performance: 95, fcp: 980, lcp: 1200, tbt: 600, cls: 0.01 }, budget)).toEqual([]);
    expect(budgetMisses({ performance: 94, fcp: 990, lcp: 1300, tbt: 0, cls: 0.02 }, budget)).toEqual([
      'performance 94 < 95',
      'FCP 990 ms > 980 ms',
      'LCP 1300 ms > 1200 ms',
      'CLS 0.020 > 0.01',
    ]);
  });

  it('tells pages that hydrate an island at load from pages whose islands wait for the visitor', () => {
    const island = (client: string) =>
      `<astro-island uid="x" component-url="/a.js" client="${client}" ssr></astro-island>`;
    expect(hydratesAtLoad('<main><p>No island</p></main>')).toBe(false);
    expect(hydratesAtLoad(`<main>${island('event')}${island('event')}</main>`)).toBe(false);
    expect(hydratesAtLoad(`<main>${island('event')}${island('painted')}</main>`)).toBe(true);
    expect(hydratesAtLoad(`<main>${island('visible')}</main>`)).toBe(true);
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
