/**
 * Writes `dist/_headers` (security and caching headers for static hosts) and `dist/.assetsignore`
 * (what Workers static assets leave out) after each build.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ASSETS_IGNORE_FILE, staticHostHeadersFile } from '../lib/security-headers.ts';

/** `formOrigin`: the origin of PUBLIC_FORM_ENDPOINT when the forms post to another host. */
export function staticHeadersIntegration(formOrigin = ''): AstroIntegration {
  return {
    name: 'studio:static-headers',
    hooks: {
      'astro:build:done': ({ dir }) => {
        writeFileSync(fileURLToPath(new URL('_headers', dir)), staticHostHeadersFile(formOrigin));
        writeFileSync(fileURLToPath(new URL('.assetsignore', dir)), ASSETS_IGNORE_FILE);
      },
    },
  };
}
