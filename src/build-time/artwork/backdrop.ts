/**
 * What every picture is drawn on: the shared gradients and patterns, the palette's background
 * with its glow, and the text on it (the type label and the title).
 */
import { between, type MockContext } from './mock-figures.ts';
import type { Palette } from './palettes.ts';
import { BOLD, circle, n, rect, text } from './svg.ts';
import { textWidth, type FittedTitle } from './text-metrics.ts';

/** Shared gradients and patterns of every picture, referred to by id (`url(#bg)`, `url(#accent)`...). */
export function defs(palette: Palette): string {
  return [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset=".55" stop-color="${palette.via}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="shine"><stop offset="0" stop-color="#ffffff" stop-opacity=".22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    `<linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset=".5" stop-color="${palette.via}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<linearGradient id="bars" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette.via}" stop-opacity=".55"/></linearGradient>`,
    `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".32"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></linearGradient>`,
    '<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.3" fill="#ffffff" fill-opacity=".09"/></pattern>',
    '</defs>',
  ].join('');
}

/** The palette's gradient with a glow at a seeded place, a soft shine and a dot pattern. */
export function background(width: number, height: number, ctx: MockContext): string {
  const gx = width * between(ctx, 0.62, 0.92);
  const gy = height * between(ctx, -0.1, 0.2);
  return [
    rect(0, 0, width, height, 0, 'url(#bg)'),
    circle(gx, gy, width * 0.5, 'url(#glow)'),
    circle(width * between(ctx, 0, 0.3), height * 1.05, width * 0.42, 'url(#shine)'),
    rect(0, 0, width, height, 0, 'url(#dots)'),
  ].join('');
}

/** The small rounded label above the title ("AI Tool", "Business idea"). */
export function pill(
  x: number,
  y: number,
  label: string,
  palette: Palette,
  size = 13,
): { svg: string; height: number } {
  const upper = label.toUpperCase();
  const spacing = size * 0.1;
  const height = size * 2.3;
  const dot = size * 0.32;
  const padX = size * 1.05;
  const width = padX + dot * 2 + size * 0.6 + textWidth(upper, size, spacing) + padX;
  const svg = [
    rect(x, y, width, height, height / 2, '#ffffff', ' fill-opacity=".16" stroke="#ffffff" stroke-opacity=".28"'),
    circle(x + padX + dot, y + height / 2, dot, palette.glow),
    text(
      x + padX + dot * 2 + size * 0.6,
      y + height / 2 + size * 0.36,
      size,
      '#ffffff',
      upper,
      `${BOLD} letter-spacing="${n(spacing)}"`,
    ),
  ].join('');
  return { svg, height };
}

/** The title's lines in white bold type from `top`; `bottom` is just below the last line. */
export function titleBlock(x: number, top: number, fitted: FittedTitle): { svg: string; bottom: number } {
  const { fontSize, lines, letterSpacing } = fitted;
  const step = fontSize * 1.12;
  const svg = lines
    .map((line, i) =>
      text(
        x,
        top + fontSize * 0.8 + i * step,
        fontSize,
        '#ffffff',
        line,
        `${BOLD} letter-spacing="${n(letterSpacing)}"`,
      ),
    )
    .join('');
  return { svg, bottom: top + fontSize * 0.8 + (lines.length - 1) * step + fontSize * 0.24 };
}
