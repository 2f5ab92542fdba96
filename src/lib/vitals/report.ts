/**
 * The field report (`npm run report`, GET /api/report) from what the stores read: per template,
 * metric, navigation type and viewport class the 75th percentile (nearest rank over the raw
 * samples and, for folded days, the bucket counts), the shares of good / needs-improvement /
 * poor, the count, for the last 7 and 28 days; page views per template; leads per form and
 * week; the conversion of the request and consultation pages; the p75 of each metric per day.
 */
import { FORM_TYPES, type FormType } from '../forms/values.ts';
import { bucketValue } from './histogram.ts';
import { METRIC_NAMES, ratingOf, type MetricName, type NavigationType, type Viewport } from './metrics.ts';
import { INTAKE_OUTCOMES, type IntakeOutcome, type OutcomeCount } from './intake.ts';
import { daysBefore, type DailyBucket, type DailyPageViews, type StoredSample, type VitalsData } from './records.ts';
import type { PageTemplate } from './templates.ts';

/** The report's windows, in days ending today (today included): the last 7, and the last REPORT_DAYS (what it reads). */
const SHORT_WINDOW_DAYS = 7;
export const REPORT_DAYS = 28;

/** The conversion base "every page". */
export const EVERY_PAGE = '*';

/**
 * What a form's leads are divided by for "leads per view": the views of the one page that holds
 * the form, or, for a form that every page can open (the consultation dialog), the views of
 * every page. Leads carry no page, so a page of its own would mislead (1 view, 3 leads: 300 %).
 */
export const CONVERSION_BASE: Record<FormType, PageTemplate | typeof EVERY_PAGE> = {
  request: '/request',
  consultation: EVERY_PAGE,
};

export interface Weighted {
  value: number;
  weight: number;
}

/** The 75th percentile by nearest rank: the smallest value with at least 75 % of the weight at or below it. */
export function p75(values: readonly Weighted[]): number | null {
  const total = values.reduce((sum, v) => sum + v.weight, 0);
  if (total <= 0) return null;
  const rank = Math.ceil(0.75 * total);
  const sorted = [...values].sort((a, b) => a.value - b.value);
  let seen = 0;
  for (const item of sorted) {
    seen += item.weight;
    if (seen >= rank) return item.value;
  }
  return sorted.at(-1)?.value ?? null;
}

export interface Stats {
  count: number;
  p75: number | null;
  /** Shares of the count, 0 to 1. */
  good: number;
  needsImprovement: number;
  poor: number;
}

export function statsOf(metric: MetricName, values: readonly Weighted[]): Stats {
  const count = values.reduce((sum, v) => sum + v.weight, 0);
  const shares = { good: 0, 'needs-improvement': 0, poor: 0 };
  for (const v of values) shares[ratingOf(metric, v.value)] += v.weight;
  const share = (n: number) => (count ? n / count : 0);
  return {
    count,
    p75: p75(values),
    good: share(shares.good),
    needsImprovement: share(shares['needs-improvement']),
    poor: share(shares.poor),
  };
}

export interface VitalsItem extends Stats {
  template: PageTemplate;
  metric: MetricName;
  navigationType: NavigationType;
  viewport: Viewport;
  /** `count`, `p75` and the shares above are of the last 28 days; these of the last 7. */
  last7: Stats;
}

export interface TemplateItem {
  template: PageTemplate;
  metric: MetricName;
  last7: Stats;
  last28: Stats;
}

export interface PageViewsItem {
  template: PageTemplate;
  last7: number;
  last28: number;
}

export interface LeadsWeek {
  /** The Monday the week starts on (UTC). */
  week: string;
  form: FormType;
  leads: number;
  /** How many of the week's days the report covers: under 7 for the first and the current week. */
  days: number;
}

export interface ConversionItem {
  form: FormType;
  /** The page whose views the leads are divided by, or EVERY_PAGE (CONVERSION_BASE). */
  template: PageTemplate | typeof EVERY_PAGE;
  leads: number;
  pageViews: number;
  /** Leads per page view in the last 28 days; null without page views. */
  rate: number | null;
}

export interface DailyItem {
  day: string;
  metric: MetricName;
  count: number;
  p75: number | null;
}

export interface VitalsReport {
  generatedAt: string;
  /** The last day covered (UTC), and the first of each window. */
  today: string;
  from7: string;
  from28: string;
  vitals: VitalsItem[];
  templates: TemplateItem[];
  pageViews: PageViewsItem[];
  leadsPerWeek: LeadsWeek[];
  conversion: ConversionItem[];
  daily: DailyItem[];
  /** Beacons per outcome (stored, or refused and why) in the last 7 and 28 days. */
  beacons: BeaconsItem[];
}

export interface BeaconsItem {
  outcome: IntakeOutcome;
  last7: number;
  last28: number;
}

/** Weights per value: a histogram, small whatever the number of rows it counts. */
type Histogram = Map<number, number>;

function addTo(histogram: Histogram, value: number, weight: number): void {
  histogram.set(value, (histogram.get(value) ?? 0) + weight);
}

const weightedOf = (histogram: Histogram): Weighted[] => [...histogram].map(([value, weight]) => ({ value, weight }));

/** The Monday (UTC) of a day's week. */
export function weekOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  return daysBefore(day, (at.getUTCDay() + 6) % 7);
}

const byOrder =
  <T>(order: readonly T[]) =>
  (a: T, b: T) =>
    order.indexOf(a) - order.indexOf(b);

/** One metric value (a raw sample, or a bucket standing for `weight` of them) on a day. */
export interface TallyEntry {
  day: string;
  template: PageTemplate;
  metric: MetricName;
  navigationType: NavigationType;
  viewport: Viewport;
  value: number;
  weight: number;
}

/**
 * The report, added up row by row: a store streams its rows in (in slices, yielding between them),
 * and the tally keeps only histograms per group, so its memory is bounded by the number of groups
 * and buckets, never by the number of rows. Rows outside the last REPORT_DAYS are ignored.
 */
export function createReportTally(now: Date) {
  const today = now.toISOString().slice(0, 10);
  const from7 = daysBefore(today, SHORT_WINDOW_DAYS - 1);
  const from28 = daysBefore(today, REPORT_DAYS - 1);
  const inWindow = (day: string) => day >= from28 && day <= today;

  interface Group<K> {
    key: K;
    last28: Histogram;
    last7: Histogram;
  }
  const splits = new Map<string, Group<Pick<TallyEntry, 'template' | 'metric' | 'navigationType' | 'viewport'>>>();
  const perTemplate = new Map<string, Group<Pick<TallyEntry, 'template' | 'metric'>>>();
  const perDay = new Map<string, { day: string; metric: MetricName; values: Histogram }>();
  const views = new Map<PageTemplate, { last7: number; last28: number }>();
  const leads = new Map<string, number>();
  const outcomes = new Map<IntakeOutcome, { last7: number; last28: number }>();

  const groupOf = <K>(map: Map<string, Group<K>>, id: string, key: K): Group<K> => {
    let group = map.get(id);
    if (!group) map.set(id, (group = { key, last28: new Map(), last7: new Map() }));
    return group;
  };

  return {
    /** The first day the report reads (REPORT_DAYS ending today). */
    from28,
    today,
    add(entry: TallyEntry): void {
      if (!inWindow(entry.day) || entry.weight <= 0) return;
      const { template, metric, navigationType, viewport, value, weight } = entry;
      const recent = entry.day >= from7;
      for (const group of [
        groupOf(splits, [template, metric, navigationType, viewport].join('\n'), {
          template,
          metric,
          navigationType,
          viewport,
        }),
        groupOf(perTemplate, `${template}\n${metric}`, { template, metric }),
      ]) {
        addTo(group.last28, value, weight);
        if (recent) addTo(group.last7, value, weight);
      }
      const dayKey = `${entry.day}\n${metric}`;
      let day = perDay.get(dayKey);
      if (!day) perDay.set(dayKey, (day = { day: entry.day, metric, values: new Map() }));
      addTo(day.values, value, weight);
    },
    addSample(sample: StoredSample): void {
      this.add({ ...sample, weight: 1 });
    },
    addBucket(bucket: DailyBucket): void {
      this.add({ ...bucket, value: bucketValue(bucket.metric, bucket.bucket), weight: bucket.count });
    },
    addPageViews(row: DailyPageViews): void {
      if (!inWindow(row.day)) return;
      const found = views.get(row.template) ?? { last7: 0, last28: 0 };
      found.last28 += row.views;
      if (row.day >= from7) found.last7 += row.views;
      views.set(row.template, found);
    },
    addLeads(day: string, formType: FormType, count: number): void {
      if (!inWindow(day)) return;
      const key = `${day}\n${formType}`;
      leads.set(key, (leads.get(key) ?? 0) + count);
    },
    addOutcome({ day, outcome, beacons }: OutcomeCount): void {
      if (!inWindow(day)) return;
      const found = outcomes.get(outcome) ?? { last7: 0, last28: 0 };
      found.last28 += beacons;
      if (day >= from7) found.last7 += beacons;
      outcomes.set(outcome, found);
    },
    report(): VitalsReport {
      const byMetricOrder = byOrder<MetricName>(METRIC_NAMES);
      const vitals = [...splits.values()]
        .map(({ key, last28, last7 }): VitalsItem => ({
          ...key,
          ...statsOf(key.metric, weightedOf(last28)),
          last7: statsOf(key.metric, weightedOf(last7)),
        }))
        .sort(
          (a, b) =>
            a.template.localeCompare(b.template) ||
            byMetricOrder(a.metric, b.metric) ||
            a.navigationType.localeCompare(b.navigationType) ||
            a.viewport.localeCompare(b.viewport),
        );
      const templates = [...perTemplate.values()]
        .map(({ key, last28, last7 }): TemplateItem => ({
          ...key,
          last7: statsOf(key.metric, weightedOf(last7)),
          last28: statsOf(key.metric, weightedOf(last28)),
        }))
        .sort((a, b) => a.template.localeCompare(b.template) || byMetricOrder(a.metric, b.metric));
      const pageViews = [...views]
        .map(([template, counts]): PageViewsItem => ({ template, ...counts }))
        .sort((a, b) => a.template.localeCompare(b.template));

      const leadsOf = (form: FormType, inWeek?: string) => {
        let total = 0;
        for (const [key, count] of leads) {
          const [day = '', formType] = key.split('\n');
          if (formType === form && (inWeek === undefined || weekOf(day) === inWeek)) total += count;
        }
        return total;
      };
      const leadsPerWeek: LeadsWeek[] = [];
      for (let week = weekOf(from28); week <= today; week = daysBefore(week, -7)) {
        const first = week < from28 ? from28 : week;
        const last = daysBefore(week, -6) > today ? today : daysBefore(week, -6);
        const days = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1;
        for (const form of FORM_TYPES) leadsPerWeek.push({ week, form, leads: leadsOf(form, week), days });
      }

      const conversion = FORM_TYPES.map((form): ConversionItem => {
        const template = CONVERSION_BASE[form];
        const formLeads = leadsOf(form);
        const pageViewCount =
          template === EVERY_PAGE
            ? pageViews.reduce((sum, v) => sum + v.last28, 0)
            : (pageViews.find((v) => v.template === template)?.last28 ?? 0);
        return {
          form,
          template,
          leads: formLeads,
          pageViews: pageViewCount,
          rate: pageViewCount ? formLeads / pageViewCount : null,
        };
      });

      const daily = [...perDay.values()]
        .map(({ day, metric, values }): DailyItem => {
          const stats = statsOf(metric, weightedOf(values));
          return { day, metric, count: stats.count, p75: stats.p75 };
        })
        .sort((a, b) => a.day.localeCompare(b.day) || byMetricOrder(a.metric, b.metric));

      const beacons = INTAKE_OUTCOMES.flatMap((outcome): BeaconsItem[] => {
        const counts = outcomes.get(outcome);
        return counts ? [{ outcome, ...counts }] : [];
      });

      return {
        generatedAt: now.toISOString(),
        today,
        from7,
        from28,
        vitals,
        templates,
        pageViews,
        leadsPerWeek,
        conversion,
        daily,
        beacons,
      };
    },
  };
}

export type ReportTally = ReturnType<typeof createReportTally>;

/** The report of data held in memory (the memory store, tests). */
export function buildReport(data: VitalsData, now: Date): VitalsReport {
  const tally = createReportTally(now);
  for (const sample of data.samples) tally.addSample(sample);
  for (const bucket of data.buckets) tally.addBucket(bucket);
  for (const row of data.pageViews) tally.addPageViews(row);
  for (const lead of data.leads) tally.addLeads(lead.day, lead.formType, 1);
  for (const outcome of data.outcomes ?? []) tally.addOutcome(outcome);
  return tally.report();
}
