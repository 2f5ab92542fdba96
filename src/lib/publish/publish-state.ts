/**
 * The state of publishing an editor sees, and the one way it moves. A publish builds, then is
 * live (served here), then pushed (the remote holds it) or pending (the remote could not be
 * reached: retried in the background); a failed check or build is failed and publishes nothing.
 */

export const PUBLISH_STATES = ['idle', 'building', 'live', 'pushed', 'pending', 'failed'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** What the editor reads for each state. */
export const PUBLISH_STATE_LABELS: Record<PublishState, string> = {
  idle: 'Nothing published since the server started',
  building: 'Building: checking the content and building the site',
  live: 'Live: the new version is served',
  pushed: 'Pushed: the new version is live and saved to the remote repository',
  pending: 'Pending: live here, the push to the remote repository is retried',
  failed: 'Failed: nothing was published',
};

/** What can happen to a publish. */
export type PublishEvent = 'start' | 'built' | 'failed' | 'pushed' | 'push-failed' | 'no-remote';

const NEXT: Record<PublishState, Partial<Record<PublishEvent, PublishState>>> = {
  idle: { start: 'building' },
  building: { built: 'live', failed: 'failed' },
  live: { pushed: 'pushed', 'push-failed': 'pending', 'no-remote': 'live', start: 'building' },
  pushed: { start: 'building' },
  pending: { pushed: 'pushed', 'push-failed': 'pending', start: 'building' },
  failed: { start: 'building' },
};

/** The state after `event`; an event that cannot happen in `state` is a programming error. */
export function nextPublishState(state: PublishState, event: PublishEvent): PublishState {
  const next = NEXT[state][event];
  if (!next) throw new Error(`A publish cannot go from ${state} on ${event}`);
  return next;
}

/** Seconds before the n-th retry of a push (1-based): doubling from 5 s, at most 10 minutes. */
export function pushRetryDelayMs(attempt: number, firstMs = 5_000, maxMs = 600_000): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
}
