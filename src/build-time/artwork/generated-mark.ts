/**
 * How `npm run content:images` recognises the images it drew itself: it writes its name into
 * the image's EXIF "Software" field, and `--redraw` replaces only files that carry it, so a real
 * screenshot an editor put in place of the artwork is never overwritten. The pages never show
 * the mark: astro:assets drops metadata from the variants it serves.
 */
import sharp from 'sharp';

export const GENERATED_BY = 'studio-site content:images';

/** EXIF to pass to sharp's `withExif` when writing a generated image. */
export const generatedExif = { IFD0: { Software: GENERATED_BY } };

/** True when the image at `file` (or these bytes) was written by `content:images`. */
export async function isGeneratedImage(input: string | Buffer): Promise<boolean> {
  try {
    const { exif } = await sharp(input).metadata();
    return exif !== undefined && exif.includes(GENERATED_BY);
  } catch {
    return false;
  }
}
