import { SEARCH_INDEX_EXTENSIONS, contentTypeOf } from './content-types.ts';

/**
 * HTTP security and caching headers, one definition for `npm start` (src/server/node/site-handler.ts) and
 * for static hosts (`dist/_headers`, written at build time). The Content-Security-Policy for
 * scripts and styles is Astro's, in each page's <meta>; the header adds what a <meta> policy
 * cannot carry (frame-ancestors).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), clipboard-write=(self)',
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The headers for a site whose forms post to `formOrigin` (PUBLIC_FORM_ENDPOINT on another origin):
 * the browser may then post a form there too (CSP form-action).
 */
export function securityHeaders(formOrigin = ''): Record<string, string> {
  const csp = SECURITY_HEADERS['Content-Security-Policy'] ?? '';
  return formOrigin
    ? {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': csp.replace("form-action 'self'", `form-action 'self' ${formOrigin}`),
      }
    : { ...SECURITY_HEADERS };
}

/** Hashed build output never changes under its name: cache it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, images without a hash): revalidate on every visit. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

/**
 * The site search's index files named by a hash of their content (Pagefind's index chunks,
 * filters and fragments); its entry files (script, worker, WebAssembly, entry, meta) keep their
 * names and are revalidated, so a new build's index is found at once.
 */
export const HASHED_SEARCH_FOLDERS = ['/pagefind/index/', '/pagefind/filter/', '/pagefind/fragment/'] as const;

/** Build output named by a hash of its content: Astro's assets, the portfolio's JSON index, the search's index files. */
export const isHashedAsset = (path: string): boolean =>
  path.startsWith('/_astro/') ||
  /^\/data\/[\w-]+\.[0-9a-f]{12}\.json$/.test(path) ||
  HASHED_SEARCH_FOLDERS.some((folder) => path.startsWith(folder));

/**
 * The `_headers` file of Cloudflare (Workers static assets, Pages) with the same rules. Every rule
 * that matches a path adds its headers, so the hashed assets' rules first detach the default
 * Cache-Control (`! Cache-Control`) instead of sending both values joined by a comma.
 */
export function staticHostHeadersFile(formOrigin = ''): string {
  const lines = [
    '/*',
    ...Object.entries(securityHeaders(formOrigin)).map(([k, v]) => `  ${k}: ${v}`),
    `  Cache-Control: ${REVALIDATE_CACHE}`,
  ];
  for (const rule of ['/_astro/*', '/data/*', ...HASHED_SEARCH_FOLDERS.map((folder) => `${folder}*`)])
    lines.push('', rule, '  ! Cache-Control', `  Cache-Control: ${IMMUTABLE_CACHE}`);
  // Workers assets send no Content-Type for a kind wrangler does not know: the type npm start gives it
  for (const extension of SEARCH_INDEX_EXTENSIONS)
    lines.push('', `/pagefind/*.${extension}`, `  Content-Type: ${contentTypeOf(`x.${extension}`)}`);
  lines.push('');
  return lines.join('\n');
}

/**
 * `.assetsignore` of Workers static assets: the build's Brotli/gzip copies are for `npm start`;
 * Cloudflare compresses on its own, and a copy would be served as a file of its own.
 */
export const ASSETS_IGNORE_FILE = '*.br\n*.gz\n';
