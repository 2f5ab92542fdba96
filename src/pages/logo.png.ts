/**
 * The studio's logo mark as a 512x512 PNG: the Organization's logo in structured data, which
 * search engines take in a raster format of at least 112x112 px (src/lib/structured-data.ts).
 */
import type { APIRoute } from 'astro';
import sharp from 'sharp';
import faviconSvg from '@/assets/favicon.svg?raw';
import { LOGO_SIZE } from '@/lib/structured-data';

export const GET: APIRoute = async () => {
  const png = await sharp(Buffer.from(faviconSvg), { density: 72 * (LOGO_SIZE / 64) })
    .resize(LOGO_SIZE, LOGO_SIZE)
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
