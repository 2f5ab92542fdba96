/**
 * The field report as one self-contained HTML page (`npm run report -- --html FILE`): no script,
 * no external file, its charts inline SVG (the p75 of each metric per day, leads per week), each
 * chart named for assistive technology and its figures also in a table. Passes axe (WCAG 2.2 AA;
 * tests/unit/vitals-report-html.test.ts runs it in Chromium).
 */
import { METRIC_NAMES, THRESHOLDS, type MetricName } from './metrics.ts';
import type { VitalsReport } from './report.ts';
import { formatValue, reportTables, weekLabel, type ReportTable } from './report-tables.ts';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const CHART = { width: 640, height: 220, left: 64, right: 16, top: 16, bottom: 40 };
/** Colours with at least 4.5:1 against white (WCAG 1.4.3 for the labels, 1.4.11 for the marks). */
const INK = '#1f2937';
const LINE = '#4338ca';
const GRID = '#6b7280';
const BAR: Record<string, string> = { request: '#4338ca', consultation: '#b45309' };

function axisLabel(x: number, y: number, text: string, anchor: 'start' | 'middle' | 'end' = 'middle'): string {
  return `<text x="${x}" y="${y}" font-size="12" fill="${INK}" text-anchor="${anchor}">${escapeHtml(text)}</text>`;
}

function p75Chart(report: VitalsReport, metric: MetricName, index: number): string {
  const points = report.daily.filter((d) => d.metric === metric && d.p75 !== null);
  const id = `chart-${index}`;
  const title = `${metric}: 75th percentile per day, ${report.from28} to ${report.today}`;
  if (points.length === 0)
    return `<figure><figcaption id="${id}">${escapeHtml(title)}</figcaption><p>No samples.</p></figure>`;
  const days: string[] = [];
  for (let t = Date.parse(`${report.from28}T00:00:00Z`); t <= Date.parse(`${report.today}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  const max = Math.max(THRESHOLDS[metric].poor, ...points.map((p) => p.p75 ?? 0)) * 1.1;
  const plotW = CHART.width - CHART.left - CHART.right;
  const plotH = CHART.height - CHART.top - CHART.bottom;
  const x = (day: string) => CHART.left + (plotW * days.indexOf(day)) / Math.max(1, days.length - 1);
  const y = (value: number) => CHART.top + plotH - (plotH * value) / max;
  const line = points.map((p) => `${x(p.day).toFixed(1)},${y(p.p75 ?? 0).toFixed(1)}`).join(' ');
  const thresholds = (['good', 'poor'] as const)
    .map((level) => {
      const ty = y(THRESHOLDS[metric][level]).toFixed(1);
      return `<line x1="${CHART.left}" x2="${CHART.width - CHART.right}" y1="${ty}" y2="${ty}" stroke="${GRID}" stroke-dasharray="4 4"/>${axisLabel(CHART.left - 6, Number(ty) + 4, formatValue(metric, THRESHOLDS[metric][level]), 'end')}`;
    })
    .join('');
  const summary = points.map((p) => `${p.day}: ${formatValue(metric, p.p75)}`).join('; ');
  return `<figure>
<svg role="img" aria-labelledby="${id} ${id}-desc" viewBox="0 0 ${CHART.width} ${CHART.height}" width="100%" style="max-width:${CHART.width}px">
<desc id="${id}-desc">${escapeHtml(`Dashed lines: the good and poor thresholds. ${summary}`)}</desc>
<line x1="${CHART.left}" x2="${CHART.left}" y1="${CHART.top}" y2="${CHART.top + plotH}" stroke="${INK}"/>
<line x1="${CHART.left}" x2="${CHART.width - CHART.right}" y1="${CHART.top + plotH}" y2="${CHART.top + plotH}" stroke="${INK}"/>
${thresholds}
<polyline fill="none" stroke="${LINE}" stroke-width="2" points="${line}"/>
${points.map((p) => `<circle cx="${x(p.day).toFixed(1)}" cy="${y(p.p75 ?? 0).toFixed(1)}" r="3" fill="${LINE}"/>`).join('')}
${axisLabel(CHART.left, CHART.height - 12, days[0] ?? '', 'start')}${axisLabel(CHART.width - CHART.right, CHART.height - 12, days.at(-1) ?? '', 'end')}
</svg>
<figcaption id="${id}">${escapeHtml(title)}</figcaption>
</figure>`;
}

function leadsChart(report: VitalsReport): string {
  const weeks = [...new Set(report.leadsPerWeek.map((w) => w.week))];
  const labelOf = new Map(report.leadsPerWeek.map((w) => [w.week, weekLabel(w)]));
  const forms = [...new Set(report.leadsPerWeek.map((w) => w.form))];
  const max = Math.max(1, ...report.leadsPerWeek.map((w) => w.leads));
  const plotW = CHART.width - CHART.left - CHART.right;
  const plotH = CHART.height - CHART.top - CHART.bottom;
  const group = plotW / Math.max(1, weeks.length);
  const barW = (group * 0.8) / Math.max(1, forms.length);
  const bars = report.leadsPerWeek
    .map((w) => {
      const h = (plotH * w.leads) / max;
      const bx = CHART.left + group * weeks.indexOf(w.week) + group * 0.1 + barW * forms.indexOf(w.form);
      return `<rect x="${bx.toFixed(1)}" y="${(CHART.top + plotH - h).toFixed(1)}" width="${barW.toFixed(1)}" height="${h.toFixed(1)}" fill="${BAR[w.form] ?? LINE}"/>`;
    })
    .join('');
  const labels = weeks
    .map((week, i) =>
      axisLabel(
        CHART.left + group * (i + 0.5),
        CHART.height - 12,
        labelOf.get(week)?.replace(/ \(partial.*/, '*') ?? week,
      ),
    )
    .join('');
  const summary = report.leadsPerWeek.map((w) => `week of ${weekLabel(w)}, ${w.form}: ${w.leads}`).join('; ');
  const legend = forms
    .map(
      (form, i) =>
        `<rect x="${CHART.left + 8 + i * 130}" y="${CHART.top}" width="12" height="12" fill="${BAR[form] ?? LINE}"/>${axisLabel(CHART.left + 26 + i * 130, CHART.top + 11, form, 'start')}`,
    )
    .join('');
  return `<figure>
<svg role="img" aria-labelledby="leads-chart leads-chart-desc" viewBox="0 0 ${CHART.width} ${CHART.height}" width="100%" style="max-width:${CHART.width}px">
<desc id="leads-chart-desc">${escapeHtml(summary)}</desc>
<line x1="${CHART.left}" x2="${CHART.width - CHART.right}" y1="${CHART.top + plotH}" y2="${CHART.top + plotH}" stroke="${INK}"/>
${axisLabel(CHART.left - 6, CHART.top + 4, String(max), 'end')}${axisLabel(CHART.left - 6, CHART.top + plotH, '0', 'end')}
${bars}${legend}${labels}
</svg>
<figcaption id="leads-chart">Leads per form and week (weeks start on Monday; * a partial week, only some of its days in the report)</figcaption>
</figure>`;
}

function table({ caption, head, rows }: ReportTable): string {
  const headRow = head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows.length
    ? rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('\n')
    : `<tr><td colspan="${head.length}">None yet.</td></tr>`;
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${headRow}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

export function reportHtml(report: VitalsReport, siteName: string): string {
  const tables = reportTables(report);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Field report: ${siteName}, ${report.today}`)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; color: ${INK}; background: #fff; margin: 0; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
table { border-collapse: collapse; margin: 1rem 0 2rem; width: 100%; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
th, td { border-bottom: 1px solid #d1d5db; padding: 0.25rem 0.5rem; text-align: left; }
figure { margin: 1rem 0 2rem; }
figcaption { font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(`Field report: ${siteName}`)}</h1>
<p>${escapeHtml(`Measured in visitors' browsers (first party, no cookie, no identifier). Last 7 days: ${report.from7} to ${report.today}; last 28 days: ${report.from28} to ${report.today}. Generated ${report.generatedAt}.`)}</p>
<h2>The 75th percentile per day</h2>
${METRIC_NAMES.map((metric, i) => p75Chart(report, metric, i)).join('\n')}
<h2>Per template</h2>
${table(tables.templates)}
${table(tables.split)}
<h2>Page views and leads</h2>
${table(tables.views)}
${leadsChart(report)}
${table(tables.leads)}
${table(tables.conversion)}
<h2>Beacons</h2>
${table(tables.beacons)}
</main>
</body>
</html>
`;
}
