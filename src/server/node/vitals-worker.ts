/**
 * The field vitals' long reads and writes on Node, in a worker thread (vitals-offload.ts starts
 * one per task): the fold of raw rows of earlier versions, and the report over the 28 days' bucket
 * counts. Its own connections to the vitals file and the outbox's file; its slices stay short, so
 * the server's own writes (beacon batches, leads) never wait long for its locks; and it runs at
 * the lowest CPU priority.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { readReport } from '../core/vitals-api.ts';
import { createSqliteStore } from './submission-store-sqlite.ts';
import { createSqliteVitalsStore } from './vitals-store-sqlite.ts';
import type { VitalsTask } from './vitals-offload.ts';

const task = workerData as VitalsTask;
// The lowest CPU priority for this thread (on Linux a thread has its own nice value): on a busy
// machine the server's thread answers first. Where it cannot be lowered, it runs as it is.
try {
  setPriority(19);
} catch {
  // not allowed here
}
let outbox: ReturnType<typeof createSqliteStore> | undefined;
const vitals = createSqliteVitalsStore(task.vitalsDb, {
  ...(task.maxBytes === undefined ? {} : { maxBytes: task.maxBytes }),
  outbox: () => {
    if (!task.outboxDb) return undefined;
    if (!outbox) {
      outbox = createSqliteStore(task.outboxDb);
      // Reads, and deletions of field rows of an earlier version: no lead is written here, so no fsync per slice.
      outbox.database.exec('PRAGMA synchronous = NORMAL');
      outbox.database.exec('PRAGMA wal_autocheckpoint = 100');
    }
    return outbox.database;
  },
});

try {
  const result = task.kind === 'fold' ? await vitals.fold() : await readReport(vitals, new Date(task.now));
  parentPort?.postMessage({ result });
} finally {
  vitals.close();
  outbox?.close();
}
