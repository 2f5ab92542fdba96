/**
 * The made-up state of a UI mock: its colours and a seeded random source, from which come the
 * sizes of bars and charts. A mock never prints a number: an amount or a percentage drawn on
 * a project's artwork would read as that project's figure and could contradict its data, so
 * where a screen would show one it shows a figure-shaped bar instead (`figure`, `trendChip`).
 */
import type { Palette } from './palettes.ts';
import { bar, n, rect } from './svg.ts';

export interface MockContext {
  palette: Palette;
  random: () => number;
}

/** A seeded random number in [min, max). */
export const between = (ctx: MockContext, min: number, max: number) => min + ctx.random() * (max - min);

export interface Figure {
  svg: string;
  width: number;
}

/**
 * Where a screen shows a big figure: a bold bar on the text baseline as wide as a short number
 * set at `size`, aligned like `text-anchor` would align the number.
 */
export function figure(
  ctx: MockContext,
  x: number,
  baseline: number,
  size: number,
  fill: string,
  anchor: 'start' | 'middle' | 'end' = 'start',
): Figure {
  const width = size * between(ctx, 2.2, 3.4);
  const height = size * 0.56;
  const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  return { svg: bar(left, baseline - height, width, height, fill), width };
}

/** A small pill with an upward trend arrow, where a dashboard would show a growth percentage. */
export function trendChip(x: number, y: number, fill: string, ink: string, size = 12): string {
  const h = size * 1.9;
  const w = h * 2.2;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const s = size * 0.42;
  const arrow = `M${n(cx - s * 1.4)} ${n(cy + s * 0.7)} L${n(cx - s * 0.2)} ${n(cy - s * 0.5)} L${n(cx + s * 0.4)} ${n(cy + s * 0.1)} L${n(cx + s * 1.4)} ${n(cy - s * 0.8)}`;
  return (
    rect(x, y, w, h, h / 2, fill) +
    `<path d="${arrow}" fill="none" stroke="${ink}" stroke-width="${n(size * 0.18)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}
