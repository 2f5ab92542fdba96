/**
 * A digest of content values: the same values, the same digest, in any process. Objects are
 * written with their keys sorted, so two readings of one file that list its fields in another
 * order are one value; dates as ISO strings; functions and `undefined` as absent, as JSON does.
 */
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined && typeof field !== 'function')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, field]) => [key, canonical(field)]));
  }
  return value;
}

/** The sha256 (hex) of the values, in order. */
export function contentDigest(...values: readonly unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify(values.map(canonical)))
    .digest('hex');
}
