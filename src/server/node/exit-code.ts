/**
 * The exit code a wrapper (`npm start`) passes on for its server process: the server's own code,
 * or 128 + the signal's number when a signal ended it (SIGKILL: 137), as shells report it, so a
 * supervisor set to restart on failure sees the failure.
 */
import { constants } from 'node:os';

export function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  const number = signal ? constants.signals[signal] : undefined;
  return number ? 128 + number : 1;
}
