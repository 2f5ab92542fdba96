import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_REDIRECT_RULES, redirectsFile } from '../../../../src/lib/page-redirects';
import { textTypeWithCharset } from '../../../../src/server/node/site-handler';
import { startSiteServer, type SiteServer } from '../../../support/site-server';

const projects = `<h1>projects</h1>${'<p>card</p>'.repeat(50)}`;
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
mkdirSync(join(dist, '_astro'));
mkdirSync(join(dist, 'case-studies'));
writeFileSync(join(dist, 'index.html'), '<h1>home</h1>');
writeFileSync(join(dist, 'projects.html'), projects);
writeFileSync(join(dist, 'projects.html.br'), brotliCompressSync(projects));
writeFileSync(join(dist, 'projects.html.gz'), gzipSync(projects));
writeFileSync(join(dist, 'case-studies', 'siteforge.html'), '<h1>siteforge</h1>');
writeFileSync(join(dist, '404.html'), '<h1>not found page</h1>');
writeFileSync(join(dist, '404.html.br'), brotliCompressSync('<h1>not found page</h1>'));
writeFileSync(join(dist, '404.html.gz'), gzipSync('<h1>not found page</h1>'));
mkdirSync(join(dist, '.git'));
writeFileSync(join(dist, '.git', 'config'), '[core]');
writeFileSync(join(dist, '.env'), 'SECRET=1');
mkdirSync(join(dist, '.well-known'));
writeFileSync(join(dist, '.well-known', 'security.txt'), 'Contact: mailto:security@studio.test');
writeFileSync(join(dist, 'robots.txt'), '0123456789');
// What the build writes beside the pages (src/integrations/static-headers.ts).
writeFileSync(join(dist, '_redirects'), redirectsFile(PAGE_REDIRECT_RULES));
// A file and its Brotli copy of the same size and time: only the encoding tells their ETags apart.
const sameSizeCopy = brotliCompressSync('twin');
writeFileSync(join(dist, 'twin.txt'), 'x'.repeat(sameSizeCopy.length));
writeFileSync(join(dist, 'twin.txt.br'), sameSizeCopy);
utimesSync(join(dist, 'twin.txt'), 1_000_000, 1_000_000);
utimesSync(join(dist, 'twin.txt.br'), 1_000_000, 1_000_000);
writeFileSync(join(dist, '_astro', 'app.abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'index.html.br'), brotliCompressSync('<h1>home</h1>'));
writeFileSync(join(dist, 'index.html.gz'), gzipSync('<h1>home</h1>'));
writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n');
// Pagefind's index files, whose names say nothing of their type.
mkdirSync(join(dist, 'pagefind', 'fragment'), { recursive: true });
writeFileSync(join(dist, 'pagefind', 'fragment', 'en_1a2b3c.pf_fragment'), Buffer.from([1, 2, 3]));
writeFileSync(join(dist, 'pagefind', 'pagefind.en_4d5e6f.pf_meta'), Buffer.from([4, 5]));
writeFileSync(join(dist, 'pagefind', 'wasm.en.pagefind'), Buffer.from([0, 97, 115, 109]));
// Files that go away or change kind after the server read the folder.
writeFileSync(join(dist, 'gone.txt'), 'soon gone');
writeFileSync(join(dist, 'folder-now.txt'), 'soon a folder');

const api = new Hono();
api.get('/api/health', (c) => c.json({ ok: true }));
api.post('/api/send-email', (c) => c.json({ sent: true }));
let site: SiteServer;
const logged: string[] = [];
beforeAll(async () => {
  site = await startSiteServer(dist, api, (line) => logged.push(line));
});
afterAll(() => site.close());

const BR = { 'Accept-Encoding': 'gzip, deflate, br' };

describe('the site server (sirv for dist/, Hono for the API)', () => {
  it('serves pages without .html, like a static host', async () => {
    const cases: [string, string][] = [
      ['/', 'home'],
      ['/projects', 'projects'],
      ['/projects?from=nav', 'projects'],
      ['/case-studies/siteforge', 'siteforge'],
    ];
    for (const [path, text] of cases) {
      const res = await site.fetch(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.text, path).toContain(text);
    }
  });

  it('answers every other spelling of a page URL with 301 to its one URL, the query kept, as the Workers host does', async () => {
    const cases: [string, string][] = [
      ['/projects/', '/projects'],
      ['/projects.html', '/projects'],
      ['/projects.html?from=nav&page=2', '/projects?from=nav&page=2'],
      ['/projects/?from=nav', '/projects?from=nav'],
      ['/index.html', '/'],
      ['/index.html?x=1', '/?x=1'],
      ['/case-studies/siteforge/', '/case-studies/siteforge'],
      ['/case-studies/siteforge.html', '/case-studies/siteforge'],
    ];
    for (const [path, location] of cases) {
      const res = await site.fetch(path, { method: 'HEAD' });
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe(location);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
    // Other paths: a spelling of a path that names no page goes to its one URL too, which then
    // answers 404 (as on the Workers host); assets and the 404 page keep their own answers.
    expect((await site.fetch('/nope/', { method: 'HEAD' })).headers.location).toBe('/nope');
    expect((await site.fetch('/nope.html', { method: 'HEAD' })).headers.location).toBe('/nope');
    expect((await site.fetch('/nope')).status).toBe(404);
    expect((await site.fetch('/404.html')).status).toBe(404);
    expect((await site.fetch('/robots.txt')).status).toBe(200);
  });

  it('never redirects to another host, however the path starts', async () => {
    const cases: [string, string][] = [
      ['//evil.example/', '/evil.example'],
      ['//evil.example/x.html', '/evil.example/x'],
      ['/\\evil.example/', '/evil.example'],
    ];
    for (const [path, location] of cases) {
      const res = await site.fetch(path, { method: 'HEAD' });
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe(location);
    }
  });

  it('spells every text type with its charset as the Workers host does; other types as they are', async () => {
    for (const encoding of [{}, BR]) {
      expect((await site.fetch('/projects', { headers: encoding })).headers['content-type']).toBe(
        'text/html; charset=utf-8',
      );
    }
    expect((await site.fetch('/_astro/app.abc123.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await site.fetch('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(textTypeWithCharset('image/avif')).toBe('image/avif');
    expect(textTypeWithCharset('text/css;charset=UTF-8')).toBe('text/css; charset=utf-8');
  });

  it('answers unknown paths with 404.html and status 404; unknown API paths with JSON', async () => {
    const res = await site.fetch('/case-studies/nope');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('not found page');
    for (const method of ['GET', 'POST']) {
      const apiRes = await site.fetch('/api/nope', { method });
      expect(apiRes.status, method).toBe(404);
      expect(JSON.parse(apiRes.text), method).toEqual({ message: 'Not found' });
    }
  });

  it('sends the API paths to the form API, with every method', async () => {
    expect(JSON.parse((await site.fetch('/api/health')).text)).toEqual({ ok: true });
    const posted = await site.fetch('/api/send-email', { method: 'POST' });
    expect(posted.status).toBe(200);
    expect(JSON.parse(posted.text)).toEqual({ sent: true });
  });

  it('sends the security headers on every answer and caches only hashed assets for long', async () => {
    const answers = {
      page: await site.fetch('/projects'),
      asset: await site.fetch('/_astro/app.abc123.js'),
      notFound: await site.fetch('/_astro/gone.abc123.js'),
      notModified: await site.fetch('/projects', { headers: { 'If-Modified-Since': new Date().toUTCString() } }),
      refused: await site.fetch('/projects', { method: 'POST' }),
      api: await site.fetch('/api/health'),
    };
    expect(answers.notModified.status).toBe(304);
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['content-security-policy'], name).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security'], name).toMatch(/max-age=/);
      expect(res.headers['x-frame-options'], name).toBe('DENY');
      expect(res.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy'], name).toBe('same-origin');
      expect(res.headers['permissions-policy'], name).toContain('camera=()');
    }
    expect(answers.page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(answers.asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answers.notFound.status).toBe(404);
    expect(answers.notFound.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(answers.notModified.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(answers.api.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it("sends the build's Brotli copy, gzip otherwise, the file to the rest; q=0 refuses an encoding", async () => {
    const br = await site.fetch('/projects', { headers: BR });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).toString()).toBe(projects);
    const gz = await site.fetch('/projects', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(projects);
    const plain = await site.fetch('/projects', { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(projects);
  });

  it('gives each encoding its own ETag, so a cache never revalidates one copy with another', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(
        async (encoding) => (await site.fetch('/projects', { headers: { 'Accept-Encoding': encoding } })).headers.etag,
      ),
    );
    expect(tags.every(Boolean)).toBe(true);
    expect(new Set(tags).size).toBe(3);
    const [brTag, , plainTag] = tags;
    expect((await site.fetch('/projects', { headers: { ...BR, 'If-None-Match': brTag ?? '' } })).status).toBe(304);
    // The Brotli copy's tag does not stand for the plain file, nor the plain file's for the copy.
    const plainWithBrTag = await site.fetch('/projects', { headers: { 'If-None-Match': brTag ?? '' } });
    expect(plainWithBrTag.status).toBe(200);
    expect(plainWithBrTag.text).toBe(projects);
    expect((await site.fetch('/projects', { headers: { ...BR, 'If-None-Match': plainTag ?? '' } })).status).toBe(200);
    const twin = await site.fetch('/twin.txt', { headers: BR });
    expect(twin.headers['content-encoding']).toBe('br');
    expect(twin.headers.etag).not.toBe((await site.fetch('/twin.txt')).headers.etag);
    expect((await site.fetch('/twin.txt', { headers: { 'If-None-Match': twin.headers.etag ?? '' } })).status).toBe(200);
  });

  it('serves the 404 page from memory, in the encoding the browser takes, for every unknown path', async () => {
    const page = join(dist, '404.html');
    const br = await site.fetch('/no/such/page', { headers: BR });
    expect(br.status).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe('<h1>not found page</h1>');
    const head = await site.fetch('/no/such/page', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.body.length).toBe(0);
    // Read once: the file can go away while the server runs.
    rmSync(page);
    try {
      const plain = await site.fetch('/still/unknown');
      expect(plain.status).toBe(404);
      expect(plain.text).toBe('<h1>not found page</h1>');
    } finally {
      writeFileSync(page, '<h1>not found page</h1>');
    }
  });

  it('the 404 page itself is not a page: /404 and /404.html answer 404', async () => {
    for (const path of ['/404', '/404/', '/404.html', '/404.html.br'])
      expect((await site.fetch(path)).status, path).toBe(404);
  });

  it('answers 304 to a revisit, by ETag or by date, without a body', async () => {
    const first = await site.fetch('/projects');
    const etag = first.headers.etag;
    const lastModified = first.headers['last-modified'];
    expect(etag).toBeTruthy();
    expect(lastModified).toBeTruthy();
    const byTag = await site.fetch('/projects', { headers: { 'If-None-Match': `W/"other", ${etag ?? ''}` } });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    expect(byTag.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const byDate = await site.fetch('/projects', { headers: { 'If-Modified-Since': lastModified ?? '' } });
    expect(byDate.status).toBe(304);
    const changed = await site.fetch('/projects', { headers: { 'If-None-Match': 'W/"other"' } });
    expect(changed.status).toBe(200);
    const older = await site.fetch('/projects', { headers: { 'If-Modified-Since': new Date(0).toUTCString() } });
    expect(older.status).toBe(200);
  });

  it('never serves a hidden file or anything outside dist/, however the path is written; /.well-known/ is served', async () => {
    for (const path of [
      '/.env',
      '/%2eenv',
      '/%2Eenv',
      '/.git/config',
      '/%2egit/config',
      '/_astro/../.env',
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%E0%A4%A',
    ])
      expect((await site.fetch(path)).status, path).toBe(404);
    const wellKnown = await site.fetch('/.well-known/security.txt');
    expect(wellKnown.status).toBe(200);
    expect(wellKnown.text).toContain('security@studio.test');
  });

  it('pages take GET and HEAD only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await site.fetch('/projects', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
    const head = await site.fetch('/projects', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('one byte range gets 206; several, or a reversed one, get the whole file with 200', async () => {
    const one = await site.fetch('/robots.txt', { headers: { Range: 'bytes=2-4' } });
    expect(one.status).toBe(206);
    expect(one.headers['content-range']).toBe('bytes 2-4/10');
    expect(one.text).toBe('234');
    for (const range of ['bytes=0-1,5-6', 'bytes=6-2']) {
      const whole = await site.fetch('/robots.txt', { headers: { Range: range } });
      expect(whole.status, range).toBe(200);
      expect(whole.text, range).toBe('0123456789');
    }
  });

  it('clamps a range past the end of the file and never hands it to a stream: the server keeps answering', async () => {
    const huge = await site.fetch('/robots.txt', { headers: { Range: 'bytes=0-99999999999999999999' } });
    expect(huge.status).toBe(206);
    expect(huge.headers['content-range']).toBe('bytes 0-9/10');
    expect(huge.text).toBe('0123456789');
    const head = await site.fetch('/', { method: 'HEAD', headers: { Range: 'bytes=0-9007199254740993' } });
    expect(head.status).toBe(206);
    expect(head.headers['content-range']).toBe('bytes 0-12/13');
    expect(head.headers['content-length']).toBe('13');
    const tail = await site.fetch('/robots.txt', { headers: { Range: 'bytes=7-9007199254740993' } });
    expect(tail.text).toBe('789');
    expect((await site.fetch('/projects')).status).toBe(200);
  });

  it('bytes=0-0 is one byte; a suffix is the last bytes; a start past the end is 416 with the size', async () => {
    const first = await site.fetch('/robots.txt', { headers: { Range: 'bytes=0-0' } });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-0/10');
    expect(first.headers['content-length']).toBe('1');
    expect(first.text).toBe('0');
    const last = await site.fetch('/robots.txt', { headers: { Range: 'bytes=-3' } });
    expect(last.status).toBe(206);
    expect(last.text).toBe('789');
    for (const range of ['bytes=10-', 'bytes=99999999999999999999-', 'bytes=-0']) {
      const past = await site.fetch('/robots.txt', { headers: { Range: range } });
      expect(past.status, range).toBe(416);
      expect(past.headers['content-range'], range).toBe('bytes */10');
      expect(past.body.length, range).toBe(0);
    }
  });

  it('If-Range: a range of the file as it is now gets 206; another ETag or date gets the whole file with 200', async () => {
    const whole = await site.fetch('/robots.txt');
    const lastModified = whole.headers['last-modified'] ?? '';
    const current = await site.fetch('/robots.txt', { headers: { Range: 'bytes=0-0', 'If-Range': lastModified } });
    expect(current.status).toBe(206);
    expect(current.text).toBe('0');
    for (const ifRange of ['"other"', whole.headers.etag ?? '', new Date(0).toUTCString()]) {
      const changed = await site.fetch('/robots.txt', { headers: { Range: 'bytes=0-0', 'If-Range': ifRange } });
      expect(changed.status, ifRange).toBe(200);
      expect(changed.text, ifRange).toBe('0123456789');
    }
  });

  it('answers a file it can no longer read with 500 (before the head) or a closed connection (after it), and goes on', async () => {
    rmSync(join(dist, 'gone.txt'));
    const gone = await site.fetch('/gone.txt');
    expect(gone.status).toBe(500);
    expect(gone.text).toBe('Internal Server Error');
    rmSync(join(dist, 'folder-now.txt'));
    mkdirSync(join(dist, 'folder-now.txt'));
    await expect(site.fetch('/folder-now.txt')).rejects.toThrow();
    expect(logged.join('\n')).toMatch(/could not read \/gone\.txt[\s\S]*could not read \/folder-now\.txt/);
    expect((await site.fetch('/robots.txt')).text).toBe('0123456789');
  });

  it('answers as the Workers host does: no _headers, _redirects or encoded copy by its name; /index and /x/index go to their folder', async () => {
    for (const path of ['/_headers', '/_redirects', '/index.html.br', '/index.html.gz', '/projects.html.br'])
      expect((await site.fetch(path, { headers: BR })).status, path).toBe(404);
    for (const [path, location] of [
      ['/index', '/'],
      ['/index?from=nav', '/?from=nav'],
      ['/case-studies/index', '/case-studies'],
    ]) {
      const res = await site.fetch(path ?? '');
      expect(res.status, path).toBe(307);
      expect(res.headers.location, path).toBe(location);
    }
    // `_redirects` comes first, as on the Workers host: `/x/index.html` is `/x/index` first.
    expect((await site.fetch('/case-studies/index.html')).headers.location).toBe('/case-studies/index');
    expect((await site.fetch('//evil.test/index')).status).toBe(404);
  });

  it('sends every file with a Content-Type: those of unknown kind (Pagefind) as application/octet-stream', async () => {
    for (const path of [
      '/pagefind/fragment/en_1a2b3c.pf_fragment',
      '/pagefind/pagefind.en_4d5e6f.pf_meta',
      '/pagefind/wasm.en.pagefind',
    ]) {
      const res = await site.fetch(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toBe('application/octet-stream');
    }
  });
});
