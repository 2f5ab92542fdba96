/** The share image of pages without one of their own (1200x630 PNG), drawn at build time. */
import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { site } from '@/config/site';
import { renderShareImage, SLOT_SIZES } from '@/build/artwork';

export const GET: APIRoute = async () => {
  const { width, height } = SLOT_SIZES.share;
  const png = await sharp(Buffer.from(renderShareImage(site)))
    .resize(width, height)
    .png({ compressionLevel: 9, palette: true, quality: 100, effort: 10 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
