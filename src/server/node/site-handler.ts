/**
 * The Node request handler of `npm start`: `/api/*` goes to the form API (Hono), everything else
 * to the built site's files (static-files.ts), served the way the Workers host serves them:
 * `/projects` -> projects.html, the build's Brotli/gzip copies to browsers that take them (never
 * by their own name), hashed assets cached for a year, every page revalidated with its ETag /
 * Last-Modified (304 when unchanged; the ETag names the encoding, so a cache never takes one copy
 * for another), one byte range or 416, every unknown path answered by 404.html (read once, kept in
 * memory with its copies) with status 404. Only GET and HEAD reach files (405 otherwise); no dot
 * file is served, except under /.well-known/, nor the host's `_headers` and `_redirects`. Every
 * answer carries the security headers. A page has one URL, as on the Workers host: the build's
 * `_redirects` rules (`/projects/`, `/projects.html`, `/index.html` -> 301 to `/projects`, `/`, as
 * splat rules: src/lib/page-redirects.ts) are read once and answered the same way, the query kept, and a path
 * ending in `/index` (or `/index.html`) answers 307 to its folder, as the Workers host's
 * html_handling does. An error while answering is answered (500, or the connection closed once
 * the head went out), never thrown past the handler.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { logSafe, safeErrorText } from '../../lib/log-text.ts';
import { isNotFoundPagePath, notFoundFiles, notFoundPageOf } from '../../lib/not-found-page.ts';
import { compileRedirects, parseRedirects, redirectTarget } from '../../lib/page-redirects.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, SECURITY_HEADERS, isHashedAsset } from '../../lib/security-headers.ts';
import {
  ENCODINGS,
  acceptedEncodings,
  failAnswer,
  findStaticFile,
  readStaticFiles,
  sendStaticFile,
  type Encoding,
  type StaticFiles,
} from './static-files.ts';

export interface SiteHandlerOptions {
  distDir: string;
  api: Hono;
  /** Where a failed answer is logged (console.error by default). */
  log?: (line: string) => void;
}

export type SiteHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** `/index`, `/x/index`, `/x/index.html`: the folder's page, by its one URL (as the Workers host answers them). */
const FOLDER_INDEX = /(^|\/)index(\.html)?$/;

interface NotFoundPage {
  identity: Buffer;
  copies: Partial<Record<Encoding, Buffer>>;
}

/** A 404 file and its Brotli/gzip copies, read once. */
function loadNotFoundPage(distDir: string, file = '404.html'): NotFoundPage {
  const path = join(distDir, file);
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

/**
 * Every text file is sent as `text/...; charset=utf-8`, the one spelling the Workers host uses
 * (`text/html; charset=utf-8`, `text/javascript; charset=utf-8`), so both hosts answer alike
 * (tests/e2e/host-parity.spec.ts).
 */
export function textTypeWithCharset(type: string): string {
  const [mime = ''] = type.split(';');
  return mime.trim().startsWith('text/') ? `${mime.trim()}; charset=utf-8` : type;
}

function redirect(res: ServerResponse, status: 301 | 307, location: string): void {
  res.setHeader('Cache-Control', REVALIDATE_CACHE);
  res.writeHead(status, { Location: location, 'Content-Length': 0 });
  res.end();
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

export function createSiteHandler({ distDir, api, log = console.error }: SiteHandlerOptions): SiteHandler {
  const apiListener = getRequestListener(apiApp(api).fetch);
  const rootNotFound = loadNotFoundPage(distDir);
  // The nearest 404 file up a path's folders (a language's own, de/404.html), as the Workers host answers.
  const notFoundPages = new Map<string, NotFoundPage | undefined>();
  const notFoundFor = (path: string): NotFoundPage => {
    for (const file of notFoundFiles(path).slice(0, -1)) {
      if (!notFoundPages.has(file))
        notFoundPages.set(file, existsSync(join(distDir, file)) ? loadNotFoundPage(distDir, file) : undefined);
      const page = notFoundPages.get(file);
      if (page) return page;
    }
    return rootNotFound;
  };
  const redirectsPath = join(distDir, '_redirects');
  const redirects = compileRedirects(
    parseRedirects(existsSync(redirectsPath) ? readFileSync(redirectsPath, 'utf8') : ''),
  );
  // No build (the API alone, as in some tests): every page path answers 404.
  const files: StaticFiles = existsSync(distDir) ? readStaticFiles(distDir) : new Map();

  const serveSite = (req: IncomingMessage, res: ServerResponse, rawPath: string) => {
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
      sendNotFound(req, res, rootNotFound);
      return;
    }
    const notFound = notFoundFor(isNotFoundPagePath(path) ? notFoundPageOf(path) : path);
    if (isNotFoundPagePath(path)) {
      sendNotFound(req, res, notFound);
      return;
    }
    const query = (req.url ?? '').slice(rawPath.length);
    const canonical = redirectTarget(redirects, rawPath);
    if (canonical !== undefined) {
      redirect(res, 301, canonical + query);
      return;
    }
    if (FOLDER_INDEX.test(rawPath) && !files.has(path)) {
      const folder = rawPath.replace(FOLDER_INDEX, '') || '/';
      // `//host/index` would send the visitor to another site.
      if (folder.startsWith('//') || folder.includes('\\')) sendNotFound(req, res, notFound);
      else redirect(res, 307, folder + query);
      return;
    }
    const file = findStaticFile(files, path);
    if (!file) {
      sendNotFound(req, res, notFound);
      return;
    }
    res.setHeader('Cache-Control', isHashedAsset(path) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    sendStaticFile(req, res, file, { typeOf: textTypeWithCharset, log });
  };

  return (req, res) => {
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (rawPath.startsWith('/api/')) {
      void apiListener(req, res);
      return;
    }
    try {
      serveSite(req, res, rawPath);
    } catch (error) {
      failAnswer(
        res,
        log,
        `Site: could not answer ${logSafe(`${req.method ?? ''} ${rawPath}`)}: ${safeErrorText(error)}`,
      );
    }
  };
}
