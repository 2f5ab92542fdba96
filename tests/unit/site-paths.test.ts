import { describe, expect, it } from 'vitest';
import { sitePaths } from '@/config/site-paths';

describe('sitePaths', () => {
  it('builds the project itself into dist/, with its cache in .astro/', () => {
    expect(sitePaths('/repo', {})).toEqual({
      root: '/repo',
      content: '/repo/content',
      work: '/repo/.astro',
      dist: '/repo/dist',
      cache: '/repo/.astro/cache',
      sharedImages: '/repo/.astro/shared-images',
    });
  });

  it('builds another content root under .astro/content-roots/, never inside its own folder', () => {
    const paths = sitePaths('/repo', { CONTENT_ROOT: 'tests/fixture' });
    expect(paths.content).toBe('/repo/tests/fixture/content');
    expect(paths.dist).toMatch(/^\/repo\/\.astro\/content-roots\/tests-fixture-[0-9a-f]{6}\/dist$/);
    expect(paths.cache).toBe(paths.dist.replace(/dist$/, 'cache'));
    expect(paths.dist.startsWith(paths.root)).toBe(false);
    // Images are shared by every root of the project.
    expect(paths.sharedImages).toBe(sitePaths('/repo', {}).sharedImages);
  });

  it('gives two roots of the same name their own build folders', () => {
    const a = sitePaths('/repo', { CONTENT_ROOT: '/tmp/a/site' });
    const b = sitePaths('/repo', { CONTENT_ROOT: '/tmp/b/site' });
    expect(a.dist).toMatch(/\/content-roots\/site-[0-9a-f]{6}\/dist$/);
    expect(a.dist).not.toBe(b.dist);
  });
});
