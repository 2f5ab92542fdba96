/**
 * What every vitals store (src/server/core/vitals-store.ts) must do, run against each: memory,
 * SQLite, D1. Records a beacon's rows and page views, folds the days before a cutoff into
 * bucket counts (adding to counts already there) and deletes those rows, reads from a day on.
 */
import { describe, expect, it } from 'vitest';
import type { VitalsSample } from '@/lib/vitals/beacon';
import { bucketOf } from '@/lib/vitals/histogram';
import type { VitalsStore } from '@/server/core/vitals-store';

export const lcp = (value: number, over: Partial<VitalsSample> = {}): VitalsSample => ({
  template: '/faq',
  metric: 'LCP',
  navigationType: 'navigate',
  viewport: 'wide',
  value,
  ...over,
});

const view = { template: '/faq', navigationType: 'navigate', viewport: 'wide', views: 1 } as const;

export function vitalsStoreContract(name: string, open: () => Promise<VitalsStore>): void {
  describe(`${name} vitals store`, () => {
    it('records samples and adds up page views per day', async () => {
      const store = await open();
      await store.record([lcp(1000), lcp(0.02, { metric: 'CLS', viewport: 'narrow' })], [view], '2026-11-27');
      await store.record([lcp(2000)], [view, { ...view, navigationType: 'prerender' }], '2026-11-28');
      await store.record([], [view], '2026-11-28');
      const data = await store.read('2026-11-28');
      expect(data.samples).toEqual([{ ...lcp(2000), day: '2026-11-28' }]);
      expect(data.pageViews.sort((a, b) => a.navigationType.localeCompare(b.navigationType))).toEqual([
        { ...view, day: '2026-11-28', views: 2 },
        { ...view, day: '2026-11-28', navigationType: 'prerender', views: 1 },
      ]);
      expect((await store.read('2026-11-01')).samples).toHaveLength(3);
    });

    it('folds the days before the cutoff into bucket counts and deletes their rows', async () => {
      const store = await open();
      await store.record([lcp(1000), lcp(1000), lcp(3000)], [], '2026-10-01');
      await store.record([lcp(1000)], [], '2026-10-02');
      await store.record([lcp(5000)], [], '2026-11-01');
      expect(await store.fold('2026-10-02')).toBe(3);
      // the same day folded again (rows that arrived late) adds to its counts
      await store.record([lcp(1000)], [], '2026-10-01');
      expect(await store.fold('2026-11-01')).toBe(2);
      expect(await store.fold('2026-11-01')).toBe(0);
      const data = await store.read('2026-01-01');
      expect(data.samples).toEqual([{ ...lcp(5000), day: '2026-11-01' }]);
      const counts = data.buckets
        .map((b) => [b.day, b.bucket, b.count])
        .sort((a, b) => String(a).localeCompare(String(b)));
      expect(counts).toEqual([
        ['2026-10-01', bucketOf('LCP', 1000), 3],
        ['2026-10-01', bucketOf('LCP', 3000), 1],
        ['2026-10-02', bucketOf('LCP', 1000), 1],
      ]);
      expect(data.buckets.every((b) => b.template === '/faq' && b.metric === 'LCP' && b.viewport === 'wide')).toBe(
        true,
      );
    });
  });
}
