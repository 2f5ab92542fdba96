import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSiteServer, resolveStaticFile } from '@/server/site';

const dist = mkdtempSync(join(tmpdir(), 'dist-'));
mkdirSync(join(dist, '_astro'));
mkdirSync(join(dist, 'case-studies'));
writeFileSync(join(dist, 'index.html'), '<h1>home</h1>');
writeFileSync(join(dist, 'projects.html'), '<h1>projects</h1>');
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
writeFileSync(join(dist, '_astro', 'app.abc123.js'), 'console.log(1)');

const api = new Hono();
api.get('/api/health', (c) => c.json({ ok: true }));
const app = createSiteServer({ distDir: dist, api });

describe('the site server', () => {
  it('serves pages without .html, like a static host', async () => {
    const cases: [string, string][] = [
      ['/', 'home'],
      ['/projects', 'projects'],
      ['/projects/', 'projects'],
      ['/case-studies/siteforge', 'siteforge'],
    ];
    for (const [path, text] of cases) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain(text);
    }
  });

  it('answers unknown paths with 404.html and status 404; unknown API paths with JSON', async () => {
    const res = await app.request('/case-studies/nope');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('not found page');
    const apiRes = await app.request('/api/nope');
    expect(apiRes.status).toBe(404);
    expect(await apiRes.json()).toEqual({ message: 'Not found' });
  });

  it('sends security headers and caches only hashed assets for long', async () => {
    const page = await app.request('/projects');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const asset = await app.request('/_astro/app.abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/api/health')).headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves the 404 page from memory, in the encoding the browser takes, for every unknown path', async () => {
    const page = join(dist, '404.html');
    const br = await app.request('/no/such/page', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.status).toBe(404);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('<h1>not found page</h1>');
    // Read once: the file can go away while the server runs.
    const moved = `${page}.moved`;
    writeFileSync(moved, '');
    rmSync(page);
    try {
      const plain = await app.request('/still/unknown');
      expect(plain.status).toBe(404);
      expect(await plain.text()).toBe('<h1>not found page</h1>');
    } finally {
      writeFileSync(page, '<h1>not found page</h1>');
      rmSync(moved);
    }
  });

  it('the 404 page itself is not a page: /404 and /404.html answer 404', async () => {
    for (const path of ['/404', '/404.html']) expect((await app.request(path)).status, path).toBe(404);
  });

  it('answers 304 to a revisit, by ETag or by date', async () => {
    const first = await app.request('/projects');
    const etag = first.headers.get('etag');
    const lastModified = first.headers.get('last-modified');
    expect(etag).toBeTruthy();
    expect(lastModified).toBeTruthy();
    const byTag = await app.request('/projects', { headers: { 'If-None-Match': etag ?? '' } });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    expect(byTag.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const byDate = await app.request('/projects', { headers: { 'If-Modified-Since': lastModified ?? '' } });
    expect(byDate.status).toBe(304);
    const changed = await app.request('/projects', { headers: { 'If-None-Match': 'W/"other"' } });
    expect(changed.status).toBe(200);
    const older = await app.request('/projects', { headers: { 'If-Modified-Since': new Date(0).toUTCString() } });
    expect(older.status).toBe(200);
  });

  it('never serves a hidden file, however the path is written; /.well-known/ is served', async () => {
    for (const path of ['/.env', '/%2eenv', '/%2Eenv', '/.git/config', '/%2egit/config', '/_astro/../.env'])
      expect((await app.request(path)).status, path).toBe(404);
    expect((await app.request('/.well-known/security.txt')).status).toBe(200);
  });

  it('pages take GET and HEAD only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await app.request('/projects', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
    const head = await app.request('/projects', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('one byte range gets 206; several get the whole file with 200', async () => {
    const one = await app.request('/robots.txt', { headers: { Range: 'bytes=2-4' } });
    expect(one.status).toBe(206);
    expect(one.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(await one.text()).toBe('234');
    const several = await app.request('/robots.txt', { headers: { Range: 'bytes=0-1,5-6' } });
    expect(several.status).toBe(200);
    expect(await several.text()).toBe('0123456789');
  });

  it('never leaves dist/', () => {
    expect(resolveStaticFile(dist, '/../../etc/passwd')).toBeUndefined();
    expect(resolveStaticFile(dist, '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
    expect(resolveStaticFile(dist, '/%E0%A4%A')).toBeUndefined();
  });
});
