/**
 * Helpers of the accessibility browser tests (a11y-*.spec.ts): where focus is and whether it
 * shows, colours as the page paints them (any CSS colour turned into sRGB by a canvas), WCAG
 * contrast ratios, and pixels of a screenshot.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { builtPages } from '../support/site-pages';
import { fixturePaths } from '../support/fixture';

export type Rgb = readonly [number, number, number];

/** WCAG 2 relative luminance of an sRGB colour (0-255 channels). */
export function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` with opacity `alpha` painted over the opaque `bottom`. */
export const over = (top: Rgb, alpha: number, bottom: Rgb): Rgb =>
  [0, 1, 2].map((i) => Math.round(top[i]! * alpha + bottom[i]! * (1 - alpha))) as unknown as Rgb;

/** A screenshot's pixels (RGB, row after row). */
export interface Pixels {
  width: number;
  height: number;
  at: (x: number, y: number) => Rgb;
}

export async function decodePng(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x, y) => {
      const i = (y * info.width + x) * 3;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}

/** Where focus is: on <body> (lost), and whether the focused control shows an indicator. */
export interface FocusState {
  onBody: boolean;
  /** A short description of the focused element, for messages. */
  what: string;
  /** It matches :focus-visible and draws an outline or a shadow (itself or the label of a hidden input). */
  visible: boolean;
}

export async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement)
      return { onBody: true, what: 'body', visible: false };
    const what = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const draws = (el: Element) => {
      const style = getComputedStyle(el);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // A visually hidden input (a choice chip) shows its focus on its label.
    const label = element instanceof HTMLInputElement ? element.closest('label') : null;
    const visible = element.matches(':focus-visible') && (draws(element) || (label !== null && draws(label)));
    return { onBody: false, what, visible };
  });
}

/** Pages of the test catalogue's build, one per template (the first page of each). */
export function onePagePerTemplate(): string[] {
  const paths = builtPages(fixturePaths.dist).map((page) => page.path);
  const template = (path: string) => path.replace(/^(\/[^/]+(?:\/detail|\/page)?)\/[^/]+$/, '$1/[id]');
  return [...Map.groupBy(paths, template).values()].map((group) => group[0]!);
}
