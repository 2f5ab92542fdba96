/**
 * The field report's tables, declared once: their captions, column heads and cells, as text.
 * The terminal (report-text.ts) prints them as columns, the HTML page (report-html.ts) as tables
 * beside its charts.
 */
import { OUTCOME_LABELS } from './intake.ts';
import type { MetricName } from './metrics.ts';
import { EVERY_PAGE, type LeadsWeek, type Stats, type VitalsReport } from './report.ts';

export interface ReportTable {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
}

/** What a cell shows where there is no figure yet. */
export const NO_FIGURE = '–';

/** A metric's value as people read it: whole milliseconds, or CLS to three decimals. */
export function formatValue(metric: MetricName, value: number | null): string {
  if (value === null) return NO_FIGURE;
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value).toLocaleString('en-US')} ms`;
}

/** A week as its row reads: its Monday, and how many of its days the report covers when not all seven. */
export function weekLabel({ week, days }: Pick<LeadsWeek, 'week' | 'days'>): string {
  return days < 7 ? `${week} (partial: ${days} of 7 days)` : week;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

const STAT_HEAD = ['p75 (7 days)', 'p75', 'Good', 'Needs improvement', 'Poor', 'Samples'] as const;

/** The 7-day p75, then the 28-day p75, shares and count. */
const statCells = (metric: MetricName, last7: Stats, last28: Stats) => [
  formatValue(metric, last7.p75),
  formatValue(metric, last28.p75),
  percent(last28.good),
  percent(last28.needsImprovement),
  percent(last28.poor),
  String(last28.count),
];

export function reportTables(
  report: VitalsReport,
): Record<'templates' | 'split' | 'views' | 'leads' | 'conversion' | 'beacons', ReportTable> {
  return {
    templates: {
      caption: 'Per template and metric: last 28 days (and the 75th percentile of the last 7)',
      head: ['Template', 'Metric', ...STAT_HEAD],
      rows: report.templates.map((t) => [t.template, t.metric, ...statCells(t.metric, t.last7, t.last28)]),
    },
    split: {
      caption: 'Per template, metric, navigation type and viewport: last 28 days',
      head: ['Template', 'Metric', 'Navigation', 'Viewport', ...STAT_HEAD],
      rows: report.vitals.map((v) => [
        v.template,
        v.metric,
        v.navigationType,
        v.viewport,
        ...statCells(v.metric, v.last7, v),
      ]),
    },
    views: {
      caption: 'Page views per template',
      head: ['Template', 'Last 7 days', 'Last 28 days'],
      rows: report.pageViews.map((v) => [v.template, String(v.last7), String(v.last28)]),
    },
    leads: {
      caption: 'Leads per form and week',
      head: ['Week of', 'Form', 'Leads'],
      rows: report.leadsPerWeek.map((w) => [weekLabel(w), w.form, String(w.leads)]),
    },
    conversion: {
      caption:
        'Leads per view, last 28 days: each form’s leads divided by the views of the page that holds it, or of every page for a form every page opens',
      head: ['Form', 'Divided by the views of', 'Leads', 'Page views', 'Leads per view'],
      rows: report.conversion.map((c) => [
        c.form,
        c.template === EVERY_PAGE ? 'every page (the dialog opens anywhere)' : c.template,
        String(c.leads),
        String(c.pageViews),
        c.rate === null ? NO_FIGURE : `${(c.rate * 100).toFixed(1)} %`,
      ]),
    },
    beacons: {
      caption: 'Beacons received: stored, or refused and why',
      head: ['Outcome', 'Last 7 days', 'Last 28 days'],
      rows: report.beacons.map((b) => [OUTCOME_LABELS[b.outcome], String(b.last7), String(b.last28)]),
    },
  };
}
