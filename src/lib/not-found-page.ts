/**
 * The build's 404 pages are the answer to every unknown path, not pages of their own: `404.html`
 * for the site, and one per language (`de/404.html`) for the paths under that language's prefix.
 * An unknown path gets the nearest one up its folders, as the Workers host's `404-page` handling
 * does; their own URLs (/404, /404/, /404.html, /de/404 and the build's Brotli/gzip copies)
 * answer it with status 404 on both hosts, as every unknown path does, so no crawler keeps one as a
 * page. `npm start` (src/server/node/site-handler.ts) and the Worker (src/server/workers/entry.ts,
 * which wrangler.jsonc's `run_worker_first` hands these paths) both ask this.
 */
export const NOT_FOUND_PAGE = '/404';

const OWN_URL = /^((?:\/[a-z]{2,3})?)\/404(\/|\.html(\.br|\.gz)?)?$/;

/** Whether `path` is one of a 404 page's own URLs. */
export const isNotFoundPagePath = (path: string): boolean => OWN_URL.test(path);

/** The 404 page a 404 page's own URL stands for: `/de/404.html` is `/de/404`. */
export const notFoundPageOf = (path: string): string => `${OWN_URL.exec(path)?.[1] ?? ''}${NOT_FOUND_PAGE}`;

/** The 404 files that may answer a path, nearest first: `/de/a/b` gives de/a/404.html, de/404.html, 404.html. */
export function notFoundFiles(path: string): string[] {
  const folders = path.split('/').filter(Boolean).slice(0, -1);
  const files = folders.map((_, index) => `${folders.slice(0, folders.length - index).join('/')}/404.html`);
  return [...files, '404.html'];
}
