/**
 * One store of optimised images for every content root of the project. Astro caches each image
 * it generates under its cache directory (`<cacheDir>/assets/`), named by the source file's
 * content hash and the transform (astro/assets hashTransform), never by the root it came from:
 * an entry made while building content/ is exactly the file the test catalogue, a scratch root or
 * the scale build needs for the same picture. Before Astro generates images, the root's cache gets
 * every stored entry it lacks; after, the store gets every entry the build made. Hard links (a
 * copy where the file system refuses one): no byte is written twice, and either folder can be
 * deleted at any time, as a missing entry is simply generated again.
 */
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SitePaths } from '../config/site-paths.ts';

/** Where Astro keeps a root's generated images (astro/dist/assets/build/generate.js: `assets/` of cacheDir). */
export const astroImageCacheDir = (paths: Pick<SitePaths, 'cache'>): string => join(paths.cache, 'assets');

async function entries(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Gives `to` every file of `from` it lacks; returns how many it got. */
export async function shareEntries(from: string, to: string): Promise<number> {
  const missing = new Set(await entries(from));
  for (const name of await entries(to)) missing.delete(name);
  if (missing.size === 0) return 0;
  await mkdir(to, { recursive: true });
  let shared = 0;
  for (const name of missing) {
    try {
      await link(join(from, name), join(to, name));
    } catch (error) {
      // Another file system (EXDEV), or one without links: a copy does the same.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      await copyFile(join(from, name), join(to, name));
    }
    shared++;
  }
  return shared;
}
