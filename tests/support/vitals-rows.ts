/**
 * What the field beacon stored on the server under test (the browser tests' view of
 * migrations/0002_vitals.sql): on `npm start`'s server the vitals' own SQLite file (VITALS_DB, in
 * E2E_OUTBOX_DIR), on the edge preview its D1 database (the SQLite file Miniflare keeps under
 * E2E_EDGE_STATE_DIR). Both read-only, while the servers run.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test } from './browser-test';

/** A bucket count as stored (migrations/0002_vitals.sql, vitals_daily): no value, no row per beacon. */
export interface VitalsCount {
  day: string;
  template: string;
  metric: string;
  navigation_type: string;
  viewport: string;
  bucket: number;
  count: number;
}

/** The counts at one moment, by their key. */
export type VitalsSnapshot = Map<string, number>;

const keyOf = (row: VitalsCount) =>
  [row.day, row.template, row.metric, row.navigation_type, row.viewport, row.bucket].join('\n');

/** The database file the project under test writes to, if it exists yet. */
function databaseFile(): string | undefined {
  if (test.info().project.name === 'edge') {
    const stateDir = process.env.E2E_EDGE_STATE_DIR;
    if (!stateDir) throw new Error('E2E_EDGE_STATE_DIR is not set');
    const dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
    const file = existsSync(dir)
      ? readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')
      : undefined;
    return file ? join(dir, file) : undefined;
  }
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set');
  const file = join(dir, 'vitals.sqlite');
  return existsSync(file) ? file : undefined;
}

function query<Row>(sql: string, ...values: (string | number)[]): Row[] {
  const file = databaseFile();
  if (!file) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare(sql).all(...values) as unknown as Row[];
  } catch (error) {
    // The tables are made by the first use of the store (a migration not applied yet).
    if (/no such table/.test(String(error))) return [];
    throw error;
  } finally {
    db.close();
  }
}

/** Every bucket count stored. */
function storedCounts(): VitalsCount[] {
  return query<VitalsCount>('SELECT * FROM vitals_daily');
}

/** The counts now, to compare with later (`addedSince`). */
export function vitalsSnapshot(): VitalsSnapshot {
  return new Map(storedCounts().map((row) => [keyOf(row), row.count]));
}

/** The counts that grew since the snapshot, each with how much (`count`). */
export function addedSince(before: VitalsSnapshot): VitalsCount[] {
  return storedCounts().flatMap((row) => {
    const added = row.count - (before.get(keyOf(row)) ?? 0);
    return added > 0 ? [{ ...row, count: added }] : [];
  });
}

/** The columns a stored count has (what the beacon can ever store). */
export function vitalsColumns(): string[] {
  return query<{ name: string }>('SELECT name FROM pragma_table_info(?)', 'vitals_daily').map((c) => c.name);
}

/** The metrics counted since the snapshot for a template and navigation type, once per value counted. */
export function metricsSince(before: VitalsSnapshot, template: string, navigationType: string): string[] {
  return addedSince(before)
    .filter((row) => row.template === template && row.navigation_type === navigationType)
    .flatMap((row) => Array<string>(row.count).fill(row.metric));
}

/** The page views counted so far (all days) for a template and navigation type. */
export function pageViews(template: string, navigationType: string): number {
  const [row] = query<{ views: number | null }>(
    'SELECT SUM(views) AS views FROM page_views_daily WHERE template = ? AND navigation_type = ?',
    template,
    navigationType,
  );
  return Number(row?.views ?? 0);
}
