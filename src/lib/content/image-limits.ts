/**
 * What the content check and the editor accept as a content image, and the words they use when a
 * file is refused. An image counts only once it decodes (src/content-reading/image-files.ts):
 * its bytes and its pixels are bounded so that neither the editor's save nor the build can run out
 * of memory on one file.
 */
import { LARGEST_IMAGE_WIDTH } from '../images.ts';

export const IMAGE_LIMITS = {
  /** A file larger than this is refused (a 24-megapixel camera JPEG is 8-15 MB). */
  maxBytes: 20 * 1024 * 1024,
  /** Width x height; decoding stops before allocating more (40 MP is 7,746 x 5,164, about 160 MB decoded). */
  maxPixels: 40_000_000,
  /** An uploaded raster image wider than this is scaled down to it and re-encoded before it is stored. */
  storedWidth: LARGEST_IMAGE_WIDTH,
} as const;

/** The editor's API reads at most this much of one save (its files travel base64 encoded in JSON). */
export const MAX_SAVE_BYTES = Math.ceil(IMAGE_LIMITS.maxBytes * 2 * (4 / 3)) + 1024 * 1024;

/** "13.2 MB", "820 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const megapixels = (pixels: number) => `${(pixels / 1_000_000).toFixed(1).replace(/\.0$/, '')} megapixels`;

/** Why a file is not accepted as an image, in the words of the content check and the editor. */
export const imageRefusal = {
  tooLarge: (bytes: number) =>
    `is ${formatBytes(bytes)}; an image may be at most ${formatBytes(IMAGE_LIMITS.maxBytes)}. Export it smaller (a photo ${IMAGE_LIMITS.storedWidth} pixels wide is enough for every page)`,
  tooManyPixels: (width: number, height: number) =>
    `is ${width} x ${height} pixels (${megapixels(width * height)}); an image may have at most ${megapixels(IMAGE_LIMITS.maxPixels)}. Export it smaller (${IMAGE_LIMITS.storedWidth} pixels wide is enough for every page)`,
  notAnImage: (detail: string) =>
    `is not an image that can be read (${detail}): export it again as WebP, JPEG or PNG`,
  saveTooLarge: (bytes: number) =>
    `this save carries ${formatBytes(bytes)} of files; one save may carry at most ${formatBytes(MAX_SAVE_BYTES)} and each image at most ${formatBytes(IMAGE_LIMITS.maxBytes)}`,
} as const;
