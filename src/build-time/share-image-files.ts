/**
 * The share images' files: each SVG from src/build-time/artwork encoded once (JPEG for a page, PNG
 * for the site's default) and kept in the build cache, so a rebuild encodes only the images
 * whose drawing changed (a renamed project, a new tool). A page's image is its kind's backdrop,
 * drawn once per build, with the page's text laid over it: drawing the backdrop (gradients, a
 * browser mock) is most of the cost of drawing a whole image.
 */
import sharp from 'sharp';
import { sitePaths } from '@/config/site-paths';
import { SLOT_SIZES } from './artwork/index.ts';
import { buildCacheDir, createBuildCache } from './build-cache.ts';

const cache = createBuildCache(buildCacheDir(sitePaths(process.cwd())));
const { width, height } = SLOT_SIZES.share;
const CHANNELS = 4;

/**
 * libjpeg-turbo, baseline with optimised Huffman tables. A cold build of a large catalogue pays
 * the encoding once per page: mozjpeg's trellis search made files 15 % smaller at three times
 * the time, and a progressive scan 2 % smaller at a third more (18.4 ms against 13.9 ms an
 * image); a share image is fetched by a crawler whole, never shown while it loads.
 */
const JPEG = { quality: 80, optimiseCoding: true } as const;
const PNG = { compressionLevel: 9, palette: true, quality: 100, effort: 10 } as const;
/** Part of every key: a new encoder or new settings make every image again. */
const recipe = (format: object) => JSON.stringify({ sharp: sharp.versions, width, height, format });

/** Each backdrop's pixels (RGBA), drawn once per build. */
const backdrops = new Map<string, Promise<Buffer>>();

function backdropPixels(svg: string): Promise<Buffer> {
  let pixels = backdrops.get(svg);
  if (!pixels) {
    pixels = sharp(Buffer.from(svg)).resize(width, height).ensureAlpha().raw().toBuffer();
    backdrops.set(svg, pixels);
  }
  return pixels;
}

/** A page's share image: `textSvg` (transparent ground) over the top left of `backdropSvg`, as JPEG. */
export function shareImageJpeg(backdropSvg: string, textSvg: string): Promise<Uint8Array<ArrayBuffer>> {
  return cache.get('share-jpeg', [recipe(JPEG), backdropSvg, textSvg], async () =>
    sharp(await backdropPixels(backdropSvg), { raw: { width, height, channels: CHANNELS } })
      .composite([{ input: Buffer.from(textSvg), left: 0, top: 0 }])
      .jpeg(JPEG)
      .toBuffer(),
  );
}

/** The site's share image, drawn whole, as PNG. */
export function shareImagePng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  return cache.get('share-png', [recipe(PNG), svg], async () =>
    sharp(Buffer.from(svg)).resize(width, height).png(PNG).toBuffer(),
  );
}
