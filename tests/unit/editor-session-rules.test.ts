import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_LIMITS, sessionVerdict } from '@/lib/editor/session-rules';

const limits = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
const session = { createdAt: 1_000_000, lastSeenAt: 1_000_000, stamp: 'a' };

describe('sessionVerdict', () => {
  it('keeps a session used within the idle time and before the absolute limit', () => {
    expect(sessionVerdict(session, 'a', session.createdAt + limits.idleMs - 1, limits)).toBe('live');
    const busy = { ...session, lastSeenAt: session.createdAt + limits.absoluteMs - 1_000 };
    expect(sessionVerdict(busy, 'a', session.createdAt + limits.absoluteMs - 1, limits)).toBe('live');
  });

  it('ends a session idle for the idle time', () => {
    expect(sessionVerdict(session, 'a', session.createdAt + limits.idleMs, limits)).toBe('idle');
  });

  it('ends a session at the absolute limit however busy it is', () => {
    const busy = { ...session, lastSeenAt: session.createdAt + limits.absoluteMs - 1 };
    expect(sessionVerdict(busy, 'a', session.createdAt + limits.absoluteMs, limits)).toBe('expired');
  });

  it('ends a session when the account stamp changed (new password) or the account is gone', () => {
    expect(sessionVerdict(session, 'b', session.createdAt + 1, limits)).toBe('account-changed');
    expect(sessionVerdict(session, undefined, session.createdAt + 1, limits)).toBe('account-changed');
  });

  it('defaults to 30 minutes idle and 12 hours absolute', () => {
    expect(DEFAULT_SESSION_LIMITS).toEqual(limits);
  });
});
