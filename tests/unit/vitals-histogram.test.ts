/** The fixed buckets of folded days (src/lib/vitals/histogram.ts): every value read back within 5 %. */
import { describe, expect, it } from 'vitest';
import { BUCKET_RATIO, bucketOf, bucketValue, lastBucket } from '@/lib/vitals/histogram';
import { METRIC_MAX, METRIC_NAMES } from '@/lib/vitals/metrics';

describe('buckets', () => {
  it.each(METRIC_NAMES)('%s: a value is read back within 5 %% over the whole range', (metric) => {
    for (let value = METRIC_MAX[metric]; value > METRIC_MAX[metric] / 1e5; value /= 1.013) {
      const back = bucketValue(metric, bucketOf(metric, value));
      if (bucketOf(metric, value) === 0) continue;
      expect(Math.abs(back - value) / value).toBeLessThan(0.05);
    }
  });

  it('puts 0 and the tiniest values in bucket 0, read as 0, and the largest in the last bucket', () => {
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketValue('CLS', 0)).toBe(0);
    expect(bucketOf('LCP', 0.4)).toBe(0);
    expect(bucketOf('LCP', METRIC_MAX.LCP)).toBe(lastBucket('LCP'));
    expect(bucketOf('LCP', 1)).toBe(1);
    expect(bucketOf('LCP', BUCKET_RATIO)).toBe(2);
  });

  it('keeps the buckets few enough to store per day (under 400 per metric)', () => {
    for (const metric of METRIC_NAMES) expect(lastBucket(metric)).toBeLessThan(400);
  });
});
