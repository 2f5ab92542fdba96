/**
 * The share images' files: each SVG from src/build-time/artwork encoded once (JPEG for a page, PNG
 * for the site's default) and kept in the build cache, so a rebuild encodes only the images
 * whose drawing changed (a renamed project, a new tool).
 */
import sharp from 'sharp';
import { sitePaths } from '@/config/site-paths';
import { SLOT_SIZES } from './artwork/index.ts';
import { buildCacheDir, createBuildCache } from './build-cache.ts';

const cache = createBuildCache(buildCacheDir(sitePaths(process.cwd())));
const { width, height } = SLOT_SIZES.share;

/** libjpeg-turbo, progressive with optimised Huffman tables: mozjpeg's trellis search made files
 * 15 % smaller at three times the encoding time, which a cold build of a large catalogue pays per page. */
const JPEG = { quality: 80, progressive: true, optimiseCoding: true } as const;
const PNG = { compressionLevel: 9, palette: true, quality: 100, effort: 10 } as const;
/** Part of every key: a new encoder or new settings make every image again. */
const recipe = (format: object) => JSON.stringify({ sharp: sharp.versions, width, height, format });

export function shareImageJpeg(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  return cache.get('share-jpeg', [recipe(JPEG), svg], async () =>
    sharp(Buffer.from(svg)).resize(width, height).jpeg(JPEG).toBuffer(),
  );
}

export function shareImagePng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  return cache.get('share-png', [recipe(PNG), svg], async () =>
    sharp(Buffer.from(svg)).resize(width, height).png(PNG).toBuffer(),
  );
}
