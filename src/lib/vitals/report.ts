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
import { daysBefore, type DailyBucket, type StoredSample, type VitalsData } from './records.ts';
import type { PageTemplate } from './templates.ts';

/** The report's windows, in days ending today (today included): the last 7, and the last REPORT_DAYS (what it reads). */
const SHORT_WINDOW_DAYS = 7;
export const REPORT_DAYS = 28;

/** The page whose visitors a form's leads are counted against. */
export const CONVERSION_PAGES: Record<FormType, PageTemplate> = {
  request: '/request',
  consultation: '/consultation',
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

const sampleWeighted = (s: StoredSample): Weighted => ({ value: s.value, weight: 1 });
const bucketWeighted = (b: DailyBucket): Weighted => ({ value: bucketValue(b.metric, b.bucket), weight: b.count });

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
}

export interface ConversionItem {
  form: FormType;
  template: PageTemplate;
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
}

interface Entry {
  day: string;
  template: PageTemplate;
  metric: MetricName;
  navigationType: NavigationType;
  viewport: Viewport;
  weighted: Weighted;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The Monday (UTC) of a day's week. */
export function weekOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  return daysBefore(day, (at.getUTCDay() + 6) % 7);
}

const byOrder =
  <T>(order: readonly T[]) =>
  (a: T, b: T) =>
    order.indexOf(a) - order.indexOf(b);

export function buildReport(data: VitalsData, now: Date): VitalsReport {
  const today = now.toISOString().slice(0, 10);
  const from7 = daysBefore(today, SHORT_WINDOW_DAYS - 1);
  const from28 = daysBefore(today, REPORT_DAYS - 1);
  const entries: Entry[] = [
    ...data.samples.map((s) => ({ ...s, weighted: sampleWeighted(s) })),
    ...data.buckets.map((b) => ({ ...b, weighted: bucketWeighted(b) })),
  ].filter((e) => e.day >= from28 && e.day <= today);
  const in7 = (e: { day: string }) => e.day >= from7;
  const statsOfEntries = (metric: MetricName, list: readonly Entry[]) =>
    statsOf(
      metric,
      list.map((e) => e.weighted),
    );
  const byMetricOrder = byOrder<MetricName>(METRIC_NAMES);

  const vitals = [
    ...groupBy(entries, (e) => [e.template, e.metric, e.navigationType, e.viewport].join('\n')).values(),
  ].map((group): VitalsItem => {
    const { template, metric, navigationType, viewport } = group[0] as Entry;
    return {
      template,
      metric,
      navigationType,
      viewport,
      ...statsOfEntries(metric, group),
      last7: statsOfEntries(metric, group.filter(in7)),
    };
  });
  vitals.sort(
    (a, b) =>
      a.template.localeCompare(b.template) ||
      byMetricOrder(a.metric, b.metric) ||
      a.navigationType.localeCompare(b.navigationType) ||
      a.viewport.localeCompare(b.viewport),
  );

  const templates = [...groupBy(entries, (e) => `${e.template}\n${e.metric}`).values()]
    .map((group): TemplateItem => {
      const { template, metric } = group[0] as Entry;
      return {
        template,
        metric,
        last7: statsOfEntries(metric, group.filter(in7)),
        last28: statsOfEntries(metric, group),
      };
    })
    .sort((a, b) => a.template.localeCompare(b.template) || byMetricOrder(a.metric, b.metric));

  const views = data.pageViews.filter((v) => v.day >= from28 && v.day <= today);
  const pageViews = [...groupBy(views, (v) => v.template).entries()]
    .map(([, group]): PageViewsItem => ({
      template: (group[0] as (typeof views)[number]).template,
      last7: group.filter(in7).reduce((sum, v) => sum + v.views, 0),
      last28: group.reduce((sum, v) => sum + v.views, 0),
    }))
    .sort((a, b) => a.template.localeCompare(b.template));

  const leads = data.leads.filter((l) => l.day >= from28 && l.day <= today);
  const weeks: string[] = [];
  for (let day = weekOf(from28); day <= today; day = daysBefore(day, -7)) weeks.push(day);
  const leadsPerWeek = weeks.flatMap((week) =>
    FORM_TYPES.map((form) => ({
      week,
      form,
      leads: leads.filter((l) => l.formType === form && weekOf(l.day) === week).length,
    })),
  );

  const conversion = FORM_TYPES.map((form): ConversionItem => {
    const template = CONVERSION_PAGES[form];
    const formLeads = leads.filter((l) => l.formType === form).length;
    const pageViewCount = pageViews.find((v) => v.template === template)?.last28 ?? 0;
    return {
      form,
      template,
      leads: formLeads,
      pageViews: pageViewCount,
      rate: pageViewCount ? formLeads / pageViewCount : null,
    };
  });

  const daily = [...groupBy(entries, (e) => `${e.day}\n${e.metric}`).values()]
    .map((group): DailyItem => {
      const { day, metric } = group[0] as Entry;
      const stats = statsOfEntries(metric, group);
      return { day, metric, count: stats.count, p75: stats.p75 };
    })
    .sort((a, b) => a.day.localeCompare(b.day) || byMetricOrder(a.metric, b.metric));

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
  };
}
