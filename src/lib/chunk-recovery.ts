/**
 * After a deploy replaces the hashed files, a page that is still open can fail to load a lazy
 * chunk. The first failure reloads the page (which fetches the new file names); a second
 * failure within a minute shows the error screen instead of reloading forever.
 */
export const RELOAD_KEY = 'studio:chunk-reload-at';
export const RELOAD_WINDOW_MS = 60_000;

export type Recovery = 'reload' | 'show-error';

export function decideRecovery(storage: Pick<Storage, 'getItem' | 'setItem'> | null, now: number): Recovery {
  if (!storage) return 'show-error';
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_WINDOW_MS) return 'show-error';
  storage.setItem(RELOAD_KEY, String(now));
  return 'reload';
}

/** Is this error a failed dynamic import (chunk missing or unreachable)? */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}
