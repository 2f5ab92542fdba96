/**
 * The site search's index step with a build cache (src/build-time/site-search-index.ts): a
 * rebuild reads back the records of the pages that did not change, and writes the same index
 * as a build without the cache.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBuildCache } from '@/build-time/build-cache';
import { filesUnder } from '@/build-time/dist-files';
import { SITE_SEARCH_DIR, writeSiteSearchIndex } from '@/build-time/site-search-index';
import { indexInOwnProcess } from '@/build-time/site-search-process';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><title>${title} | Studio</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

/** A build with two tool pages. */
function built(dockerText: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'search-cache-dist-'));
  mkdirSync(join(dist, 'tools', 'detail'), { recursive: true });
  writeFileSync(join(dist, 'tools/detail/docker.html'), page('Docker', dockerText));
  writeFileSync(join(dist, 'tools/detail/astro.html'), page('Astro', 'Islands of interactivity on static pages.'));
  return dist;
}

/** The index's files and their bytes. */
const indexFiles = (dist: string) =>
  Object.fromEntries(
    [...filesUnder(join(dist, SITE_SEARCH_DIR))].map((file) => [
      relative(dist, file),
      readFileSync(file).toString('base64'),
    ]),
  );

describe('the site search index with a build cache', () => {
  it('reads back the unchanged pages, indexes the changed one afresh, and writes what a build without the cache writes', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'search-cache-'));
    const cold = await writeSiteSearchIndex(built('Containers for every service.'), createBuildCache(cacheDir));
    expect(cold).toMatchObject({ records: 2, cachedPages: 0 });

    const changed = built('Containers for every service, and a registry.');
    const rebuild = await writeSiteSearchIndex(changed, createBuildCache(cacheDir));
    expect(rebuild).toMatchObject({ records: 2, cachedPages: 1 });

    const uncached = built('Containers for every service, and a registry.');
    expect(await writeSiteSearchIndex(uncached)).toMatchObject({ records: 2, cachedPages: 0 });
    expect(indexFiles(changed)).toEqual(indexFiles(uncached));
    expect(readdirSync(join(cacheDir, 'site-search-records'))).toHaveLength(3);
  }, 60_000);

  it('runs in a process of its own, to the same index and report, and says why when it fails', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'search-cache-'));
    const own = built('Containers for every service.');
    expect(await indexInOwnProcess(own, cacheDir)).toMatchObject({ records: 2, cachedPages: 0 });
    expect(await indexInOwnProcess(built('Containers for every service.'), cacheDir)).toMatchObject({
      records: 2,
      cachedPages: 2,
    });
    const here = built('Containers for every service.');
    await writeSiteSearchIndex(here);
    expect(indexFiles(own)).toEqual(indexFiles(here));
    await expect(indexInOwnProcess(join(own, 'missing'))).rejects.toThrow(
      /the site search's index step failed: .*ENOENT/s,
    );
  }, 60_000);
});
