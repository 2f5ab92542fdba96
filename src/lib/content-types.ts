/**
 * The Content-Type of each kind of file the build writes, as the Workers host names it; a file of
 * any other kind (Pagefind's `.pf_*` chunks and `.pagefind` WebAssembly index) goes out as
 * `application/octet-stream`, never without a type: `npm start` through `contentTypeOf`
 * (src/server/node/static-files.ts), the Workers host through `dist/_headers`
 * (`staticHostHeadersFile`, src/lib/security-headers.ts), whose assets get no type for a name
 * wrangler does not know. Text types get their charset in site-handler.ts (`textTypeWithCharset`).
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  css: 'text/css',
  gif: 'image/gif',
  html: 'text/html',
  ico: 'image/vnd.microsoft.icon',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  js: 'text/javascript',
  json: 'application/json',
  map: 'application/json',
  mjs: 'text/javascript',
  pdf: 'application/pdf',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  wasm: 'application/wasm',
  webmanifest: 'application/manifest+json',
  webp: 'image/webp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  xml: 'application/xml',
};

/** What a file of unknown kind is sent as. */
export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/** The type of a file by its name's extension. */
export function contentTypeOf(name: string): string {
  const extension = /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || UNKNOWN_CONTENT_TYPE;
}

/**
 * The site search's files whose kind no MIME list knows (Pagefind 1.5: the index, filter and
 * fragment chunks, the metadata and the WebAssembly index), all under /pagefind/.
 */
export const SEARCH_INDEX_EXTENSIONS = ['pf_index', 'pf_filter', 'pf_fragment', 'pf_meta', 'pagefind'] as const;
