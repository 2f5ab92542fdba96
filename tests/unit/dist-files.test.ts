/** Walking the build output: every file, and the pages with the site path each answers. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtPageFiles, filesUnder, pagePathOf } from '@/build-time/dist-files';

const dist = mkdtempSync(join(tmpdir(), 'dist-files-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
for (const file of [
  'index.html',
  'index.html.br',
  'faq.html',
  'projects/index.html',
  'projects/page/2.html',
  '_astro/x.html',
  '_astro/a.js',
]) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), file);
}

describe('the build output', () => {
  it('lists every file at any depth', () => {
    expect([...filesUnder(dist)].map((file) => file.slice(dist.length + 1)).sort()).toEqual([
      '_astro/a.js',
      '_astro/x.html',
      'faq.html',
      'index.html',
      'index.html.br',
      'projects/index.html',
      'projects/page/2.html',
    ]);
  });

  it('names each page by the path it answers', () => {
    expect(pagePathOf(dist, join(dist, 'index.html'))).toBe('/');
    expect(pagePathOf(dist, join(dist, 'projects/index.html'))).toBe('/projects');
    expect(pagePathOf(dist, join(dist, 'faq.html'))).toBe('/faq');
  });

  it("lists the pages by path, none of _astro/'s and no compressed copy", () => {
    expect(builtPageFiles(dist)).toEqual([
      { path: '/', file: join(dist, 'index.html') },
      { path: '/faq', file: join(dist, 'faq.html') },
      { path: '/projects', file: join(dist, 'projects/index.html') },
      { path: '/projects/page/2', file: join(dist, 'projects/page/2.html') },
    ]);
  });
});
