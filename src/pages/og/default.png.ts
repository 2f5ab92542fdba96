/** The share image of pages without one of their own (1200x630 PNG), drawn at build time. */
import type { APIRoute } from 'astro';
import { site } from '@/config/site';
import { renderShareImage } from '@/build/artwork';
import { shareImagePng } from '@/build/share-image-files';

export const GET: APIRoute = async () =>
  new Response(await shareImagePng(renderShareImage(site)), { headers: { 'Content-Type': 'image/png' } });
