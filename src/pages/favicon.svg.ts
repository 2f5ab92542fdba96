/** The studio's logo mark at /favicon.svg (the organisation logo in structured data). */
import type { APIRoute } from 'astro';
import faviconSvg from '@/assets/favicon.svg?raw';

export const GET: APIRoute = () => new Response(faviconSvg, { headers: { 'Content-Type': 'image/svg+xml' } });
