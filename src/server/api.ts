/**
 * The form API (Hono). Web-standard Request/Response only, so the same app runs in `astro dev`
 * (dev-integration.ts), in `npm start` (node.ts) and on serverless/edge runtimes.
 */
import { Hono } from 'hono';

export function createApi(): Hono {
  const api = new Hono();
  api.get('/api/health', (c) => c.json({ ok: true }));
  return api;
}
