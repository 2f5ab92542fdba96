/**
 * The editor's settings under `npm start` (docs/operations.md): where the accounts are
 * (accounts.ts) and how long a session lasts. A wrong value stops the server with a line naming it.
 */
import { DEFAULT_SESSION_LIMITS, type SessionLimits } from '../../../lib/editor/session-rules.ts';
import { accountsFilePath } from './accounts.ts';

export interface EditorSettings {
  accountsFile: string;
  limits: SessionLimits;
}

function positive(env: Record<string, string | undefined>, name: string, fallback: number, unitMs: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${text}"`);
  return value * unitMs;
}

export function readEditorSettings(env: Record<string, string | undefined> = process.env): EditorSettings {
  return {
    accountsFile: accountsFilePath(env),
    limits: {
      idleMs: positive(env, 'EDITOR_SESSION_IDLE_MIN', DEFAULT_SESSION_LIMITS.idleMs, 60_000),
      absoluteMs: positive(env, 'EDITOR_SESSION_MAX_H', DEFAULT_SESSION_LIMITS.absoluteMs, 3_600_000),
    },
  };
}
