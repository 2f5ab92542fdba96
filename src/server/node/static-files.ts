/**
 * The built site's files as `npm start` serves them, read once at start the way Workers static
 * assets take them (wrangler.jsonc `assets`, dist/.assetsignore): no dot file except under
 * /.well-known/, not the host's own `_headers` and `_redirects`, and the build's Brotli/gzip copies
 * only as encodings of their file (`/index.html.br` is not a URL). A page is found without its
 * `.html` (`/projects` -> projects.html, `/x/` -> x.html or x/index.html).
 *
 * Each answer is decided before a byte is read: the encoding the client takes, 304 for a current
 * copy, one byte range clamped to the file or 416 (src/lib/byte-range.ts), `If-Range` honoured.
 * A file that cannot be read is answered 500 when nothing was sent yet, and its connection closed
 * when the error comes after the head: nothing a request does reaches past the handler.
 */
import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { byteRangeOf, ifRangeHolds } from '../../lib/byte-range.ts';
import { logSafe, safeErrorText } from '../../lib/log-text.ts';
import { contentTypeOf } from '../../lib/content-types.ts';

export type Encoding = 'br' | 'gzip';
export const ENCODINGS: readonly { name: Encoding; suffix: string }[] = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** What the build writes for the static host itself, never served as a file (the Workers host answers 404). */
const HOST_FILES = new Set(['/_headers', '/_redirects']);

interface FileOnDisk {
  path: string;
  size: number;
  mtime: Date;
}

export interface StaticFile {
  type: string;
  identity: FileOnDisk;
  copies: Partial<Record<Encoding, FileOnDisk>>;
}

export type StaticFiles = ReadonlyMap<string, StaticFile>;

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

const servedName = (url: string): boolean =>
  !HOST_FILES.has(url) &&
  !ENCODINGS.some(({ suffix }) => url.endsWith(suffix)) &&
  (url.startsWith('/.well-known/') || !url.split('/').some((segment) => segment.startsWith('.')));

/** Every file of `dir` by its URL path, with its encoded copies. */
export function readStaticFiles(dir: string): StaticFiles {
  const onDisk = new Map<string, FileOnDisk>();
  const walk = (folder: string, url: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path, `${url}${entry.name}/`);
      else if (entry.isFile()) {
        const { size, mtime } = statSync(path);
        onDisk.set(`${url}${entry.name}`, { path, size, mtime });
      }
    }
  };
  walk(dir, '/');
  const files = new Map<string, StaticFile>();
  for (const [url, identity] of onDisk) {
    if (!servedName(url)) continue;
    const copies: StaticFile['copies'] = {};
    for (const { name, suffix } of ENCODINGS) {
      const copy = onDisk.get(url + suffix);
      if (copy) copies[name] = copy;
    }
    files.set(url, { type: contentTypeOf(url), identity, copies });
  }
  return files;
}

/** The file a decoded path names: itself, else its page (`.html`, then `/index.html`). */
export function findStaticFile(files: StaticFiles, path: string): StaticFile | undefined {
  const base = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const candidates = base === '/' ? ['/index.html'] : [base, `${base}.html`, `${base}/index.html`];
  for (const candidate of candidates) {
    const file = files.get(candidate);
    if (file) return file;
  }
  return undefined;
}

/** A weak ETag from the size and time of the copy sent, naming its encoding. */
const etagOf = (file: FileOnDisk, encoding: Encoding | undefined) =>
  `W/"${file.size.toString(36)}-${Math.floor(file.mtime.getTime()).toString(36)}${encoding ? `-${encoding}` : ''}"`;

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
 * Ends an answer that failed: 500 when nothing was sent yet, else the connection closed (the
 * client sees a cut body, never a wrong one). Never throws.
 */
export function failAnswer(res: ServerResponse, log: (line: string) => void, what: string): void {
  log(what);
  if (res.headersSent || res.writableEnded) {
    res.destroy();
    return;
  }
  try {
    res.removeHeader('ETag');
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Internal Server Error');
  } catch {
    res.destroy();
  }
}

export interface SendOptions {
  /** The type as it is sent (site-handler.ts adds the charset of text types). */
  typeOf: (type: string) => string;
  log: (line: string) => void;
}

/** Answers a GET or HEAD for `file`: 200, 206, 304 or 416, or 500 / a closed connection if reading fails. */
export function sendStaticFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  options: SendOptions,
): void {
  const encoding = acceptedEncodings(req.headers['accept-encoding']).find((name) => file.copies[name]);
  const chosen = (encoding && file.copies[encoding]) || file.identity;
  const etag = etagOf(chosen, encoding);
  const lastModified = chosen.mtime.toUTCString();
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', lastModified);
  if (isNotModified(req.headers, etag, lastModified)) {
    res.writeHead(304);
    res.end();
    return;
  }
  const headers: OutgoingHttpHeaders = { 'Content-Type': options.typeOf(file.type), 'Accept-Ranges': 'bytes' };
  if (encoding) headers['Content-Encoding'] = encoding;
  // A header sent twice arrives as a list: only a single If-Range is honoured.
  const ifRange = req.headers['if-range'];
  const range = ifRangeHolds(typeof ifRange === 'string' ? ifRange : undefined, etag, lastModified)
    ? byteRangeOf(req.headers.range, chosen.size)
    : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${chosen.size}`, 'Content-Length': 0 });
    res.end();
    return;
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, chosen.size - 1];
  const status = range.kind === 'part' ? 206 : 200;
  if (range.kind === 'part') headers['Content-Range'] = `bytes ${start}-${end}/${chosen.size}`;
  headers['Content-Length'] = Math.max(0, end - start + 1);
  if (req.method === 'HEAD' || chosen.size === 0) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const stream = createReadStream(chosen.path, { start, end });
  const fail = (error: Error) => {
    stream.destroy();
    failAnswer(res, options.log, `Site: could not read ${logSafe(req.url ?? '')}: ${safeErrorText(error)}`);
  };
  stream.on('error', fail);
  // The head goes out once the file is open: a file gone since the start gets a 500, not a cut body.
  stream.once('open', () => {
    res.writeHead(status, headers);
    stream.pipe(res);
  });
  res.once('close', () => stream.destroy());
}
