/** The studio's logo mark at /favicon.svg (its PNG copy, /logo.png, is the logo in structured data). */
import type { APIRoute } from 'astro';
import faviconSvg from '@/assets/favicon.svg?raw';

export const GET: APIRoute = () => new Response(faviconSvg, { headers: { 'Content-Type': 'image/svg+xml' } });
