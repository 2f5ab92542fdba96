/**
 * The field vitals on one machine: the tables of migrations/0002_vitals.sql in the outbox's
 * SQLite file (OUTBOX_DB), through a connection the outbox store opened and migrated
 * (submission-store-sqlite.ts). The SQL is core's (VITALS_SQL), the same D1 runs.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { foldSamples } from '../../lib/vitals/records.ts';
import * as vitals from '../core/vitals-store.ts';
import type { VitalsStore } from '../core/vitals-store.ts';
import { immediateTransaction } from './sqlite-transaction.ts';

export function createSqliteVitalsStore(database: () => DatabaseSync): VitalsStore {
  const all = (db: DatabaseSync, sql: string, ...values: SQLInputValue[]) => db.prepare(sql).all(...values);

  return {
    async record(samples, views, day) {
      const db = database();
      const insert = db.prepare(vitals.VITALS_SQL.insertSample);
      const addViews = db.prepare(vitals.VITALS_SQL.addPageViews);
      immediateTransaction(db, () => {
        for (const sample of samples) insert.run(...vitals.sampleValues(sample, day));
        for (const view of views) addViews.run(...vitals.pageViewValues(view, day));
      });
    },
    async fold(beforeDay) {
      const db = database();
      let folded = 0;
      for (;;) {
        const day = db.prepare(vitals.VITALS_SQL.oldestDayBefore).get(beforeDay)?.['day'];
        if (typeof day !== 'string') return folded;
        folded += immediateTransaction(db, () => {
          const samples = all(db, vitals.VITALS_SQL.samplesOfDay, day).map(vitals.toStoredSample);
          const addBucket = db.prepare(vitals.VITALS_SQL.addBucket);
          for (const bucket of foldSamples(samples)) addBucket.run(...vitals.bucketValues(bucket));
          db.prepare(vitals.VITALS_SQL.deleteDay).run(day);
          return samples.length;
        });
      }
    },
    async read(sinceDay) {
      const db = database();
      return {
        samples: all(db, vitals.VITALS_SQL.samplesSince, sinceDay).map(vitals.toStoredSample),
        buckets: all(db, vitals.VITALS_SQL.bucketsSince, sinceDay).map(vitals.toDailyBucket),
        pageViews: all(db, vitals.VITALS_SQL.pageViewsSince, sinceDay).map(vitals.toDailyPageViews),
        leads: all(db, vitals.VITALS_SQL.leadsSince, vitals.dayStartMs(sinceDay)).map(vitals.toLeadDay),
      };
    },
  };
}
