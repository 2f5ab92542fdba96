/**
 * The field vitals on one machine: the tables of migrations/0002_vitals.sql in the outbox's
 * SQLite file (OUTBOX_DB), through a connection the outbox store opened and migrated
 * (submission-store-sqlite.ts). The SQL is core's (VITALS_SQL), the same D1 runs.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { foldSamples } from '../../lib/vitals/records.ts';
import {
  VITALS_SQL,
  bucketValues,
  dayStartMs,
  pageViewValues,
  sampleValues,
  toDailyBucket,
  toDailyPageViews,
  toLeadDay,
  toStoredSample,
  type VitalsStore,
} from '../core/vitals-store.ts';

export function createSqliteVitalsStore(database: () => DatabaseSync): VitalsStore {
  const transaction = <T>(db: DatabaseSync, work: () => T): T => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  };
  const all = (db: DatabaseSync, sql: string, ...values: SQLInputValue[]) => db.prepare(sql).all(...values);

  return {
    async record(samples, views, day) {
      const db = database();
      const insert = db.prepare(VITALS_SQL.insertSample);
      const addViews = db.prepare(VITALS_SQL.addPageViews);
      transaction(db, () => {
        for (const sample of samples) insert.run(...sampleValues(sample, day));
        for (const view of views) addViews.run(...pageViewValues(view, day));
      });
    },
    async fold(beforeDay) {
      const db = database();
      let folded = 0;
      for (;;) {
        const day = db.prepare(VITALS_SQL.oldestDayBefore).get(beforeDay)?.['day'];
        if (typeof day !== 'string') return folded;
        folded += transaction(db, () => {
          const samples = all(db, VITALS_SQL.samplesOfDay, day).map(toStoredSample);
          const addBucket = db.prepare(VITALS_SQL.addBucket);
          for (const bucket of foldSamples(samples)) addBucket.run(...bucketValues(bucket));
          db.prepare(VITALS_SQL.deleteDay).run(day);
          return samples.length;
        });
      }
    },
    async read(sinceDay) {
      const db = database();
      return {
        samples: all(db, VITALS_SQL.samplesSince, sinceDay).map(toStoredSample),
        buckets: all(db, VITALS_SQL.bucketsSince, sinceDay).map(toDailyBucket),
        pageViews: all(db, VITALS_SQL.pageViewsSince, sinceDay).map(toDailyPageViews),
        leads: all(db, VITALS_SQL.leadsSince, dayStartMs(sinceDay)).map(toLeadDay),
      };
    },
  };
}
