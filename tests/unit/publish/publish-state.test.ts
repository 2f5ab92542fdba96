import { describe, expect, it } from 'vitest';
import {
  PUBLISH_STATES,
  PUBLISH_STATE_LABELS,
  nextPublishState,
  pushRetryDelayMs,
  type PublishEvent,
  type PublishState,
} from '@/lib/publish/publish-state';

const walk = (events: PublishEvent[], from: PublishState = 'idle') =>
  events.reduce<PublishState>((state, event) => nextPublishState(state, event), from);

describe('the state of a publish', () => {
  it('builds, goes live, then is pushed or pending until the remote answers', () => {
    expect(walk(['start', 'built', 'pushed'])).toBe('pushed');
    expect(walk(['start', 'built', 'push-failed'])).toBe('pending');
    expect(walk(['start', 'built', 'push-failed', 'push-failed', 'pushed'])).toBe('pushed');
    expect(walk(['start', 'built', 'no-remote'])).toBe('live');
  });

  it('fails only while building, and a failed publish can start again', () => {
    expect(walk(['start', 'failed'])).toBe('failed');
    expect(walk(['start', 'failed', 'start', 'built'])).toBe('live');
    expect(() => walk(['start', 'built', 'failed'])).toThrow(/live on failed/);
  });

  it('never goes live or is pushed without a build', () => {
    expect(() => walk(['built'])).toThrow();
    expect(() => walk(['pushed'])).toThrow();
    expect(() => walk(['start', 'pushed'])).toThrow();
  });

  it('has words for every state', () => {
    for (const state of PUBLISH_STATES) expect(PUBLISH_STATE_LABELS[state].length).toBeGreaterThan(0);
  });

  it('retries a push after doubling delays, up to a ceiling', () => {
    expect([1, 2, 3, 4].map((attempt) => pushRetryDelayMs(attempt, 1_000))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(pushRetryDelayMs(40, 1_000, 60_000)).toBe(60_000);
  });
});
