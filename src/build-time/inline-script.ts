/**
 * A script inlined in every page's head (src/browser/pre-paint.js, which must run before the
 * first paint) ships minified: its comments and spacing would cost every page's first round
 * trip. The layout inlines this text and astro.config.mjs hashes the same text for the CSP.
 */
import { createHash } from 'node:crypto';
import { minifySync } from 'vite';

export function minifiedInlineScript(name: string, source: string): string {
  const { code, errors } = minifySync(name, source);
  if (errors.length > 0) throw new Error(`${name}: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim();
}

/** The CSP source allowing exactly this inline script. */
export const cspHash = (text: string): `sha256-${string}` =>
  `sha256-${createHash('sha256').update(text).digest('base64')}`;
