/**
 * The field vitals' port: the tables of migrations/0002_vitals.sql as the API, the folding and
 * the report use them, whatever holds them (SQLite under `npm start`: node/vitals-store-sqlite.ts;
 * D1 on Workers: workers/vitals-store-d1.ts; memory in tests). Runtime-neutral: no Node imports.
 */
import type { PageViewCount, VitalsSample } from '../../lib/vitals/beacon.ts';
import {
  foldSamples,
  type DailyBucket,
  type DailyPageViews,
  type LeadDay,
  type StoredSample,
  type VitalsData,
} from '../../lib/vitals/records.ts';

export interface VitalsStore {
  /** Stores a beacon's samples and page views on `day`, all or nothing. */
  record(samples: readonly VitalsSample[], views: readonly PageViewCount[], day: string): Promise<void>;
  /**
   * Folds the raw samples of every day before `beforeDay` into daily bucket counts and deletes
   * them, one day per transaction (a day's rows are counted and deleted together). Returns how
   * many samples it folded.
   */
  fold(beforeDay: string): Promise<number>;
  /** Everything from `sinceDay` on: samples, buckets, page views, and the day of each lead. */
  read(sinceDay: string): Promise<VitalsData>;
}

/** Adds bucket counts to those already kept (the same key again adds up). */
export function mergeBuckets(kept: DailyBucket[], added: readonly DailyBucket[]): DailyBucket[] {
  const key = (b: DailyBucket) => [b.day, b.template, b.metric, b.navigationType, b.viewport, b.bucket].join('\n');
  const byKey = new Map(kept.map((b) => [key(b), { ...b }]));
  for (const bucket of added) {
    const found = byKey.get(key(bucket));
    if (found) found.count += bucket.count;
    else byKey.set(key(bucket), { ...bucket });
  }
  return [...byKey.values()];
}

/** In memory (tests, `astro dev` without a database). `leads` stands in for the outbox. */
export function createMemoryVitalsStore(leads: LeadDay[] = []): VitalsStore & {
  samples: StoredSample[];
  buckets: DailyBucket[];
  pageViews: DailyPageViews[];
} {
  const store = {
    samples: [] as StoredSample[],
    buckets: [] as DailyBucket[],
    pageViews: [] as DailyPageViews[],
    async record(samples: readonly VitalsSample[], views: readonly PageViewCount[], day: string) {
      store.samples.push(...samples.map((sample) => ({ ...sample, day })));
      for (const view of views) {
        const found = store.pageViews.find(
          (v) =>
            v.day === day &&
            v.template === view.template &&
            v.navigationType === view.navigationType &&
            v.viewport === view.viewport,
        );
        if (found) found.views += view.views;
        else store.pageViews.push({ ...view, day });
      }
    },
    async fold(beforeDay: string) {
      const old = store.samples.filter((s) => s.day < beforeDay);
      store.buckets = mergeBuckets(store.buckets, foldSamples(old));
      store.samples = store.samples.filter((s) => s.day >= beforeDay);
      return old.length;
    },
    async read(sinceDay: string): Promise<VitalsData> {
      return {
        samples: store.samples.filter((s) => s.day >= sinceDay),
        buckets: store.buckets.filter((b) => b.day >= sinceDay),
        pageViews: store.pageViews.filter((v) => v.day >= sinceDay),
        leads: leads.filter((l) => l.day >= sinceDay),
      };
    },
  };
  return store;
}

/** The SQL both database stores run (SQLite and D1 speak the same), with positional parameters. */
export const VITALS_SQL = {
  insertSample:
    'INSERT INTO vitals_samples (day, template, metric, navigation_type, viewport, value) VALUES (?, ?, ?, ?, ?, ?)',
  addPageViews: `INSERT INTO page_views_daily (day, template, navigation_type, viewport, views) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (day, template, navigation_type, viewport) DO UPDATE SET views = views + excluded.views`,
  oldestDayBefore: 'SELECT MIN(day) AS day FROM vitals_samples WHERE day < ?',
  samplesOfDay: 'SELECT day, template, metric, navigation_type, viewport, value FROM vitals_samples WHERE day = ?',
  addBucket: `INSERT INTO vitals_daily (day, template, metric, navigation_type, viewport, bucket, count) VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (day, template, metric, navigation_type, viewport, bucket) DO UPDATE SET count = count + excluded.count`,
  deleteDay: 'DELETE FROM vitals_samples WHERE day = ?',
  samplesSince: 'SELECT day, template, metric, navigation_type, viewport, value FROM vitals_samples WHERE day >= ?',
  bucketsSince:
    'SELECT day, template, metric, navigation_type, viewport, bucket, count FROM vitals_daily WHERE day >= ?',
  pageViewsSince: 'SELECT day, template, navigation_type, viewport, views FROM page_views_daily WHERE day >= ?',
  /** Leads by when they were received (ms), the health probe's passing row left out. */
  leadsSince: "SELECT form_type, created_at FROM submissions WHERE created_at >= ? AND id <> '~health-probe'",
} as const;

type SqlRow = Record<string, unknown>;
const str = (row: SqlRow, column: string): string => {
  const value = row[column];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

export function sampleValues(sample: VitalsSample, day: string): (string | number)[] {
  return [day, sample.template, sample.metric, sample.navigationType, sample.viewport, sample.value];
}

export function pageViewValues(view: PageViewCount, day: string): (string | number)[] {
  return [day, view.template, view.navigationType, view.viewport, view.views];
}

export function bucketValues(bucket: DailyBucket): (string | number)[] {
  return [
    bucket.day,
    bucket.template,
    bucket.metric,
    bucket.navigationType,
    bucket.viewport,
    bucket.bucket,
    bucket.count,
  ];
}

/** The columns every vitals table keys its rows by: the day, the template, the navigation type, the viewport. */
function toRowKey(row: SqlRow): Pick<DailyPageViews, 'day' | 'template' | 'navigationType' | 'viewport'> {
  return {
    day: str(row, 'day'),
    template: str(row, 'template') as DailyPageViews['template'],
    navigationType: str(row, 'navigation_type') as DailyPageViews['navigationType'],
    viewport: str(row, 'viewport') as DailyPageViews['viewport'],
  };
}

export function toStoredSample(row: SqlRow): StoredSample {
  return { ...toRowKey(row), metric: str(row, 'metric') as StoredSample['metric'], value: Number(row['value']) };
}

export function toDailyBucket(row: SqlRow): DailyBucket {
  const { value: _value, ...key } = toStoredSample(row);
  return { ...key, bucket: Number(row['bucket']), count: Number(row['count']) };
}

export function toDailyPageViews(row: SqlRow): DailyPageViews {
  return { ...toRowKey(row), views: Number(row['views']) };
}

export function toLeadDay(row: SqlRow): LeadDay {
  return {
    day: new Date(Number(row['created_at'])).toISOString().slice(0, 10),
    formType: str(row, 'form_type') as LeadDay['formType'],
  };
}

/** The first time (ms) of a UTC day, for the submissions' `created_at`. */
export function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}
