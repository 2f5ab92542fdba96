/** The share image of pages without one of their own (1200x630 PNG), drawn at build time. */
import type { APIRoute } from 'astro';
import { site } from '@/config/studio';
import { renderShareImage } from '@/build-time/artwork';
import { shareImagePng } from '@/build-time/share-image-files';

export const GET: APIRoute = async () =>
  new Response(await shareImagePng(renderShareImage(site)), { headers: { 'Content-Type': 'image/png' } });
