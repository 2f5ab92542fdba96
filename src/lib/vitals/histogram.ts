/**
 * The fixed buckets field values are counted in (each value adds one to its bucket of the day;
 * raw rows of earlier versions are folded into the same counts). Buckets grow geometrically by BUCKET_RATIO from each metric's
 * smallest step, so a value read back as its bucket's geometric middle is within
 * sqrt(BUCKET_RATIO) - 1 (about 2 %) of the value: a p75 from buckets stays within 5 % of the raw one.
 * Bucket 0 holds the values below the smallest step (read back as 0).
 */
import { METRIC_MAX, type MetricName } from './metrics.ts';

export const BUCKET_RATIO = 1.04;

/** The lower edge of bucket 1 per metric: ms for the times, layout-shift units for CLS. */
export const BUCKET_FLOOR: Record<MetricName, number> = {
  LCP: 1,
  INP: 1,
  CLS: 0.0005,
  FCP: 1,
  TTFB: 1,
};

const LOG_RATIO = Math.log(BUCKET_RATIO);

/** The highest bucket of a metric (its METRIC_MAX). */
export function lastBucket(metric: MetricName): number {
  return 1 + Math.floor(Math.log(METRIC_MAX[metric] / BUCKET_FLOOR[metric]) / LOG_RATIO);
}

export function bucketOf(metric: MetricName, value: number): number {
  const floor = BUCKET_FLOOR[metric];
  if (!(value >= floor)) return 0;
  // A value on an edge may land a hair low through rounding; the edge itself belongs to the upper bucket.
  let bucket = 1 + Math.floor(Math.log(value / floor) / LOG_RATIO + 1e-9);
  if (bucket > 1 && value < floor * BUCKET_RATIO ** (bucket - 1)) bucket -= 1;
  return Math.min(bucket, lastBucket(metric));
}

/** The value a bucket stands for: the geometric middle of its edges (0 for bucket 0). */
export function bucketValue(metric: MetricName, bucket: number): number {
  if (bucket <= 0) return 0;
  return BUCKET_FLOOR[metric] * BUCKET_RATIO ** (bucket - 1) * Math.sqrt(BUCKET_RATIO);
}
