/**
 * Writes `dist/_headers` (security and caching headers for static hosts) and `dist/.assetsignore`
 * (what Workers static assets leave out) after each build.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ASSETS_IGNORE_FILE, staticHostHeadersFile } from '../lib/security-headers.ts';

export function staticHeadersIntegration(): AstroIntegration {
  return {
    name: 'studio:static-headers',
    hooks: {
      'astro:build:done': ({ dir }) => {
        writeFileSync(fileURLToPath(new URL('_headers', dir)), staticHostHeadersFile());
        writeFileSync(fileURLToPath(new URL('.assetsignore', dir)), ASSETS_IGNORE_FILE);
      },
    },
  };
}
