/** Highlight carousel timing and order: a 300 ms fade, then the next item, wrapping around. */
export const FADE_MS = 300;

/** The next item, wrapping from the last back to the first. */
export function nextIndex(current: number, count: number): number {
  return count > 0 ? (current + 1) % count : 0;
}
