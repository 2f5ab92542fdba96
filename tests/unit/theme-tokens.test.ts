/**
 * The design tokens of src/styles/global.css in both themes: every colour token declares its
 * light and dark value once (or is fixed on purpose), and the pairs the components use keep
 * their contrast in both (text >= 4.5:1, edges and the focus ring >= 3:1). Computed from the
 * declarations themselves, so a dark value changed by hand is caught before any browser runs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast, type Rgb } from '../support/colour-contrast';

const css = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
const tailwind = readFileSync(new URL('../../node_modules/tailwindcss/theme.css', import.meta.url), 'utf8');

/** The declarations of the `@theme` block (up to its first nested block). */
const theme = css.slice(css.indexOf('@theme {'), css.indexOf('@keyframes'));
const declared = new Map([...theme.matchAll(/--(color-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
const defaults = new Map([...tailwind.matchAll(/--(color-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));

/** Tokens that look the same in both themes, on purpose (global.css says why). */
const FIXED = /^color-(accent-\d+|ink-\d+|danger|scrim)$/;

type Theme = 'light' | 'dark';

/** Splits `light-dark(a, b)` at its top-level comma. */
function lightDark(value: string): [string, string] | undefined {
  const inner = /^light-dark\((.*)\)$/.exec(value)?.[1];
  if (!inner) return undefined;
  let depth = 0;
  for (const [i, char] of [...inner].entries()) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) return [inner.slice(0, i).trim(), inner.slice(i + 1).trim()];
  }
  return undefined;
}

/** A token's value in a theme, its references followed. */
function resolve(token: string, theme: Theme): string {
  const value = declared.get(token) ?? defaults.get(token);
  if (!value) throw new Error(`no token --${token}`);
  const pair = lightDark(value);
  const chosen = pair ? pair[theme === 'light' ? 0 : 1] : value;
  const reference = /^var\(--(color-[\w-]+)\)$/.exec(chosen)?.[1];
  return reference ? resolve(reference, theme) : chosen;
}

/** An `oklch()` or hex colour as sRGB (0-255), through OKLab. */
function toRgb(value: string): Rgb {
  if (value === '#fff') return [255, 255, 255];
  const match = /^oklch\(([\d.]+)(%?) ([\d.]+) ([\d.]+)\)$/.exec(value);
  if (!match) throw new Error(`not a colour this test reads: ${value}`);
  const l = Number(match[1]) / (match[2] ? 100 : 1);
  const [c, h] = [Number(match[3]), (Number(match[4]) * Math.PI) / 180];
  const [a, b] = [c * Math.cos(h), c * Math.sin(h)];
  const l3 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m3 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s3 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
    -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
    -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3,
  ];
  return linear.map((x) => {
    const v = Math.min(1, Math.max(0, x));
    return Math.round(255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055));
  }) as unknown as Rgb;
}

const ratio = (front: string, back: string, theme: Theme) =>
  contrast(toRgb(resolve(`color-${front}`, theme)), toRgb(resolve(`color-${back}`, theme)));

/** Text on the backgrounds the components put it on (WCAG 1.4.3). */
const TEXT: readonly (readonly [text: string, backgrounds: readonly string[]])[] = [
  ['slate-900', ['surface', 'slate-50', 'slate-100']],
  ['slate-800', ['surface', 'slate-50', 'slate-100']],
  ['slate-700', ['surface', 'slate-50', 'slate-100']],
  ['slate-600', ['surface', 'slate-50', 'slate-100']],
  ['slate-500', ['surface', 'slate-50']],
  ['indigo-700', ['surface', 'slate-50', 'indigo-50']],
  ['indigo-800', ['surface', 'indigo-50', 'indigo-100']],
  ['emerald-800', ['emerald-50']],
  ['emerald-700', ['emerald-50', 'surface']],
  ['amber-800', ['amber-50']],
  ['sky-800', ['sky-50']],
  ['rose-800', ['rose-50']],
  ['red-700', ['surface', 'slate-50']],
  ['red-800', ['red-50']],
  ['slate-50', ['slate-900']],
  ['white', ['indigo-600', 'danger', 'accent-700']],
  ['accent-800', ['white', 'accent-50']],
  ['ink-200', ['ink-950', 'ink-900']],
  ['ink-300', ['ink-900']],
];

/** Component edges and the focus ring on what they sit on (WCAG 1.4.11, 2.4.13). */
const EDGES: readonly (readonly [edge: string, backgrounds: readonly string[]])[] = [
  ['slate-500', ['surface', 'slate-50']],
  ['focus', ['surface', 'slate-50', 'slate-100', 'indigo-50']],
];

describe('design tokens in both themes', () => {
  it('every colour token declares a light and a dark value, or is fixed on purpose', () => {
    expect(declared.size).toBeGreaterThan(50);
    const neither = [...declared].filter(([token, value]) => !lightDark(value) && !FIXED.test(token));
    expect(neither).toEqual([]);
  });

  it('the dark value of each mirrored step differs from its light one', () => {
    const same = [...declared].filter(([, value]) => {
      const pair = lightDark(value);
      return pair && pair[0] === pair[1];
    });
    expect(same).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    it.each(TEXT)(`${theme}: %s text is at least 4.5:1 on its backgrounds`, (text, backgrounds) => {
      for (const back of backgrounds)
        expect(ratio(text, back, theme), `${text} on ${back}`).toBeGreaterThanOrEqual(4.5);
    });

    it.each(EDGES)(`${theme}: %s is at least 3:1 against what it sits on`, (edge, backgrounds) => {
      for (const back of backgrounds) expect(ratio(edge, back, theme), `${edge} on ${back}`).toBeGreaterThanOrEqual(3);
    });
  }

  it('reads the colours it checks the way a browser does', () => {
    expect(toRgb('oklch(98.4% 0.003 247.858)')).toEqual([248, 250, 252]);
    expect(toRgb('oklch(20.8% 0.042 265.755)')).toEqual([15, 23, 43]);
    expect(resolve('color-slate-50', 'dark')).not.toBe(resolve('color-slate-50', 'light'));
    expect(resolve('color-white', 'dark')).toBe(resolve('color-white', 'light'));
  });
});
