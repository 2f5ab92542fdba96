/**
 * The field vitals' fold and report on Node, off the server's thread: each runs in a worker thread
 * of its own (vitals-worker.ts), so a million rows never hold up a request for `/` or a lead.
 * A task that fails (its error, or the worker's exit) rejects with the error's words.
 */
import { Worker } from 'node:worker_threads';
import type { VitalsReport } from '../../lib/vitals/report.ts';

interface TaskFiles {
  vitalsDb: string;
  /** The outbox's file: the report's leads, and raw rows of earlier versions. */
  outboxDb?: string;
  maxBytes?: number;
}

export type VitalsTask = TaskFiles & ({ kind: 'fold' } | { kind: 'report'; now: string });

export interface VitalsOffload {
  /** Folds raw rows of earlier versions into the daily buckets; how many. */
  fold(): Promise<number>;
  report(now: Date): Promise<VitalsReport>;
  /** Stops the tasks that run (the server stops). */
  close(): Promise<void>;
}

const WORKER = new URL('./vitals-worker.ts', import.meta.url);

export function createVitalsOffload(files: TaskFiles): VitalsOffload {
  const running = new Set<Worker>();
  function run<T>(task: VitalsTask): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const worker = new Worker(WORKER, { workerData: task });
      running.add(worker);
      let answered = false;
      worker.once('message', (message: { result: T }) => {
        answered = true;
        resolve(message.result);
      });
      worker.once('error', (error) => {
        answered = true;
        reject(error);
      });
      worker.once('exit', (code) => {
        running.delete(worker);
        if (!answered) reject(new Error(`the vitals worker stopped (exit code ${code})`));
      });
    });
  }
  return {
    fold: () => run<number>({ ...files, kind: 'fold' }),
    report: (now) => run<VitalsReport>({ ...files, kind: 'report', now: now.toISOString() }),
    async close() {
      await Promise.all([...running].map((worker) => worker.terminate()));
    },
  };
}
