/**
 * Editors' sessions, in memory: the cookie holds a random token (32 bytes), the server keeps only
 * its SHA-256, so nothing it holds signs anyone in. A restart of the server signs every editor out
 * (docs/operations.md). Each request checks the session's rules (src/lib/editor/session-rules.ts)
 * against the account's current stamp and refreshes its idle time.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sessionVerdict, type SessionLimits, type SessionTimes } from '../../../lib/editor/session-rules.ts';

interface Session extends SessionTimes {
  email: string;
}

const digest = (token: string): string => createHash('sha256').update(token).digest('base64url');

export interface SessionStore {
  /** A new session for `email` whose account has `stamp`; returns the token for the cookie. */
  open: (email: string, stamp: string) => string;
  /** The email of a token's live session (its idle time renewed), or null. */
  check: (token: string, stampOf: (email: string) => string | undefined) => string | null;
  /** Ends a token's session. */
  close: (token: string) => void;
}

export function sessionStore(limits: SessionLimits, now: () => number = Date.now): SessionStore {
  const sessions = new Map<string, Session>();
  const sweep = (at: number, stampOf: (email: string) => string | undefined) => {
    for (const [key, session] of sessions)
      if (sessionVerdict(session, stampOf(session.email), at, limits) !== 'live') sessions.delete(key);
  };
  let lastSweep = now();
  return {
    open: (email, stamp) => {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      sessions.set(digest(token), { email, stamp, createdAt: at, lastSeenAt: at });
      return token;
    },
    check: (token, stampOf) => {
      const at = now();
      // Ended sessions are dropped now and then, so the map holds live ones only.
      if (at - lastSweep > limits.idleMs) {
        lastSweep = at;
        sweep(at, stampOf);
      }
      const key = digest(token);
      const session = sessions.get(key);
      if (!session) return null;
      if (sessionVerdict(session, stampOf(session.email), at, limits) !== 'live') {
        sessions.delete(key);
        return null;
      }
      session.lastSeenAt = at;
      return session.email;
    },
    close: (token) => void sessions.delete(digest(token)),
  };
}
