/**
 * What /api/health says of the outbox, the same on both hosts: `down` when a submission cannot
 * be stored now (the API refuses them: 503, a load balancer takes the server out), `degraded`
 * when it can but leads are not reaching the inbox (a dead submission, or one waiting longer than
 * OUTBOX_STALE_AFTER_S: 200, a monitor alerts on the `status` field), else `ok`. Pure.
 */
export const HEALTH_STATUSES = ['ok', 'degraded', 'down'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export interface OutboxHealthInput {
  /** The outbox's counts by state (only the dead ones matter here); undefined when it could not be read. */
  counts: { dead: number } | undefined;
  /** When the oldest submission still waiting to be sent (queued or sending) was received. */
  oldestWaitingAt: Date | undefined;
  /** Why a submission cannot be stored now; undefined when it can. */
  writeError: string | undefined;
  now: Date;
  staleAfterMs: number;
}

export interface OutboxHealth {
  status: HealthStatus;
  /** One line per problem, for the operator (empty when ok). */
  reasons: string[];
}

export function outboxHealth(input: OutboxHealthInput): OutboxHealth {
  if (input.writeError !== undefined)
    return {
      status: 'down',
      reasons: [`The outbox cannot be written to: submissions are refused (${input.writeError})`],
    };
  if (!input.counts) return { status: 'down', reasons: ['The outbox cannot be read'] };
  const reasons: string[] = [];
  const { dead } = input.counts;
  if (dead > 0)
    reasons.push(`${dead} submission${dead === 1 ? '' : 's'} could not be delivered (dead): list and requeue them`);
  const waited = input.oldestWaitingAt ? input.now.getTime() - input.oldestWaitingAt.getTime() : 0;
  if (input.oldestWaitingAt && waited >= input.staleAfterMs) {
    reasons.push(
      `A submission has waited ${formatWait(waited)} to be sent (since ${input.oldestWaitingAt.toISOString()}): is the mail server reachable?`,
    );
  }
  return { status: reasons.length ? 'degraded' : 'ok', reasons };
}

/** "42 min", "3 h 5 min", "2 d 4 h". */
export function formatWait(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/**
 * A log line when the status changed since the last one given to it (once per change, however
 * often health is asked), else undefined.
 */
export function healthChangeTracker(): (health: OutboxHealth) => string | undefined {
  let last: HealthStatus = 'ok';
  return (health) => {
    if (health.status === last) return undefined;
    const before = last;
    last = health.status;
    return health.status === 'ok'
      ? `Outbox health: ok again (was ${before})`
      : `Outbox health: ${health.status} (was ${before}): ${health.reasons.join('; ')}`;
  };
}
