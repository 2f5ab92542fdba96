/**
 * Content images checked by what they hold, not by their name: a file counts as an image once
 * sharp decodes it within the limits of src/lib/content/image-limits.ts. The content check (and
 * so the build and the dev server) runs every image an entry names through `inspectImage`; the
 * editor's save runs each uploaded image through `prepareUpload`, which also scales a photo wider
 * than any layout uses down to that width.
 *
 * Decoding is bounded: the file's size is checked before it is read, `limitInputPixels` stops
 * libvips before it allocates a larger image, and the decode is shrunk on load, so checking a
 * photo costs a fraction of its full size in memory.
 */
import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import sharp from 'sharp';
import { IMAGE_LIMITS, imageRefusal } from '../lib/content/image-limits.ts';

/** An image that decodes, or why it does not. */
export type ImageVerdict = { ok: true; width: number; height: number; format: string } | { ok: false; problem: string };

const SCALABLE = new Set(['.webp', '.png', '.jpg', '.jpeg', '.avif']);

/** The first line of sharp's reason, without its own prefix. */
const reason = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.replace(/^Input (buffer|file) /, '') ??
  'unknown error';

/** Decodes `input` (its bytes, already known to be within the byte limit) within the pixel limit. */
async function decode(input: Uint8Array): Promise<ImageVerdict> {
  let width: number | undefined;
  let height: number | undefined;
  let format: string | undefined;
  try {
    ({ width, height, format } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch (error) {
    return { ok: false, problem: imageRefusal.notAnImage(reason(error)) };
  }
  if (!width || !height || !format) return { ok: false, problem: imageRefusal.notAnImage('it has no size') };
  if (width * height > IMAGE_LIMITS.maxPixels) return { ok: false, problem: imageRefusal.tooManyPixels(width, height) };
  try {
    // Every pixel is decoded (a cut-off file fails here), into a thumbnail-sized result.
    await sharp(input, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error', sequentialRead: true })
      .resize({ width: 32, withoutEnlargement: true })
      .raw()
      .toBuffer();
  } catch (error) {
    return { ok: false, problem: imageRefusal.notAnImage(reason(error)) };
  }
  return { ok: true, width, height, format };
}

/** Verdicts by file, valid while its size and modification time stay the same. */
const verdicts = new Map<string, { stamp: string; verdict: Promise<ImageVerdict> }>();

/** Whether the file at `path` is an image within the limits. */
export function inspectImage(path: string): Promise<ImageVerdict> {
  const { size, mtimeMs } = statSync(path);
  const stamp = `${size}:${mtimeMs}`;
  const known = verdicts.get(path);
  if (known?.stamp === stamp) return known.verdict;
  const verdict: Promise<ImageVerdict> =
    size > IMAGE_LIMITS.maxBytes
      ? Promise.resolve({ ok: false, problem: imageRefusal.tooLarge(size) })
      : decode(readFileSync(path));
  verdicts.set(path, { stamp, verdict });
  return verdict;
}

/**
 * An uploaded image as it is stored: refused (with the reason) unless it decodes within the
 * limits; a raster image wider than the widest layout is scaled down to it and re-encoded in
 * its own format (turned upright first, camera metadata dropped). Anything else is kept byte for byte.
 */
export async function prepareUpload(
  path: string,
  bytes: Uint8Array,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; problem: string }> {
  if (bytes.byteLength > IMAGE_LIMITS.maxBytes) return { ok: false, problem: imageRefusal.tooLarge(bytes.byteLength) };
  const verdict = await decode(bytes);
  if (!verdict.ok) return verdict;
  const ext = extname(path).toLowerCase();
  if (!SCALABLE.has(ext) || verdict.width <= IMAGE_LIMITS.storedWidth) return { ok: true, bytes };
  const resized = sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, sequentialRead: true })
    .rotate()
    .resize({ width: IMAGE_LIMITS.storedWidth, withoutEnlargement: true });
  const encoded =
    ext === '.webp'
      ? resized.webp({ quality: 82 })
      : ext === '.png'
        ? resized.png({ compressionLevel: 9, palette: false })
        : ext === '.avif'
          ? resized.avif({ quality: 60 })
          : resized.jpeg({ quality: 82, mozjpeg: true });
  return { ok: true, bytes: new Uint8Array(await encoded.toBuffer()) };
}
