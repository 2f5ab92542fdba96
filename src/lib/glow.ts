/**
 * The contact address's glow: every 2 seconds it takes a random colour of a palette of 6, never
 * the colour it already has.
 */
export const GLOW_INTERVAL_MS = 2000;

/** Indigo, violet, fuchsia, rose, amber, cyan: the accent gradient and its neighbours. */
export const GLOW_PALETTE = ['#6366f1', '#8b5cf6', '#d946ef', '#f43f5e', '#f59e0b', '#06b6d4'] as const;

/**
 * A random palette colour other than `current`. `random` returns [0, 1) like Math.random; with
 * `current` excluded each of the other 5 colours is equally likely.
 */
export function pickNextGlowColor(
  current: string | null | undefined,
  random: () => number = Math.random,
  palette: readonly string[] = GLOW_PALETTE,
): string {
  const choices = palette.filter((color) => color !== current);
  if (choices.length === 0) return current ?? palette[0] ?? '';
  const index = Math.min(choices.length - 1, Math.max(0, Math.floor(random() * choices.length)));
  return choices[index] ?? choices[0] ?? '';
}
