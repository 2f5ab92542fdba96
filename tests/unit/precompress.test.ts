import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createBuildCache } from '@/build-time/build-cache';
import {
  brotliQuality,
  CATALOGUE_PAGE_BROTLI_QUALITY,
  isCompressible,
  PAGE_BROTLI_QUALITY,
  precompressDirectory,
} from '@/integrations/precompress';
import { startSiteServer } from '../support/site-server';

const page = `<!doctype html><h1>projects</h1>${'<p>card</p>'.repeat(400)}`;

function buildDir(): string {
  const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dist, '_astro'));
  writeFileSync(join(dist, 'projects.html'), page);
  writeFileSync(join(dist, 'tiny.html'), '<p>hi</p>');
  writeFileSync(join(dist, '_astro', 'app.abc123.js'), `export const a = ${JSON.stringify('x'.repeat(3000))};`);
  writeFileSync(join(dist, 'photo.webp'), Buffer.alloc(4096));
  writeFileSync(join(dist, '404.html'), '<h1>not found</h1>');
  return dist;
}

describe('precompressing the build', () => {
  it('picks text files of at least 1 KB', () => {
    expect(isCompressible('a/projects.html', 5000)).toBe(true);
    expect(isCompressible('_astro/x.JS', 2048)).toBe(true);
    expect(isCompressible('sitemap-0.xml', 1024)).toBe(true);
    expect(isCompressible('tiny.html', 200)).toBe(false);
    expect(isCompressible('photo.webp', 90_000)).toBe(false);
    expect(isCompressible('projects.html.br', 5000)).toBe(false);
  });

  it('compresses scripts and data at Brotli 11, pages at 10 and the catalogues’ pages at 6', () => {
    expect(brotliQuality('_astro/PortfolioExplorer.js')).toBe(11);
    expect(brotliQuality('data/portfolio-index.0123456789ab.json')).toBe(11);
    expect(brotliQuality('faq.HTML')).toBe(PAGE_BROTLI_QUALITY);
    expect(brotliQuality('index.html')).toBe(PAGE_BROTLI_QUALITY);
    expect(brotliQuality('business-ideas/x.html')).toBe(PAGE_BROTLI_QUALITY);
    expect(PAGE_BROTLI_QUALITY).toBe(10);
    expect(brotliQuality('case-studies/x.html')).toBe(CATALOGUE_PAGE_BROTLI_QUALITY);
    expect(brotliQuality('de/tools/detail/agno.html')).toBe(CATALOGUE_PAGE_BROTLI_QUALITY);
    expect(brotliQuality('projects/page/2.html')).toBe(CATALOGUE_PAGE_BROTLI_QUALITY);
    expect(CATALOGUE_PAGE_BROTLI_QUALITY).toBe(6);
  });

  it('writes each page at its level: a case study at 6, the home page at 10', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'precompress-levels-'));
    // Varied text, where the two levels write different bytes.
    const body = Buffer.from(
      Array.from({ length: 3000 }, (_, i) => `<p class="c${i % 37}">item ${(i * 7919) % 10007}</p>`).join(''),
    );
    mkdirSync(join(dist, 'case-studies'));
    writeFileSync(join(dist, 'case-studies', 'cashcast.html'), body);
    writeFileSync(join(dist, 'index.html'), body);
    await precompressDirectory(dist);
    const at = (quality: number) =>
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
    expect(at(6).equals(at(10))).toBe(false);
    expect(readFileSync(join(dist, 'case-studies', 'cashcast.html.br')).equals(at(6))).toBe(true);
    expect(readFileSync(join(dist, 'index.html.br')).equals(at(10))).toBe(true);
  });

  it('writes .br and .gz copies that decompress to the original', async () => {
    const dist = buildDir();
    expect(await precompressDirectory(dist)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dist, 'projects.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(dist, 'projects.html.gz'))).toString()).toBe(page);
    expect(existsSync(join(dist, '_astro', 'app.abc123.js.br'))).toBe(true);
    expect(existsSync(join(dist, 'tiny.html.br'))).toBe(false);
    expect(existsSync(join(dist, 'photo.webp.br'))).toBe(false);
  });

  it('with a build cache, a rebuild compresses only the files whose bytes changed', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
    const first = { hits: 0, misses: 0 };
    await precompressDirectory(buildDir(), createBuildCache(cacheDir, first));
    expect(first).toEqual({ hits: 0, misses: 4 }); // two files, .br and .gz each

    const dist = buildDir();
    writeFileSync(join(dist, 'projects.html'), page.replace('projects', 'Projects'));
    const second = { hits: 0, misses: 0 };
    expect(await precompressDirectory(dist, createBuildCache(cacheDir, second))).toBe(2);
    expect(second).toEqual({ hits: 2, misses: 2 });
    expect(brotliDecompressSync(readFileSync(join(dist, 'projects.html.br'))).toString()).toBe(
      page.replace('projects', 'Projects'),
    );
    expect(gunzipSync(readFileSync(join(dist, '_astro', 'app.abc123.js.gz'))).toString()).toMatch(/^export const a/);
  });

  it('the site server sends the Brotli copy to browsers that accept it, gzip otherwise', async () => {
    const dist = buildDir();
    await precompressDirectory(dist);
    const site = await startSiteServer(dist, new Hono());
    try {
      const br = await site.fetch('/projects', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(brotliDecompressSync(br.body).toString()).toBe(page);

      const gz = await site.fetch('/projects', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(page);

      const plain = await site.fetch('/projects');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(page);
    } finally {
      await site.close();
    }
  });
});
