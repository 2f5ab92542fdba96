/**
 * What happens to a field beacon on arrival, declared once for both hosts, the stores and the
 * report: stored, or refused for one reason, each counted per day. The limits are settings
 * (src/server/core/env.ts); the per-client count lives in memory, like the rate limiter, and
 * never stores an address.
 */

export const INTAKE_OUTCOMES = [
  'stored',
  'daily-cap',
  'client-cap',
  'size-cap',
  'disk-reserve',
  'queue-full',
  'store-failed',
] as const;
export type IntakeOutcome = (typeof INTAKE_OUTCOMES)[number];
export type Refusal = Exclude<IntakeOutcome, 'stored'>;

/** What each outcome means, as the report prints it. */
export const OUTCOME_LABELS: Record<IntakeOutcome, string> = {
  stored: 'stored',
  'daily-cap': 'refused: the day’s cap (VITALS_DAILY_LIMIT) was reached',
  'client-cap': 'refused: one client’s cap for the day (VITALS_CLIENT_DAILY_LIMIT) was reached',
  'size-cap': 'refused: the vitals database is at its size cap (VITALS_MAX_MB)',
  'disk-reserve': 'refused: free disk under the reserve kept for leads (VITALS_DISK_RESERVE_MB)',
  'queue-full': 'refused: too many beacons waiting to be written',
  'store-failed': 'lost: the write failed',
};

/** Beacons of one outcome on one day. */
export interface OutcomeCount {
  day: string;
  outcome: IntakeOutcome;
  beacons: number;
}

/**
 * How many beacons each client has had counted today, in memory, at most `maxKeys` clients (the
 * least recently seen forgotten first). A client past `limit` is not counted again until the next
 * day: one client cannot move a percentile, however many beacons it sends.
 */
export function createClientDayCounter({ limit, maxKeys = 100_000 }: { limit: number; maxKeys?: number }) {
  let day = '';
  const counts = new Map<string, number>();
  return {
    /** Counts one beacon of `key` on `day`; false when the client is past its cap. */
    admit(key: string, today: string): boolean {
      if (today !== day) {
        day = today;
        counts.clear();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.delete(key);
      counts.set(key, count);
      if (counts.size > maxKeys) {
        const oldest = counts.keys().next();
        if (!oldest.done) counts.delete(oldest.value);
      }
      return count <= limit;
    },
    get size() {
      return counts.size;
    },
  };
}

/**
 * Whether an event may be logged now: at most one line per `intervalMs` (a flood of failures
 * writes one line a minute, with how many happened since the last).
 */
export function createLogThrottle(intervalMs: number) {
  let lastAt = -Infinity;
  let missed = 0;
  return {
    /** Counts one event; the number of events this line stands for, or 0 when it stays silent. */
    take(now: number): number {
      missed += 1;
      if (now - lastAt < intervalMs) return 0;
      lastAt = now;
      const events = missed;
      missed = 0;
      return events;
    },
  };
}

/** A new salt for a day's client hashes: 16 random bytes, hex. */
export function newClientSalt(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The name a client's count is stored under: SHA-256 of the day's salt and the client's key (an
 * IPv4 address, an IPv6 /64), hex. Without the salt, deleted once the day is over, it cannot be
 * matched to an address.
 */
export async function clientHash(salt: string, client: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}\n${client}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
