/**
 * The Node request handler of `npm start`: `/api/*` goes to the form API (Hono), everything else
 * to sirv, which serves the built site (`dist/`) the way a static host would: `/projects` ->
 * projects.html, the build's Brotli/gzip copies to browsers that take them, hashed assets cached
 * for a year, every page revalidated with its ETag / Last-Modified (304 when unchanged; the ETag
 * names the encoding, so a cache never takes one copy for another), every unknown path answered by
 * 404.html (read once, kept in memory with its copies) with status 404. Only GET and HEAD reach
 * files (405 otherwise); sirv never serves a dot file, except under /.well-known/. Every answer
 * carries the security headers. A page has one URL, as on the Workers host: the build's
 * `_redirects` rules (`/projects/`, `/projects.html`, `/index.html` -> 301 to `/projects`, `/`, as
 * splat rules: src/lib/page-redirects.ts) are read once and answered the same way, the query kept.
 */
import { existsSync, readFileSync, type Stats } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import sirv from 'sirv';
import { compileRedirects, parseRedirects, redirectTarget } from '../../lib/page-redirects.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, SECURITY_HEADERS, isHashedAsset } from '../../lib/security-headers.ts';

export interface SiteHandlerOptions {
  distDir: string;
  api: Hono;
  /** The content editor's paths and their handler, when editors exist (src/server/node/editor/mount.ts). */
  editor?: { handles: (pathname: string) => boolean; listener: SiteHandler } | undefined;
}

export type SiteHandler = (req: IncomingMessage, res: ServerResponse) => void;

type Encoding = 'br' | 'gzip';
const ENCODINGS: readonly { name: Encoding; suffix: string }[] = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** The encodings the client accepts (`q=0` refuses one), in the server's order of preference. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/i.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return ENCODINGS.map(({ name }) => name).filter((name) => accepted.has(name));
}

/** One plain byte range (`bytes=2-4`, `bytes=5-`) sirv can serve; several, suffix or reversed ones get the whole file. */
export function isServableRange(header: string): boolean {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header.trim());
  return !!match && (match[2] === '' || Number(match[1]) <= Number(match[2]));
}

/** The 404 page itself is not a page: /404, /404.html and its copies answer 404. */
const isNotFoundPagePath = (path: string): boolean => /^\/404(\/|\.html(\.br|\.gz)?)?$/.test(path);

interface NotFoundPage {
  identity: Buffer;
  copies: Partial<Record<Encoding, Buffer>>;
}

/** 404.html and its Brotli/gzip copies, read once. */
function loadNotFoundPage(distDir: string): NotFoundPage {
  const path = join(distDir, '404.html');
  const read = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);
  const copies: NotFoundPage['copies'] = {};
  for (const { name, suffix } of ENCODINGS) {
    const copy = read(path + suffix);
    if (copy) copies[name] = copy;
  }
  const fallback = Buffer.from('<!doctype html><title>Not found</title><h1>404</h1>');
  return { identity: read(path) ?? fallback, copies };
}

function sendNotFound(req: IncomingMessage, res: ServerResponse, page: NotFoundPage): void {
  const encoding = acceptedEncodings(req.headers['accept-encoding']).find((name) => page.copies[name]);
  const body = (encoding && page.copies[encoding]) || page.identity;
  res.removeHeader('ETag');
  res.setHeader('Cache-Control', REVALIDATE_CACHE);
  res.setHeader('Vary', 'Accept-Encoding');
  const headers: OutgoingHttpHeaders = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length };
  if (encoding) headers['Content-Encoding'] = encoding;
  res.writeHead(404, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A weak ETag from the size and time of the file sirv chose (the plain file or one of its copies). */
const baseEtag = (stats: Stats) => `W/"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;

/** Whether the client's copy is current: If-None-Match first, If-Modified-Since without it. */
export function isNotModified(request: IncomingHttpHeaders, etag: string, lastModified: string | undefined): boolean {
  const ifNoneMatch = request['if-none-match'];
  if (ifNoneMatch) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
  }
  const since = Date.parse(request['if-modified-since'] ?? '');
  const modified = Date.parse(lastModified ?? '');
  return !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
}

/**
 * sirv writes `text/html;charset=utf-8` and no charset on other text files, where the Workers host
 * says `text/html; charset=utf-8` and `text/javascript; charset=utf-8`: every text file is sent
 * with that one spelling, so both hosts answer alike (tests/e2e/host-parity.spec.ts).
 */
export function textTypeWithCharset(type: string): string {
  const [mime = ''] = type.split(';');
  return mime.trim().startsWith('text/') ? `${mime.trim()}; charset=utf-8` : type;
}

/**
 * sirv's ETag names only the size and time of a file, so a copy could share its file's tag, and
 * sirv compares If-None-Match by exact string and ignores If-Modified-Since: here the ETag gets the
 * encoding's name, and the conditional request is decided when sirv writes the head of a file's answer.
 */
function decideConditionally(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  const wrapped = (status: number, headers?: OutgoingHttpHeaders): ServerResponse => {
    const base = res.getHeader('ETag');
    if ((status !== 200 && status !== 206) || !headers || typeof base !== 'string') return writeHead(status, headers);
    const type = headers['Content-Type'];
    if (typeof type === 'string') headers['Content-Type'] = textTypeWithCharset(type);
    const encoding = headers['Content-Encoding'];
    const etag = typeof encoding === 'string' ? base.replace(/"$/, `-${encoding}"`) : base;
    res.setHeader('ETag', etag);
    const lastModified = headers['Last-Modified'];
    if (!isNotModified(req.headers, etag, typeof lastModified === 'string' ? lastModified : undefined))
      return writeHead(status, headers);
    // 304: no body (Node drops what sirv still pipes), and none of the body's own headers.
    const { 'Content-Length': _length, 'Content-Type': _type, 'Content-Encoding': _encoding, ...kept } = headers;
    return writeHead(304, kept);
  };
  res.writeHead = wrapped as typeof res.writeHead;
}

/** The form API with the site's headers, compressed, and JSON 404 for the /api/* paths it lacks. */
function apiApp(api: Hono): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', REVALIDATE_CACHE);
  });
  app.use('*', compress());
  app.route('/', api);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return app;
}

export function createSiteHandler({ distDir, api, editor }: SiteHandlerOptions): SiteHandler {
  const apiListener = getRequestListener(apiApp(api).fetch);
  const notFound = loadNotFoundPage(distDir);
  const redirectsPath = join(distDir, '_redirects');
  const redirects = compileRedirects(
    parseRedirects(existsSync(redirectsPath) ? readFileSync(redirectsPath, 'utf8') : ''),
  );
  // No build (the API alone, as in some tests): every page path answers 404.
  const files = existsSync(distDir)
    ? sirv(distDir, {
        brotli: true,
        gzip: true,
        extensions: ['html'],
        dotfiles: false,
        etag: false,
        setHeaders: (res, _path, stats) => res.setHeader('ETag', baseEtag(stats)),
      })
    : (_req: IncomingMessage, _res: ServerResponse, next: () => void) => next();

  return (req, res) => {
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    // The content editor, behind its sign-in (src/server/node/editor/).
    if (editor?.handles(rawPath)) return editor.listener(req, res);
    if (rawPath.startsWith('/api/')) {
      void apiListener(req, res);
      return;
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      sendNotFound(req, res, notFound);
      return;
    }
    if (isNotFoundPagePath(path)) {
      sendNotFound(req, res, notFound);
      return;
    }
    const canonical = redirectTarget(redirects, rawPath);
    if (canonical !== undefined) {
      const query = (req.url ?? '').slice(rawPath.length);
      res.setHeader('Cache-Control', REVALIDATE_CACHE);
      res.writeHead(301, { Location: canonical + query, 'Content-Length': 0 });
      res.end();
      return;
    }
    res.setHeader('Cache-Control', isHashedAsset(path) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    // sirv reads `gzip;q=0` as a yes and `bytes=0-1,5-6` as one range: it gets the header's meaning.
    req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding']).join(', ');
    if (req.headers.range !== undefined && !isServableRange(req.headers.range)) delete req.headers.range;
    decideConditionally(req, res);
    files(req, res, () => sendNotFound(req, res, notFound));
  };
}
