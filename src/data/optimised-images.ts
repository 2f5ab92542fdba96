/**
 * Content images through Astro's image service: AVIF and WebP copies at the widths the layout
 * uses (src/lib/images.ts), with the file's real size. The result is plain data, so an island
 * gets it as props and renders the same `<picture>` as the static pages.
 */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import { imageWidths, type ImageLayout, type PictureData } from '@/lib/images';

/** The `<picture>` of a content image laid out as `layout`; the `<img>` fallback is the WebP. */
export async function pictureData(image: ImageMetadata, layout: ImageLayout): Promise<PictureData> {
  const widths = imageWidths(layout, image.width);
  const largest = Math.max(...widths);
  const [avif, webp] = await Promise.all(
    (['avif', 'webp'] as const).map((format) => getImage({ src: image, format, widths, width: largest })),
  );
  if (!avif || !webp) throw new Error('the image service returned no copies');
  return {
    avif: avif.srcSet.attribute,
    webp: webp.srcSet.attribute,
    src: webp.src,
    layout,
    width: largest,
    height: Math.round((image.height * largest) / image.width),
  };
}

/** A small square logo (tool cards and pages): SVG as it is, other formats as WebP. */
export async function logoSrc(image: ImageMetadata, size = 96): Promise<string> {
  if (image.format === 'svg') return image.src;
  return (await getImage({ src: image, format: 'webp', width: size, height: size, fit: 'contain' })).src;
}

/** The image at its own size as WebP, for a link that opens it whole (the gallery). */
export async function fullSizeSrc(image: ImageMetadata): Promise<string> {
  return (await getImage({ src: image, format: 'webp', width: image.width })).src;
}
