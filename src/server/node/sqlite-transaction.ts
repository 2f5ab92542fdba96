/**
 * One write transaction on a SQLite connection (node:sqlite), shared by the outbox's store and
 * the field vitals' store: BEGIN IMMEDIATE takes the write lock at once (two delivery loops on
 * one file wait for each other instead of failing at COMMIT), and whatever throws rolls back.
 */
import type { DatabaseSync } from 'node:sqlite';

export function immediateTransaction<T>(database: DatabaseSync, work: () => T): T {
  database.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    database.exec('COMMIT');
    return result;
  } catch (error) {
    if (database.isTransaction) database.exec('ROLLBACK');
    throw error;
  }
}
