/**
 * Writes `dist/_headers` (security and caching headers for static hosts), `dist/_redirects` (each
 * page's other URLs answered by 301 to its one URL, three rules at any size: src/lib/page-redirects.ts) and
 * `dist/.assetsignore` (what Workers static assets leave out) after each build.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PAGE_REDIRECT_RULES, redirectsFile } from '../lib/page-redirects.ts';
import { ASSETS_IGNORE_FILE, staticHostHeadersFile } from '../lib/security-headers.ts';

/** `formOrigin`: the origin of PUBLIC_FORM_ENDPOINT when the forms post to another host. */
export function staticHeadersIntegration(formOrigin = ''): AstroIntegration {
  return {
    name: 'studio:static-headers',
    hooks: {
      'astro:build:done': ({ dir }) => {
        writeFileSync(fileURLToPath(new URL('_headers', dir)), staticHostHeadersFile(formOrigin));
        writeFileSync(fileURLToPath(new URL('_redirects', dir)), redirectsFile(PAGE_REDIRECT_RULES));
        writeFileSync(fileURLToPath(new URL('.assetsignore', dir)), ASSETS_IGNORE_FILE);
      },
    },
  };
}
