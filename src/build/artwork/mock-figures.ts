/**
 * The made-up state of a UI mock: its colours and a seeded random source, from which come the
 * sizes of bars and charts and the figures the mock shows (amounts, percentages).
 */
import type { Palette } from './palettes.ts';

export interface MockContext {
  palette: Palette;
  random: () => number;
}

/** A seeded random number in [min, max). */
export const between = (ctx: MockContext, min: number, max: number) => min + ctx.random() * (max - min);

/** A made-up amount between $1.2k and $98k, such as "$53.1k". */
export function money(ctx: MockContext): string {
  const value = between(ctx, 1.2, 98);
  return `$${value.toFixed(1)}k`;
}

/** A made-up growth figure, such as "+58%". */
export function percent(ctx: MockContext, min = 4, max = 38): string {
  return `+${Math.round(between(ctx, min, max))}%`;
}
