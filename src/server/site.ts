/**
 * Serves the built site (`dist/`) the way a static host would: `/projects` -> projects.html,
 * hashed assets cached for a year, text files sent from their build-time Brotli/gzip copies,
 * every unknown path answered by 404.html with status 404, and the form API on the same origin.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, SECURITY_HEADERS, isHashedAsset } from '../lib/security-headers.ts';

export interface SiteServerOptions {
  distDir: string;
  api: Hono;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** The file in dist/ a request path maps to, or undefined. Never leaves distDir. */
export function resolveStaticFile(distDir: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  const clean = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  if (clean.includes('\0')) return undefined;
  const trimmed = clean.replace(/\/+$/, '') || '/';
  const candidates = trimmed === '/' ? ['/index.html'] : [trimmed, `${trimmed}.html`, `${trimmed}/index.html`];
  for (const candidate of candidates) {
    const full = join(distDir, candidate);
    if (full.startsWith(distDir) && isFile(full)) return candidate;
  }
  return undefined;
}

export function createSiteServer({ distDir, api }: SiteServerOptions): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    if (isHashedAsset(c.req.path)) c.header('Cache-Control', IMMUTABLE_CACHE);
    else if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', REVALIDATE_CACHE);
  });

  app.route('/', api);

  app.use('*', compress());
  app.use(
    '*',
    serveStatic({
      root: distDir,
      // Brotli/gzip copies written at build time (src/integrations/precompress.ts).
      precompressed: true,
      rewriteRequestPath: (path) => resolveStaticFile(distDir, path) ?? path,
    }),
  );

  const notFoundPage = join(distDir, '404.html');
  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ message: 'Not found' }, 404);
    const html = isFile(notFoundPage) ? readFileSync(notFoundPage, 'utf8') : '<h1>404</h1>';
    return c.html(html, 404);
  });
  return app;
}
