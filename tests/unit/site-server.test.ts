import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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

  it('never leaves dist/', () => {
    expect(resolveStaticFile(dist, '/../../etc/passwd')).toBeUndefined();
    expect(resolveStaticFile(dist, '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
    expect(resolveStaticFile(dist, '/%E0%A4%A')).toBeUndefined();
  });
});
