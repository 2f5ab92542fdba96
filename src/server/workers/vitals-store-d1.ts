/**
 * The field vitals on the edge: the tables of migrations/0002_vitals.sql in the Worker's D1
 * database (the outbox's), with core's SQL (VITALS_SQL, the same the SQLite store runs). A
 * beacon's writes, and a day's fold (its bucket counts and the deletion of its rows), are one
 * D1 batch each: a transaction.
 */
import { foldSamples } from '../../lib/vitals/records.ts';
import * as vitals from '../core/vitals-store.ts';
import type { VitalsStore } from '../core/vitals-store.ts';
import type { D1Database } from './bindings.ts';

export function createD1VitalsStore(db: D1Database): VitalsStore {
  const all = async (sql: string, ...values: unknown[]) =>
    (
      await db
        .prepare(sql)
        .bind(...values)
        .all<Record<string, unknown>>()
    ).results;

  return {
    async record(samples, views, day) {
      const statements = [
        ...samples.map((sample) =>
          db.prepare(vitals.VITALS_SQL.insertSample).bind(...vitals.sampleValues(sample, day)),
        ),
        ...views.map((view) => db.prepare(vitals.VITALS_SQL.addPageViews).bind(...vitals.pageViewValues(view, day))),
      ];
      if (statements.length) await db.batch(statements);
    },
    async fold(beforeDay) {
      let folded = 0;
      for (;;) {
        const day = (await db.prepare(vitals.VITALS_SQL.oldestDayBefore).bind(beforeDay).first<{ day: unknown }>())
          ?.day;
        if (typeof day !== 'string') return folded;
        const samples = (await all(vitals.VITALS_SQL.samplesOfDay, day)).map(vitals.toStoredSample);
        // Rows of a past day no longer arrive: the counts read are the rows deleted.
        await db.batch([
          ...foldSamples(samples).map((bucket) =>
            db.prepare(vitals.VITALS_SQL.addBucket).bind(...vitals.bucketValues(bucket)),
          ),
          db.prepare(vitals.VITALS_SQL.deleteDay).bind(day),
        ]);
        folded += samples.length;
      }
    },
    async read(sinceDay) {
      const [samples, buckets, pageViews, leads] = await Promise.all([
        all(vitals.VITALS_SQL.samplesSince, sinceDay),
        all(vitals.VITALS_SQL.bucketsSince, sinceDay),
        all(vitals.VITALS_SQL.pageViewsSince, sinceDay),
        all(vitals.VITALS_SQL.leadsSince, vitals.dayStartMs(sinceDay)),
      ]);
      return {
        samples: samples.map(vitals.toStoredSample),
        buckets: buckets.map(vitals.toDailyBucket),
        pageViews: pageViews.map(vitals.toDailyPageViews),
        leads: leads.map(vitals.toLeadDay),
      };
    },
  };
}
