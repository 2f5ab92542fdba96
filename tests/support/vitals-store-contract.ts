/**
 * What every vitals store (src/server/core/vitals-store.ts) must do, run against each: memory,
 * SQLite, D1. Adds batches of bucket counts, page views and outcomes (the same key again adds
 * up), says how many beacons a day stored, folds the raw rows earlier versions kept into bucket
 * counts (and deletes them), and streams its window into the report, across many slices.
 */
import { describe, expect, it } from 'vitest';
import type { PageViewCount, VitalsSample } from '@/lib/vitals/beacon';
import { bucketOf } from '@/lib/vitals/histogram';
import { daysBefore, foldSamples, type DailyBucket, type StoredSample } from '@/lib/vitals/records';
import { createReportTally } from '@/lib/vitals/report';
import type { VitalsStore } from '@/server/core/vitals-store';

export const lcp = (value: number, over: Partial<VitalsSample> = {}): VitalsSample => ({
  template: '/faq',
  metric: 'LCP',
  navigationType: 'navigate',
  viewport: 'wide',
  value,
  ...over,
});

const BUCKETS = 20;
const view = { template: '/faq', navigationType: 'navigate', viewport: 'wide', views: 1 } as const;

/** A beacon's rows of `day` as one batch: its values as bucket counts, its page views, one beacon stored. */
export async function recordRows(
  store: VitalsStore,
  samples: readonly VitalsSample[],
  views: readonly PageViewCount[],
  day: string,
): Promise<void> {
  await store.record({
    buckets: foldSamples(samples.map((s) => ({ ...s, day }))),
    pageViews: views.map((v) => ({ ...v, day })),
    outcomes: [{ day, outcome: 'stored', beacons: 1 }],
  });
}

/** Rows per read of the report the stores under test are opened with: the window below crosses many slices. */
export const CONTRACT_SLICE_ROWS = 100;

export interface OpenedStore {
  store: VitalsStore;
  /** Puts raw rows in vitals_samples, as versions before the counts kept them. */
  addLegacy(samples: readonly StoredSample[]): Promise<void>;
}

const now = new Date('2026-11-28T12:00:00Z');
const today = '2026-11-28';

async function reportOf(store: VitalsStore) {
  const tally = createReportTally(now);
  await store.tally(tally);
  return tally.report();
}

export function vitalsStoreContract(name: string, open: () => Promise<OpenedStore>): void {
  describe(`${name} vitals store`, () => {
    it('adds up bucket counts, page views and outcomes per day, and reads them into the report', async () => {
      const { store } = await open();
      await recordRows(store, [lcp(1000), lcp(0.02, { metric: 'CLS', viewport: 'narrow' })], [view], '2026-11-27');
      await recordRows(store, [lcp(2000), lcp(1000)], [view, { ...view, navigationType: 'prerender' }], today);
      await recordRows(store, [], [view], today);
      await store.record({ buckets: [], pageViews: [], outcomes: [{ day: today, outcome: 'daily-cap', beacons: 4 }] });
      expect(await store.usage(today)).toMatchObject({ storedToday: 2 });
      expect(await store.usage('2026-11-27')).toMatchObject({ storedToday: 1 });

      const report = await reportOf(store);
      expect(report.vitals.map((v) => [v.metric, v.navigationType, v.viewport, v.count])).toEqual([
        ['LCP', 'navigate', 'wide', 3],
        ['CLS', 'navigate', 'narrow', 1],
      ]);
      expect(report.daily.filter((d) => d.day === today)).toEqual([
        { day: today, metric: 'LCP', count: 2, p75: expect.closeTo(2000, -2) as number },
      ]);
      expect(report.pageViews).toEqual([{ template: '/faq', last7: 4, last28: 4 }]);
      expect(report.beacons).toEqual([
        { outcome: 'stored', last7: 3, last28: 3 },
        { outcome: 'daily-cap', last7: 4, last28: 4 },
      ]);
    });

    it('streams a window of many slices into the report, and leaves out what is outside it', async () => {
      const { store } = await open();
      const buckets: DailyBucket[] = [];
      for (let d = 0; d < 30; d += 1)
        for (let bucket = 1; bucket <= BUCKETS; bucket += 1)
          buckets.push({ ...lcp(0), day: daysBefore(today, d), bucket: bucket * 10, count: bucket });
      expect(buckets.length).toBeGreaterThan(4 * CONTRACT_SLICE_ROWS);
      for (let i = 0; i < buckets.length; i += 100)
        await store.record({ buckets: buckets.slice(i, i + 100), pageViews: [], outcomes: [] });
      const report = await reportOf(store);
      // 28 days of every bucket: days 28 and 29 are outside the window.
      const perDay = (BUCKETS * (BUCKETS + 1)) / 2;
      expect(report.vitals[0]?.count).toBe(28 * perDay);
      expect(report.vitals[0]?.last7.count).toBe(7 * perDay);
      expect(report.daily).toHaveLength(28);
    });

    it('folds raw rows of earlier versions into bucket counts, adding to those kept, and deletes them', async () => {
      const opened = await open();
      const { store } = opened;
      await recordRows(store, [lcp(1000)], [], '2026-11-20');
      await opened.addLegacy([
        { ...lcp(1000), day: '2026-11-20' },
        { ...lcp(3000), day: '2026-11-20' },
        { ...lcp(1000), day: '2026-11-21' },
      ]);
      expect(await store.fold()).toBe(3);
      expect(await store.fold()).toBe(0);
      const report = await reportOf(store);
      expect(report.daily.map((d) => [d.day, d.count])).toEqual([
        ['2026-11-20', 3],
        ['2026-11-21', 1],
      ]);
      expect(report.vitals[0]?.count).toBe(4);
      expect(bucketOf('LCP', 1000)).toBeGreaterThan(0);
    });
  });
}
