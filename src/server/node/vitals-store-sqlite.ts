/**
 * The field vitals on one machine: a SQLite file of their own (VITALS_DB, default
 * `.data/vitals.sqlite`), apart from the outbox's, so a flood of beacons never takes the outbox's
 * write lock, its disk pages or its fsyncs. The file gets the project's migrations like the outbox
 * (the same files D1 applies; its submissions table stays empty) and never grows past `maxBytes`
 * (`PRAGMA max_page_count`; the intake refuses beacons before that). Writes are batches from the
 * intake (core/vitals-intake.ts), with `synchronous = NORMAL`: a power cut may lose the last
 * second of field data, never a lead. The SQL is core's (VITALS_SQL), the same D1 runs.
 *
 * The leads the report counts are read from the outbox's connection, and so are the raw rows
 * earlier versions kept in the outbox's file, folded into this file's buckets in slices.
 */
import { statSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { foldSamples } from '../../lib/vitals/records.ts';
import * as vitals from '../core/vitals-store.ts';
import type { VitalsStore } from '../core/vitals-store.ts';
import { immediateTransaction } from './sqlite-transaction.ts';
import { loadSqlite, migrate } from './submission-store-sqlite.ts';

export interface SqliteVitalsOptions {
  /** The outbox's connection, when there is one: the leads of the report, and raw rows of earlier versions. */
  outbox?: () => DatabaseSync | undefined;
  /** The file's size cap (bytes). */
  maxBytes?: number;
  /** Free bytes on the disk holding `dir`. Default: `fs.statfs`; tests give a small disk. */
  freeBytes?: (dir: string) => Promise<number>;
  /** Rows per read of the report (default REPORT_SLICE_ROWS; tests cross many slices with few rows). */
  sliceRows?: number;
}

export interface SqliteVitalsStore extends VitalsStore {
  readonly path: string;
  /** The open connection (opened at first use). */
  database(): DatabaseSync;
  close(): void;
}

const SQLITE_HEADER_PAGES = 1;

/** Opens (creating it and its folder) and migrates the vitals file, capped at `maxBytes`. */
export function openVitalsDatabase(path: string, maxBytes?: number): DatabaseSync {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const { DatabaseSync } = loadSqlite();
  const db = new DatabaseSync(path, { timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA journal_size_limit = 1048576');
  // Small checkpoints: each blocks the main thread for less.
  db.exec('PRAGMA wal_autocheckpoint = 100');
  migrate(db);
  if (maxBytes) {
    const pageSize = Number(db.prepare('PRAGMA page_size').get()?.['page_size']);
    db.exec(`PRAGMA max_page_count = ${Math.max(SQLITE_HEADER_PAGES + 16, Math.floor(maxBytes / pageSize))}`);
  }
  return db;
}

const fileSize = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

const diskFree = async (dir: string) => {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
};

export function createSqliteVitalsStore(path: string, options: SqliteVitalsOptions = {}): SqliteVitalsStore {
  let db: DatabaseSync | undefined;
  const database = () => (db ??= openVitalsDatabase(path, options.maxBytes));
  const all = (on: DatabaseSync, sql: string, ...values: SQLInputValue[]) => on.prepare(sql).all(...values);
  const freeBytes = options.freeBytes ?? diskFree;
  const sliceRows = options.sliceRows ?? vitals.REPORT_SLICE_ROWS;
  const walLimit = Math.min(1024 * 1024, (options.maxBytes ?? Infinity) / 8);

  /** Moves one table's rows of an earlier version (counts that add up) from `source` into this file, a slice at a time. */
  async function moveCounts(
    source: DatabaseSync,
    table: string,
    insertSql: string,
    values: (row: Record<string, unknown>) => SQLInputValue[],
  ) {
    if (!source.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table)) return;
    for (;;) {
      const rows = all(source, `SELECT rowid AS id, * FROM ${table} ORDER BY rowid LIMIT ?`, vitals.FOLD_SLICE_ROWS);
      const last = rows.at(-1)?.['id'];
      if (last === undefined || last === null) return;
      const target = database();
      immediateTransaction(target, () => {
        const insert = target.prepare(insertSql);
        for (const row of rows) insert.run(...values(row));
      });
      // Another file: a crash between the two commits counts one slice twice, never loses it.
      source.prepare(`DELETE FROM ${table} WHERE rowid <= ?`).run(Number(last));
      await vitals.yieldToEvents();
    }
  }

  return {
    path,
    database,
    async record(batch) {
      const target = database();
      immediateTransaction(target, () => {
        const addBucket = target.prepare(vitals.VITALS_SQL.addBucket);
        const addViews = target.prepare(vitals.VITALS_SQL.addPageViews);
        const addOutcome = target.prepare(vitals.VITALS_SQL.addOutcome);
        for (const bucket of batch.buckets) addBucket.run(...vitals.bucketValues(bucket));
        for (const view of batch.pageViews) addViews.run(...vitals.pageViewValues(view));
        for (const outcome of batch.outcomes) addOutcome.run(...vitals.outcomeValues(outcome));
      });
      // The log is copied into the file and emptied once it passes an eighth of the cap (at most
      // 1 MB), so the two together stay within the cap, with few fsyncs on the main thread.
      if (fileSize(`${path}-wal`) > walLimit) target.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    },
    async usage(day) {
      const row = database().prepare(vitals.VITALS_SQL.storedOn).get(day);
      return {
        storedToday: Number(row?.['beacons'] ?? 0),
        bytes: fileSize(path) + fileSize(`${path}-wal`),
        freeBytes: await freeBytes(dirname(path)),
      };
    },
    async fold() {
      const target = database();
      const outbox = options.outbox?.();
      let folded = 0;
      for (const source of outbox && outbox !== target ? [target, outbox] : [target]) {
        for (;;) {
          const rows = all(source, vitals.VITALS_SQL.legacySlice, vitals.FOLD_SLICE_ROWS);
          const last = rows.at(-1)?.['id'];
          if (last === undefined || last === null) break;
          const buckets = foldSamples(rows.map(vitals.toStoredSample));
          const addAll = () => {
            const addBucket = target.prepare(vitals.VITALS_SQL.addBucket);
            for (const bucket of buckets) addBucket.run(...vitals.bucketValues(bucket));
          };
          if (source === target)
            immediateTransaction(target, () => {
              addAll();
              target.prepare(vitals.VITALS_SQL.deleteLegacyUpTo).run(Number(last));
            });
          else {
            immediateTransaction(target, addAll);
            source.prepare(vitals.VITALS_SQL.deleteLegacyUpTo).run(Number(last));
          }
          folded += rows.length;
          await vitals.yieldToEvents();
        }
        if (source !== target) {
          await moveCounts(source, 'vitals_daily', vitals.VITALS_SQL.addBucket, (row) =>
            vitals.bucketValues(vitals.toDailyBucket(row)),
          );
          await moveCounts(source, 'page_views_daily', vitals.VITALS_SQL.addPageViews, (row) =>
            vitals.pageViewValues(vitals.toDailyPageViews(row)),
          );
        }
      }
      return folded;
    },
    async tally(tally) {
      const source = database();
      const page = source.prepare(vitals.VITALS_SQL.bucketsPage);
      let last: ReturnType<typeof vitals.toDailyBucket> | undefined;
      for (;;) {
        const rows = page.all(...vitals.bucketsPageAfter(last, tally.from28), tally.today, sliceRows);
        for (const row of rows) tally.addBucket((last = vitals.toDailyBucket(row)));
        if (rows.length < sliceRows) break;
        await vitals.yieldToEvents();
      }
      for (const row of all(source, vitals.VITALS_SQL.pageViewsSince, tally.from28))
        tally.addPageViews(vitals.toDailyPageViews(row));
      for (const row of all(source, vitals.VITALS_SQL.outcomesSince, tally.from28))
        tally.addOutcome(vitals.toOutcomeCount(row));
      const outbox = options.outbox?.();
      if (outbox)
        for (const row of all(outbox, vitals.VITALS_SQL.leadsPerDaySince, vitals.dayStartMs(tally.from28)))
          vitals.tallyLeads(tally, row);
    },
    close() {
      db?.close();
      db = undefined;
    },
  };
}
