/**
 * How the site lays out its content images, and which widths it asks the build for. Astro's
 * image service (src/data/optimised-images.ts) makes an AVIF and a WebP copy at each width; the browser picks
 * one from `srcset` with the layout's `sizes`, so a phone downloads a copy about as wide as it
 * shows the image, at up to twice the pixel density.
 */

export interface ImageLayoutRule {
  /** The `sizes` attribute: how wide the image is laid out at each viewport width. */
  sizes: string;
  /**
   * The widest `sizes` ever lays it out, in CSS pixels: the largest value over every viewport
   * width (often just below a breakpoint, where a fluid width is at its widest).
   */
  maxWidth: number;
}

export const IMAGE_LAYOUTS = {
  /** The main column: full on phones, beside a side card from 1024 px (44rem). At 1023 px: 975. */
  column: { sizes: '(min-width: 1024px) 44rem, calc(100vw - 3rem)', maxWidth: 975 },
  /** Two per row from 640 px up (galleries, concept images); one below, where at 639 px it is 559. */
  half: { sizes: '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, calc(100vw - 5rem)', maxWidth: 559 },
  /** A card in a grid of one, two or three columns; one column below 640 px, where at 639 px it is 591. */
  card: { sizes: '(min-width: 1280px) 24rem, (min-width: 640px) 45vw, calc(100vw - 3rem)', maxWidth: 591 },
} as const satisfies Record<string, ImageLayoutRule>;

export type ImageLayout = keyof typeof IMAGE_LAYOUTS;

/** Widths tried below the largest useful one. */
const WIDTH_STEPS = [400, 640, 800, 1200, 1600] as const;
/** Screens up to this pixel density get a sharp copy. */
const MAX_DENSITY = 2;

/**
 * The widest copy any layout asks for (the main column at twice the density): an uploaded photo
 * wider than this is scaled down to it before it is stored, since no page would use the extra pixels.
 */
export const LARGEST_IMAGE_WIDTH = Math.max(...Object.values(IMAGE_LAYOUTS).map((rule) => rule.maxWidth)) * MAX_DENSITY;

/**
 * The widths to make of an image `intrinsicWidth` pixels wide, laid out as `layout`: the steps
 * below the largest useful width, then that width (never wider than the file itself).
 */
export function imageWidths(layout: ImageLayout, intrinsicWidth: number): number[] {
  const largest = Math.min(intrinsicWidth, IMAGE_LAYOUTS[layout].maxWidth * MAX_DENSITY);
  return [...WIDTH_STEPS.filter((width) => width < largest), largest];
}

/**
 * What a `<picture>` needs, kept small because islands carry it in their props: the AVIF and WebP
 * `srcset`s, the WebP copy for `src`, the real proportions and the layout (for `sizes`).
 */
export interface PictureData {
  avif: string;
  webp: string;
  src: string;
  width: number;
  height: number;
  layout: ImageLayout;
}
