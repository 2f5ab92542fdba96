/**
 * The field vitals' port: the tables of migrations/0002_vitals.sql and 0003_vitals_intake.sql as
 * the API, the folding and the report use them, whatever holds them (SQLite under `npm start`, a
 * file of its own: node/vitals-store-sqlite.ts; D1 on Workers: workers/vitals-store-d1.ts; memory
 * in tests). Runtime-neutral: no Node imports.
 *
 * What is stored is counts, never values: a beacon's metric values become one more in their
 * bucket of the day (src/lib/vitals/histogram.ts), its page views one more per day, its arrival one
 * more of its outcome per day. No row holds one beacon, so nothing keeps the order beacons
 * arrived in for an access log to match. Raw rows that earlier versions kept (vitals_samples) are
 * folded into buckets in slices.
 */
import type { OutcomeCount } from '../../lib/vitals/intake.ts';
import {
  foldSamples,
  type DailyBucket,
  type DailyPageViews,
  type LeadDay,
  type StoredSample,
} from '../../lib/vitals/records.ts';
import type { ReportTally } from '../../lib/vitals/report.ts';

/** What one write adds: bucket counts, page views and outcomes, each adding to what is kept. */
export interface VitalsBatch {
  buckets: readonly DailyBucket[];
  pageViews: readonly DailyPageViews[];
  outcomes: readonly OutcomeCount[];
}

/** What the caps are checked against; what a host cannot know is undefined. */
export interface VitalsUsage {
  /** Beacons stored on the day asked about (all processes or isolates). */
  storedToday: number;
  /** The vitals' database size (bytes). */
  bytes: number | undefined;
  /** Free disk where the database lives (bytes). */
  freeBytes: number | undefined;
}

export interface VitalsStore {
  /** Adds a batch, all or nothing (one transaction). */
  record(batch: VitalsBatch): Promise<void>;
  usage(day: string): Promise<VitalsUsage>;
  /**
   * Folds the raw rows earlier versions kept into daily bucket counts and deletes them, a slice
   * of FOLD_SLICE_ROWS per transaction, yielding between slices. Returns how many it folded.
   */
  fold(): Promise<number>;
  /** Streams the report's rows (its window of buckets, page views, outcomes, leads per day) into the tally, in slices. */
  tally(tally: ReportTally): Promise<void>;
  /**
   * Where several processes take beacons (the Worker's isolates): counts one beacon of `client` on
   * `day` where all of them see it, and returns the day's count so far. Absent where one process
   * sees every beacon (its intake's own count is the whole count).
   */
  countClient?(day: string, client: string): Promise<number>;
  /** Deletes the per-client counts (and their salts) of the days before `day`; how many rows. */
  pruneClients?(day: string): Promise<number>;
}

/** Rows per slice of the fold and of the report's reads: each slice blocks a few milliseconds. */
export const FOLD_SLICE_ROWS = 1000;
export const REPORT_SLICE_ROWS = 2000;

/** Lets the host answer what is waiting (a request for `/`) between two slices. */
export const yieldToEvents = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const bucketKey = (b: Omit<DailyBucket, 'count'>) =>
  [b.day, b.template, b.metric, b.navigationType, b.viewport, b.bucket].join('\n');
const viewKey = (v: Omit<DailyPageViews, 'views'>) => [v.day, v.template, v.navigationType, v.viewport].join('\n');

/** Adds bucket counts to those already kept (the same key again adds up). */
export function mergeBuckets(kept: DailyBucket[], added: readonly DailyBucket[]): DailyBucket[] {
  const byKey = new Map(kept.map((b) => [bucketKey(b), { ...b }]));
  for (const bucket of added) {
    const found = byKey.get(bucketKey(bucket));
    if (found) found.count += bucket.count;
    else byKey.set(bucketKey(bucket), { ...bucket });
  }
  return [...byKey.values()];
}

/**
 * A batch being gathered in memory: counts per key, so a thousand beacons of one page become a
 * few dozen rows to add.
 */
export function createBatchBuilder() {
  const buckets = new Map<string, DailyBucket>();
  const views = new Map<string, DailyPageViews>();
  const outcomes = new Map<string, OutcomeCount>();
  return {
    addSamples(samples: readonly StoredSample[]): void {
      for (const bucket of foldSamples(samples)) {
        const found = buckets.get(bucketKey(bucket));
        if (found) found.count += bucket.count;
        else buckets.set(bucketKey(bucket), bucket);
      }
    },
    addPageViews(rows: readonly DailyPageViews[]): void {
      for (const row of rows) {
        const found = views.get(viewKey(row));
        if (found) found.views += row.views;
        else views.set(viewKey(row), { ...row });
      }
    },
    addOutcome(day: string, outcome: OutcomeCount['outcome'], beacons = 1): void {
      const key = `${day}\n${outcome}`;
      const found = outcomes.get(key);
      if (found) found.beacons += beacons;
      else outcomes.set(key, { day, outcome, beacons });
    },
    get empty(): boolean {
      return buckets.size + views.size + outcomes.size === 0;
    },
    /** The batch so far; the builder starts empty again. */
    take(): VitalsBatch {
      const batch = {
        buckets: [...buckets.values()],
        pageViews: [...views.values()],
        outcomes: [...outcomes.values()],
      };
      buckets.clear();
      views.clear();
      outcomes.clear();
      return batch;
    },
  };
}

/** In memory (tests, `astro dev` without a database). `leads` stands in for the outbox. */
export function createMemoryVitalsStore(leads: LeadDay[] = []): VitalsStore & {
  buckets: DailyBucket[];
  pageViews: DailyPageViews[];
  outcomes: OutcomeCount[];
  /** Raw rows as earlier versions kept them, for the fold. */
  samples: StoredSample[];
} {
  const store = {
    samples: [] as StoredSample[],
    buckets: [] as DailyBucket[],
    pageViews: [] as DailyPageViews[],
    outcomes: [] as OutcomeCount[],
    async record(batch: VitalsBatch) {
      store.buckets = mergeBuckets(store.buckets, batch.buckets);
      for (const view of batch.pageViews) {
        const found = store.pageViews.find((v) => viewKey(v) === viewKey(view));
        if (found) found.views += view.views;
        else store.pageViews.push({ ...view });
      }
      for (const outcome of batch.outcomes) {
        const found = store.outcomes.find((o) => o.day === outcome.day && o.outcome === outcome.outcome);
        if (found) found.beacons += outcome.beacons;
        else store.outcomes.push({ ...outcome });
      }
    },
    async usage(day: string): Promise<VitalsUsage> {
      const stored = store.outcomes.find((o) => o.day === day && o.outcome === 'stored');
      return { storedToday: stored?.beacons ?? 0, bytes: undefined, freeBytes: undefined };
    },
    async fold() {
      const folded = store.samples.length;
      store.buckets = mergeBuckets(store.buckets, foldSamples(store.samples));
      store.samples = [];
      return folded;
    },
    async tally(tally: ReportTally) {
      for (const bucket of store.buckets) tally.addBucket(bucket);
      for (const row of store.pageViews) tally.addPageViews(row);
      for (const outcome of store.outcomes) tally.addOutcome(outcome);
      for (const lead of leads) tally.addLeads(lead.day, lead.formType, 1);
    },
  };
  return store;
}

/** The SQL both database stores run (SQLite and D1 speak the same), with positional parameters. */
export const VITALS_SQL = {
  addPageViews: `INSERT INTO page_views_daily (day, template, navigation_type, viewport, views) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (day, template, navigation_type, viewport) DO UPDATE SET views = views + excluded.views`,
  addBucket: `INSERT INTO vitals_daily (day, template, metric, navigation_type, viewport, bucket, count) VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (day, template, metric, navigation_type, viewport, bucket) DO UPDATE SET count = count + excluded.count`,
  addOutcome: `INSERT INTO vitals_intake (day, outcome, beacons) VALUES (?, ?, ?)
    ON CONFLICT (day, outcome) DO UPDATE SET beacons = beacons + excluded.beacons`,
  storedOn: "SELECT beacons FROM vitals_intake WHERE day = ? AND outcome = 'stored'",
  /** The day's salt of the client hashes: the first process to ask sets it. */
  addClientSalt: 'INSERT OR IGNORE INTO vitals_client_salts (day, salt) VALUES (?, ?)',
  clientSaltOn: 'SELECT salt FROM vitals_client_salts WHERE day = ?',
  countClient: `INSERT INTO vitals_clients (day, client, beacons) VALUES (?, ?, 1)
    ON CONFLICT (day, client) DO UPDATE SET beacons = beacons + 1 RETURNING beacons`,
  pruneClients: 'DELETE FROM vitals_clients WHERE day < ?',
  pruneClientSalts: 'DELETE FROM vitals_client_salts WHERE day < ?',
  /** A slice of raw rows of earlier versions, oldest first, and their deletion up to the slice's last. */
  legacySlice:
    'SELECT rowid AS id, day, template, metric, navigation_type, viewport, value FROM vitals_samples ORDER BY rowid LIMIT ?',
  deleteLegacyUpTo: 'DELETE FROM vitals_samples WHERE rowid <= ?',
  /**
   * A slice of the window's bucket counts, in the primary key's order from just after the last
   * row of the previous slice (row values; the first slice starts at `(from, '', '', '', '', -1)`).
   */
  bucketsPage: `SELECT day, template, metric, navigation_type, viewport, bucket, count FROM vitals_daily
    WHERE (day, template, metric, navigation_type, viewport, bucket) > (?, ?, ?, ?, ?, ?) AND day <= ?
    ORDER BY day, template, metric, navigation_type, viewport, bucket LIMIT ?`,
  pageViewsSince: 'SELECT day, template, navigation_type, viewport, views FROM page_views_daily WHERE day >= ?',
  outcomesSince: 'SELECT day, outcome, beacons FROM vitals_intake WHERE day >= ?',
  /** Leads per form and UTC day (created_at in ms), counted in SQL, the health probe's passing row left out. */
  leadsPerDaySince: `SELECT form_type, created_at / 86400000 AS day_number, COUNT(*) AS leads FROM submissions
    WHERE created_at >= ? AND id <> '~health-probe' GROUP BY form_type, day_number`,
} as const;

type SqlRow = Record<string, unknown>;
const str = (row: SqlRow, column: string): string => {
  const value = row[column];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

export function pageViewValues(view: DailyPageViews): (string | number)[] {
  return [view.day, view.template, view.navigationType, view.viewport, view.views];
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

export function outcomeValues(outcome: OutcomeCount): (string | number)[] {
  return [outcome.day, outcome.outcome, outcome.beacons];
}

/** The row values the next bucketsPage starts after: the first for `fromDay`, else the last row read. */
export function bucketsPageAfter(last: DailyBucket | undefined, fromDay: string): (string | number)[] {
  return last
    ? [last.day, last.template, last.metric, last.navigationType, last.viewport, last.bucket]
    : [fromDay, '', '', '', '', -1];
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
  return {
    ...toRowKey(row),
    metric: str(row, 'metric') as DailyBucket['metric'],
    bucket: Number(row['bucket']),
    count: Number(row['count']),
  };
}

export function toDailyPageViews(row: SqlRow): DailyPageViews {
  return { ...toRowKey(row), views: Number(row['views']) };
}

export function toOutcomeCount(row: SqlRow): OutcomeCount {
  return {
    day: str(row, 'day'),
    outcome: str(row, 'outcome') as OutcomeCount['outcome'],
    beacons: Number(row['beacons']),
  };
}

/** A leadsPerDaySince row into the tally. */
export function tallyLeads(tally: ReportTally, row: SqlRow): void {
  const day = new Date(Number(row['day_number']) * 86_400_000).toISOString().slice(0, 10);
  tally.addLeads(day, str(row, 'form_type') as LeadDay['formType'], Number(row['leads']));
}

/** The first time (ms) of a UTC day, for the submissions' `created_at`. */
export function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}
