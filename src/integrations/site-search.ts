/**
 * The site search's index, built after the pages (src/build-time/site-search-index.ts, in a
 * process of its own: src/build-time/site-search-process.ts), and its
 * files under `astro dev`: served from the last build's `dist/pagefind/` when there is one, so
 * the search works in development on the content of that build. Without a build, the dev server
 * answers the index's URLs 404 and the search says how to make one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sirv from 'sirv';
import { buildCacheDir } from '../build-time/build-cache.ts';
import { SITE_SEARCH_DIR, siteSearchSummary } from '../build-time/site-search-index.ts';
import { indexInOwnProcess } from '../build-time/site-search-process.ts';
import type { SitePaths } from '../config/site-paths.ts';

export function siteSearchIntegration(paths: Pick<SitePaths, 'dist' | 'cache'>): AstroIntegration {
  return {
    name: 'studio:site-search',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const dir = join(paths.dist, SITE_SEARCH_DIR);
        const serve = sirv(dir, { dev: true, etag: true });
        server.middlewares.use(`/${SITE_SEARCH_DIR}`, (req, res, next) => {
          if (existsSync(dir)) serve(req, res, next);
          else {
            res.statusCode = 404;
            res.end('No search index yet: run `npm run build` once, then reload.');
          }
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const report = await indexInOwnProcess(fileURLToPath(dir), buildCacheDir(paths));
        logger.info(siteSearchSummary(report, (performance.now() - started) / 1000));
      },
    },
  };
}
