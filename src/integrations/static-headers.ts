/**
 * Writes `dist/_headers` (security and caching headers for static hosts), `dist/_redirects` (each
 * page's other URLs answered by 301 to its one URL: src/lib/page-redirects.ts) and
 * `dist/.assetsignore` (what Workers static assets leave out) after each build.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pageRedirects, redirectsFile } from '../lib/page-redirects.ts';
import { ASSETS_IGNORE_FILE, staticHostHeadersFile } from '../lib/security-headers.ts';

/** `formOrigin`: the origin of PUBLIC_FORM_ENDPOINT when the forms post to another host. */
export function staticHeadersIntegration(formOrigin = ''): AstroIntegration {
  return {
    name: 'studio:static-headers',
    hooks: {
      'astro:build:done': ({ dir, pages }) => {
        writeFileSync(fileURLToPath(new URL('_headers', dir)), staticHostHeadersFile(formOrigin));
        const paths = pages.map(({ pathname }) => `/${pathname.replace(/^\/+|\/+$/g, '')}`);
        writeFileSync(fileURLToPath(new URL('_redirects', dir)), redirectsFile(pageRedirects(paths)));
        writeFileSync(fileURLToPath(new URL('.assetsignore', dir)), ASSETS_IGNORE_FILE);
      },
    },
  };
}
