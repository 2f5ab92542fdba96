/**
 * When an editor's session ends (src/server/node/editor/sessions.ts keeps them): after
 * `idleMs` without a request, `absoluteMs` after sign-in whatever happens, and at once when the
 * account's stamp changed (a new password, or the account removed: its stamp is then gone).
 */
export interface SessionTimes {
  /** Sign-in time, ms since the epoch. */
  createdAt: number;
  /** Last request seen, ms since the epoch. */
  lastSeenAt: number;
  /** The account's stamp when the session began. */
  stamp: string;
}

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

/** Defaults (EDITOR_SESSION_IDLE_MIN, EDITOR_SESSION_MAX_H; docs/operations.md). */
export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };

export type SessionVerdict = 'live' | 'idle' | 'expired' | 'account-changed';

/** Whether a session still holds at `now`, given the account's current stamp (undefined: no such account). */
export function sessionVerdict(
  session: SessionTimes,
  accountStamp: string | undefined,
  now: number,
  limits: SessionLimits,
): SessionVerdict {
  if (accountStamp === undefined || accountStamp !== session.stamp) return 'account-changed';
  if (now - session.createdAt >= limits.absoluteMs) return 'expired';
  if (now - session.lastSeenAt >= limits.idleMs) return 'idle';
  return 'live';
}
