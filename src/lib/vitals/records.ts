/**
 * What the vitals tables hold, as both stores read and write them and the report reads them:
 * bucket counts per day (and raw samples, as earlier versions kept them, until folded), page
 * views per day, beacons per outcome, and the day of each lead (from the outbox). A day is a UTC date (`dayOf`), never a time.
 */
import type { FormType } from '../forms/values.ts';
import type { PageViewCount, VitalsSample } from './beacon.ts';
import type { OutcomeCount } from './intake.ts';
import { bucketOf } from './histogram.ts';
import { type MetricName, type NavigationType, type Viewport } from './metrics.ts';
import type { PageTemplate } from './templates.ts';

export interface StoredSample extends VitalsSample {
  day: string;
}

export interface DailyBucket {
  day: string;
  template: PageTemplate;
  metric: MetricName;
  navigationType: NavigationType;
  viewport: Viewport;
  bucket: number;
  count: number;
}

export interface DailyPageViews extends PageViewCount {
  day: string;
}

export interface LeadDay {
  day: string;
  formType: FormType;
}

export interface VitalsData {
  samples: StoredSample[];
  buckets: DailyBucket[];
  pageViews: DailyPageViews[];
  leads: LeadDay[];
  /** Beacons stored and refused per day and outcome. */
  outcomes?: OutcomeCount[];
}

/** The day `days` days before `day` (UTC dates). */
export function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/** Samples as bucket counts, one per day, template, metric, navigation type, viewport and bucket. */
export function foldSamples(samples: readonly StoredSample[]): DailyBucket[] {
  const counts = new Map<string, DailyBucket>();
  for (const sample of samples) {
    const bucket = bucketOf(sample.metric, sample.value);
    const key = [sample.day, sample.template, sample.metric, sample.navigationType, sample.viewport, bucket].join('\n');
    const found = counts.get(key);
    if (found) found.count += 1;
    else
      counts.set(key, {
        day: sample.day,
        template: sample.template,
        metric: sample.metric,
        navigationType: sample.navigationType,
        viewport: sample.viewport,
        bucket,
        count: 1,
      });
  }
  return [...counts.values()];
}
