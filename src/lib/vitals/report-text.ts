/** The field report as plain text for a terminal (`npm run report` without --json or --html). */
import { formatValue } from './report-html.ts';
import type { VitalsReport } from './report.ts';

const pad = (cells: readonly string[], widths: readonly number[]) =>
  cells
    .map((cell, i) => cell.padEnd(widths[i] ?? 0))
    .join('  ')
    .trimEnd();

function columns(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [pad(head, widths), ...rows.map((r) => pad(r, widths))];
}

export function reportText(report: VitalsReport): string {
  const share = (n: number) => `${Math.round(n * 100)}%`;
  return [
    `Field report, last 7 days from ${report.from7}, last 28 days from ${report.from28} to ${report.today}`,
    '',
    ...columns(
      ['template', 'metric', 'p75 7d', 'p75 28d', 'good', 'ni', 'poor', 'n 28d'],
      report.templates.map((t) => [
        t.template,
        t.metric,
        formatValue(t.metric, t.last7.p75),
        formatValue(t.metric, t.last28.p75),
        share(t.last28.good),
        share(t.last28.needsImprovement),
        share(t.last28.poor),
        String(t.last28.count),
      ]),
    ),
    '',
    ...columns(
      ['template', 'metric', 'navigation', 'viewport', 'p75 28d', 'n 28d'],
      report.vitals.map((v) => [
        v.template,
        v.metric,
        v.navigationType,
        v.viewport,
        formatValue(v.metric, v.p75),
        String(v.count),
      ]),
    ),
    '',
    ...columns(
      ['template', 'views 7d', 'views 28d'],
      report.pageViews.map((v) => [v.template, String(v.last7), String(v.last28)]),
    ),
    '',
    ...columns(
      ['week of', 'form', 'leads'],
      report.leadsPerWeek.map((w) => [w.week, w.form, String(w.leads)]),
    ),
    '',
    ...columns(
      ['form', 'page', 'leads 28d', 'views 28d', 'conversion'],
      report.conversion.map((c) => [
        c.form,
        c.template,
        String(c.leads),
        String(c.pageViews),
        c.rate === null ? '-' : `${(c.rate * 100).toFixed(1)}%`,
      ]),
    ),
  ].join('\n');
}
