/**
 * The field vitals on the edge: the tables of migrations/0002_vitals.sql and 0003 in the Worker's
 * D1 database (the outbox's), with core's SQL (VITALS_SQL, the same the SQLite store runs). A
 * batch of the intake, and a slice of the fold, are one D1 batch each: a transaction. The
 * database's size is D1's own figure (`meta.size_after` of the last write), held against
 * VITALS_MAX_MB; D1 has no disk of ours to keep a reserve on. The report reads its rows a slice
 * at a time. The per-client daily cap is counted here for every isolate (migrations/0004: a
 * salted hash per client and day, never the address), and pruned by the cron.
 */
import { foldSamples } from '../../lib/vitals/records.ts';
import { clientHash, newClientSalt } from '../../lib/vitals/intake.ts';
import * as vitals from '../core/vitals-store.ts';
import type { VitalsStore } from '../core/vitals-store.ts';
import type { D1Database, D1Result } from './bindings.ts';

/** `sliceRows`: rows per read of the report (tests cross many slices with few rows). */
/** Raw rows per fold slice on D1: a slice's buckets are one D1 batch, and a batch stays far under D1's limits. */
const D1_FOLD_SLICE_ROWS = 250;

/** The D1 store: the shared per-client count is always there. */
type D1VitalsStore = VitalsStore & Required<Pick<VitalsStore, 'countClient' | 'pruneClients'>>;

export function createD1VitalsStore(db: D1Database, { sliceRows = vitals.REPORT_SLICE_ROWS } = {}): D1VitalsStore {
  const all = async (sql: string, ...values: unknown[]) =>
    (
      await db
        .prepare(sql)
        .bind(...values)
        .all<Record<string, unknown>>()
    ).results;
  /** The database's size after our last write (bytes), as D1 reported it. */
  let sizeAfter: number | undefined;
  const noteSize = (results: readonly D1Result<unknown>[]) => {
    const size = results.at(-1)?.meta.size_after;
    if (typeof size === 'number') sizeAfter = size;
  };

  /** The day's salt of the client hashes, as D1 holds it (this isolate keeps the current day's). */
  let salt: { day: string; value: string } | undefined;
  const saltOf = async (day: string): Promise<string> => {
    if (salt?.day === day) return salt.value;
    await db.prepare(vitals.VITALS_SQL.addClientSalt).bind(day, newClientSalt()).run();
    const row = await db.prepare(vitals.VITALS_SQL.clientSaltOn).bind(day).first<{ salt: string }>();
    if (!row) throw new Error(`no client salt for ${day}`);
    salt = { day, value: row.salt };
    return row.salt;
  };

  return {
    async countClient(day, client) {
      const hash = await clientHash(await saltOf(day), client);
      const row = await db.prepare(vitals.VITALS_SQL.countClient).bind(day, hash).first<{ beacons: unknown }>();
      return Number(row?.beacons ?? 0);
    },
    async pruneClients(day) {
      const results = await db.batch([
        db.prepare(vitals.VITALS_SQL.pruneClients).bind(day),
        db.prepare(vitals.VITALS_SQL.pruneClientSalts).bind(day),
      ]);
      return results.reduce((sum, result) => sum + Number(result.meta.changes ?? 0), 0);
    },
    async record(batch) {
      const statements = [
        ...batch.buckets.map((b) => db.prepare(vitals.VITALS_SQL.addBucket).bind(...vitals.bucketValues(b))),
        ...batch.pageViews.map((v) => db.prepare(vitals.VITALS_SQL.addPageViews).bind(...vitals.pageViewValues(v))),
        ...batch.outcomes.map((o) => db.prepare(vitals.VITALS_SQL.addOutcome).bind(...vitals.outcomeValues(o))),
      ];
      if (statements.length) noteSize(await db.batch(statements));
    },
    async usage(day) {
      const row = await db.prepare(vitals.VITALS_SQL.storedOn).bind(day).first<{ beacons: unknown }>();
      return { storedToday: Number(row?.beacons ?? 0), bytes: sizeAfter, freeBytes: undefined };
    },
    async fold() {
      let folded = 0;
      for (;;) {
        const rows = await all(vitals.VITALS_SQL.legacySlice, D1_FOLD_SLICE_ROWS);
        const last = rows.at(-1)?.['id'];
        if (last === undefined || last === null) return folded;
        noteSize(
          await db.batch([
            ...foldSamples(rows.map(vitals.toStoredSample)).map((bucket) =>
              db.prepare(vitals.VITALS_SQL.addBucket).bind(...vitals.bucketValues(bucket)),
            ),
            db.prepare(vitals.VITALS_SQL.deleteLegacyUpTo).bind(Number(last)),
          ]),
        );
        folded += rows.length;
        await vitals.yieldToEvents();
      }
    },
    async tally(tally) {
      let last: ReturnType<typeof vitals.toDailyBucket> | undefined;
      for (;;) {
        const rows = await all(
          vitals.VITALS_SQL.bucketsPage,
          ...vitals.bucketsPageAfter(last, tally.from28),
          tally.today,
          sliceRows,
        );
        for (const row of rows) tally.addBucket((last = vitals.toDailyBucket(row)));
        if (rows.length < sliceRows) break;
      }
      const [views, outcomes, leads] = await Promise.all([
        all(vitals.VITALS_SQL.pageViewsSince, tally.from28),
        all(vitals.VITALS_SQL.outcomesSince, tally.from28),
        all(vitals.VITALS_SQL.leadsPerDaySince, vitals.dayStartMs(tally.from28)),
      ]);
      for (const row of views) tally.addPageViews(vitals.toDailyPageViews(row));
      for (const row of outcomes) tally.addOutcome(vitals.toOutcomeCount(row));
      for (const row of leads) vitals.tallyLeads(tally, row);
    },
  };
}
