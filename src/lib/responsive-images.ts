/**
 * Smaller copies of the site's large images for phones. The build writes, next to every image
 * under /images/ wider than `SMALL_WIDTH`, a WebP copy that wide (`gallery-1.webp` ->
 * `gallery-1-640w.webp`; src/integrations/responsive-images.ts); pages offer both in `srcset` with a
 * `sizes` that says how wide the image is laid out, so a phone downloads the small one.
 */
export const SMALL_WIDTH = 640;

/** How wide an image is laid out, one entry per layout the site uses. */
export const IMAGE_SIZES = {
  /** The main column's width: full on phones, beside a side card on wide screens. */
  column: '(min-width: 1024px) 44rem, calc(100vw - 3rem)',
  /** Two per row from 640 px up (galleries, concept images). */
  half: '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, calc(100vw - 5rem)',
  /** A card in a grid of one, two or three columns. */
  card: '(min-width: 1280px) 24rem, (min-width: 640px) 45vw, calc(100vw - 3rem)',
} as const;

export type ImageLayout = keyof typeof IMAGE_SIZES;

const LOCAL_RASTER = /^\/images\/.+\.(webp|png|jpe?g)$/i;

export function hasSmallVariant(src: string, width: number): boolean {
  return LOCAL_RASTER.test(src) && !isSmallVariant(src) && width > SMALL_WIDTH;
}

export function smallVariantUrl(src: string): string {
  return src.replace(/\.(webp|png|jpe?g)$/i, `-${SMALL_WIDTH}w.webp`);
}

export function isSmallVariant(path: string): boolean {
  return path.endsWith(`-${SMALL_WIDTH}w.webp`);
}

/** The original path a small variant is made from, for each extension it could have. */
export function variantSources(variantPath: string): string[] {
  const base = variantPath.slice(0, -`-${SMALL_WIDTH}w.webp`.length);
  return ['webp', 'png', 'jpg', 'jpeg'].map((ext) => `${base}.${ext}`);
}

/** `srcset` and `sizes` for an image of the given intrinsic width, or nothing to add. */
export function responsiveImage(src: string, width: number, layout: ImageLayout): { srcset?: string; sizes?: string } {
  if (!hasSmallVariant(src, width)) return {};
  return { srcset: `${smallVariantUrl(src)} ${SMALL_WIDTH}w, ${src} ${width}w`, sizes: IMAGE_SIZES[layout] };
}
