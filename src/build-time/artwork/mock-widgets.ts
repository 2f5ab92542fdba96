/** Small UI pieces the browser and phone mocks share: cards, chips, a progress ring, an area chart. */
import { textWidth } from './text-metrics.ts';
import { FAINT, LINE } from './palettes.ts';
import { BOLD, circle, n, rect, text } from './svg.ts';

export function card(x: number, y: number, w: number, h: number, fill = '#ffffff'): string {
  return rect(x, y, w, h, 12, fill, ` stroke="${LINE}"`);
}

export const chipWidth = (label: string, size: number) => textWidth(label, size) + size * 1.6;

/** A pill-shaped label with bold text: a status, a filter, a growth figure. */
export function chip(
  x: number,
  y: number,
  label: string,
  fill: string,
  ink: string,
  size = 13,
  outlined = false,
): string {
  const w = chipWidth(label, size);
  const h = size * 1.9;
  const border = outlined ? ` stroke="${LINE}"` : '';
  return rect(x, y, w, h, h / 2, fill, border) + text(x + size * 0.8, y + h / 2 + size * 0.36, size, ink, label, BOLD);
}

/** A progress ring: grey track with a coloured arc starting at 12 o'clock. */
export function ring(cx: number, cy: number, r: number, stroke: number, share: number, color: string): string {
  const length = 2 * Math.PI * r;
  return [
    circle(cx, cy, r, 'none', ` stroke="${FAINT}" stroke-width="${n(stroke)}"`),
    circle(
      cx,
      cy,
      r,
      'none',
      ` stroke="${color}" stroke-width="${n(stroke)}" stroke-linecap="round" stroke-dasharray="${n(length * share)} ${n(length)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"`,
    ),
  ].join('');
}

/** A smooth-ish line through points, and the same shape closed down to `base` for the fill. */
export function areaChart(points: Array<[number, number]>, base: number, color: string): string {
  const path = points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${n(px)} ${n(py)}`).join(' ');
  const first = points[0] ?? [0, base];
  const last = points[points.length - 1] ?? [0, base];
  return [
    `<path d="${path} L${n(last[0])} ${n(base)} L${n(first[0])} ${n(base)} Z" fill="url(#area)"/>`,
    `<path d="${path}" fill="none" stroke="${color}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`,
    circle(last[0], last[1], 8, '#ffffff', ` stroke="${color}" stroke-width="4"`),
  ].join('');
}
