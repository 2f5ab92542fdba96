/**
 * The build's 404 page (dist/404.html) is the answer to every unknown path, not a page of its own:
 * its own URLs (/404, /404/, /404.html and the build's Brotli/gzip copies) answer it with status
 * 404 on both hosts, as any unknown path does, so no crawler keeps it as a page. `npm start`
 * (src/server/node/site-handler.ts) and the Worker (src/server/workers/entry.ts, which
 * wrangler.jsonc's `run_worker_first` hands these paths) both ask this.
 */
export const NOT_FOUND_PAGE = '/404';

/** Whether `path` is one of the 404 page's own URLs. */
export const isNotFoundPagePath = (path: string): boolean => /^\/404(\/|\.html(\.br|\.gz)?)?$/.test(path);
