/** The field report as plain text for a terminal (`npm run report` without --json or --html). */
import type { VitalsReport } from './report.ts';
import { reportTables, type ReportTable } from './report-tables.ts';

const pad = (cells: readonly string[], widths: readonly number[]) =>
  cells
    .map((cell, i) => cell.padEnd(widths[i] ?? 0))
    .join('  ')
    .trimEnd();

/** A table as aligned columns under its caption. */
function columns({ caption, head, rows }: ReportTable): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [caption, pad(head, widths), ...(rows.length ? rows.map((r) => pad(r, widths)) : ['None yet.'])];
}

export function reportText(report: VitalsReport): string {
  const tables = Object.values(reportTables(report));
  return [
    `Field report, last 7 days from ${report.from7}, last 28 days from ${report.from28} to ${report.today}`,
    ...tables.flatMap((table) => ['', ...columns(table)]),
  ].join('\n');
}
