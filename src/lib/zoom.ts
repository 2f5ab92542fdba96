/** Page zoom preference: 75 percent by default, stored as a number (75) under `preferredZoom`. */
export const ZOOM_STORAGE_KEY = 'preferredZoom';
export const DEFAULT_ZOOM = 75;
export const ZOOM_LEVELS = [75, 90, 100, 110, 125] as const;

/** A stored value read back: a number from the offered levels, else the default. */
export function parseZoom(stored: string | null | undefined): number {
  const value = Number(stored);
  return (ZOOM_LEVELS as readonly number[]).includes(value) ? value : DEFAULT_ZOOM;
}
