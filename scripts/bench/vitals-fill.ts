/**
 * Field rows by the million, written straight into SQLite files in one statement each (a
 * recursive CTE): raw rows as versions before the bucket counts kept them (vitals_samples), and
 * bucket counts (vitals_daily) over the report's 28 days. For bench:vitals-load and the tests of
 * the fold and the report over a million rows.
 */
import { DatabaseSync } from 'node:sqlite';
import { NAVIGATION_TYPES, VIEWPORTS } from '../../src/lib/vitals/metrics.ts';
import { PAGE_TEMPLATES } from '../../src/lib/vitals/templates.ts';

const list = (values: readonly string[]) => `json('${JSON.stringify(values)}')`;

/** `rows` raw LCP rows on `day` in vitals_samples of the file at `path` (its tables made by the server). */
export function fillRawRows(path: string, day: string, rows: number): void {
  const db = new DatabaseSync(path);
  db.exec(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${rows})
    INSERT INTO vitals_samples (day, template, metric, navigation_type, viewport, value)
    SELECT '${day}', json_extract(${list(PAGE_TEMPLATES)}, '$[' || (i % ${PAGE_TEMPLATES.length}) || ']'), 'LCP',
      json_extract(${list(NAVIGATION_TYPES)}, '$[' || (i / 7 % ${NAVIGATION_TYPES.length}) || ']'),
      json_extract(${list(VIEWPORTS)}, '$[' || (i / 3 % 2) || ']'), 1 + (i * 7919) % 119000 FROM n`);
  db.close();
}

/**
 * About `rows` bucket counts in vitals_daily of the file at `path`, spread over the 28 days to
 * `today`, every template, navigation type, viewport and LCP bucket (distinct keys: what a
 * flood of varied values leaves).
 */
export function fillBucketRows(path: string, today: string, rows: number): void {
  const db = new DatabaseSync(path);
  const perDay = Math.ceil(rows / 28);
  db.exec(`WITH RECURSIVE d(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM d WHERE k + 1 < 28),
    n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${perDay})
    INSERT OR IGNORE INTO vitals_daily (day, template, metric, navigation_type, viewport, bucket, count)
    SELECT date('${today}', '-' || k || ' days'),
      json_extract(${list(PAGE_TEMPLATES)}, '$[' || (i % ${PAGE_TEMPLATES.length}) || ']'), 'LCP',
      json_extract(${list(NAVIGATION_TYPES)}, '$[' || (i / ${PAGE_TEMPLATES.length} % ${NAVIGATION_TYPES.length}) || ']'),
      json_extract(${list(VIEWPORTS)}, '$[' || (i / ${PAGE_TEMPLATES.length * NAVIGATION_TYPES.length} % 2) || ']'),
      1 + i / ${PAGE_TEMPLATES.length * NAVIGATION_TYPES.length * 2}, 1 + i % 5 FROM d, n`);
  db.close();
}
