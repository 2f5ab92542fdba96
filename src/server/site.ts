/**
 * Serves the built site (`dist/`) the way a static host would: `/projects` -> projects.html,
 * hashed assets cached for a year, every page revalidated with its ETag / Last-Modified (304 when
 * unchanged), text files sent from their build-time Brotli/gzip copies, every unknown path
 * answered by 404.html (read once, kept in memory with its copies) with status 404, and the form
 * API on the same origin. Only GET and HEAD reach files (405 otherwise); no path segment that
 * starts with a dot is ever served, except under /.well-known/.
 */
import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { getMimeType } from 'hono/utils/mime';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, SECURITY_HEADERS, isHashedAsset } from '../lib/security-headers.ts';

export interface SiteServerOptions {
  distDir: string;
  api: Hono;
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: readonly { name: Encoding; suffix: string }[] = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];
const NOT_FOUND_FILE = '/404.html';

function fileStats(path: string): Stats | undefined {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** A path segment that starts with a dot (`.env`, `.git`), other than `/.well-known/`. */
export function isHiddenPath(decodedPath: string): boolean {
  return decodedPath
    .split(/[/\\]/)
    .some((segment, index) => segment.startsWith('.') && !(index === 1 && segment === '.well-known'));
}

/** The file in dist/ a request path maps to, or undefined. Never leaves distDir, never a hidden file. */
export function resolveStaticFile(distDir: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || isHiddenPath(decoded)) return undefined;
  const clean = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const trimmed = clean.replace(/\/+$/, '') || '/';
  const candidates = trimmed === '/' ? ['/index.html'] : [trimmed, `${trimmed}.html`, `${trimmed}/index.html`];
  for (const candidate of candidates) {
    const full = join(distDir, candidate);
    if (full.startsWith(distDir) && fileStats(full)) return candidate;
  }
  return undefined;
}

/** The encodings the client accepts, in the server's order of preference. */
function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/i.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return ENCODINGS.map(({ name }) => name).filter((name) => accepted.has(name));
}

interface Representation {
  path: string;
  stats: Stats;
  encoding: Encoding | undefined;
}

/** The best copy of a file for the client: its Brotli or gzip sibling when accepted, else the file. */
function representationOf(full: string, stats: Stats, acceptEncoding: string | undefined): Representation {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const path = full + (ENCODINGS.find(({ name }) => name === encoding)?.suffix ?? '');
    const copy = fileStats(path);
    if (copy) return { path, stats: copy, encoding };
  }
  return { path: full, stats, encoding: undefined };
}

const etagOf = ({ stats, encoding }: Representation) =>
  `W/"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;

/** Whether the client's copy is current: If-None-Match first, If-Modified-Since without it. */
function isNotModified(c: Context, etag: string, modified: Date): boolean {
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
  }
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/** A single byte range of an identity body, as [start, end] inclusive; undefined for none, several or a bad one. */
export function singleRange(header: string | undefined, size: number): [number, number] | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? [start, end] : undefined;
}

async function serveFile(c: Context, full: string, stats: Stats): Promise<Response> {
  const chosen = representationOf(full, stats, c.req.header('accept-encoding'));
  const etag = etagOf(chosen);
  const headers = new Headers({
    'Content-Type': getMimeType(full) ?? 'application/octet-stream',
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
  });
  if (chosen.encoding || fileStats(`${full}.br`) || fileStats(`${full}.gz`)) headers.set('Vary', 'Accept-Encoding');
  if (chosen.encoding) headers.set('Content-Encoding', chosen.encoding);
  if (isNotModified(c, etag, stats.mtime)) return new Response(null, { status: 304, headers });

  const body = await readFile(chosen.path);
  // One range of the file itself; several ranges, or a range of a compressed copy, get it whole.
  const range = chosen.encoding ? undefined : singleRange(c.req.header('range'), body.length);
  if (range) {
    const [start, end] = range;
    headers.set('Content-Range', `bytes ${start}-${end}/${body.length}`);
    headers.set('Content-Length', String(end - start + 1));
    return new Response(c.req.method === 'HEAD' ? null : body.subarray(start, end + 1), { status: 206, headers });
  }
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
}

interface NotFoundPage {
  identity: Uint8Array<ArrayBuffer>;
  copies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

/** 404.html and its Brotli/gzip copies, read once. */
function loadNotFoundPage(distDir: string): NotFoundPage {
  const path = join(distDir, NOT_FOUND_FILE);
  const read = (file: string) => (existsSync(file) ? new Uint8Array(readFileSync(file)) : undefined);
  const copies: NotFoundPage['copies'] = {};
  for (const { name, suffix } of ENCODINGS) {
    const copy = read(path + suffix);
    if (copy) copies[name] = copy;
  }
  const fallback = new TextEncoder().encode('<!doctype html><title>Not found</title><h1>404</h1>');
  return { identity: read(path) ?? fallback, copies };
}

export function createSiteServer({ distDir, api }: SiteServerOptions): Hono {
  const app = new Hono();
  const notFound = loadNotFoundPage(distDir);

  const notFoundResponse = (c: Context): Response => {
    if (c.req.path.startsWith('/api/')) return c.json({ message: 'Not found' }, 404);
    const encoding = acceptedEncodings(c.req.header('accept-encoding')).find((name) => notFound.copies[name]);
    const body = (encoding && notFound.copies[encoding]) || notFound.identity;
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(body.length),
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    return new Response(c.req.method === 'HEAD' ? null : body, { status: 404, headers });
  };

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    if (isHashedAsset(c.req.path) && c.res.status < 400) c.header('Cache-Control', IMMUTABLE_CACHE);
    else if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', REVALIDATE_CACHE);
  });

  app.use('/api/*', compress());
  app.route('/', api);

  app.on(['GET', 'HEAD'], '*', async (c) => {
    if (c.req.path.startsWith('/api/')) return notFoundResponse(c);
    const file = resolveStaticFile(distDir, c.req.path);
    // The 404 page is the answer to unknown paths, not a page of its own.
    if (!file || file === NOT_FOUND_FILE) return notFoundResponse(c);
    const full = join(distDir, file);
    const stats = fileStats(full);
    return stats ? serveFile(c, full, stats) : notFoundResponse(c);
  });

  app.all('*', (c) => {
    if (c.req.path.startsWith('/api/')) return notFoundResponse(c);
    c.header('Allow', 'GET, HEAD');
    return c.text('Method Not Allowed', 405);
  });

  app.notFound(notFoundResponse);
  return app;
}
