/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build (levels:
 * brotliQuality, gzip 9), once per build. `npm start` serves them (serveStatic `precompressed`), and
 * hosts that look for precompressed siblings (nginx `brotli_static`/`gzip_static`, ...) can too:
 * a page's HTML is about a quarter smaller in Brotli than in on-the-fly gzip, which is time to
 * first paint on a slow phone connection.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { filesUnder } from '../build-time/dist-files.ts';
import { buildCacheDir, createBuildCache, type BuildCache } from '../build-time/build-cache.ts';
import type { SitePaths } from '../config/site-paths.ts';
import { isCataloguePage } from '../lib/catalogue-pages.ts';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json', '.webmanifest']);
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

export function isCompressible(path: string, size: number): boolean {
  return COMPRESSIBLE.has(extname(path).toLowerCase()) && size >= MIN_BYTES;
}

/**
 * Brotli's level for a file. Scripts, stylesheets and data are few and shared by every page:
 * the highest level (11). A site page gets level 10: on the site's pages (122 KB of HTML on
 * average) it took 43-62 ms a page for 22.3 KB, level 11 three times as long for about 2 % less;
 * level 6 took 2.4-3.3 ms but wrote 7 % more, which took the home page past its HTML budget
 * (33.3 KB instead of 30.6 KB, counted as sent), and levels 7 to 9 are within 2 % of level 6
 * (Brotli's large gain comes at level 10).
 */
export const PAGE_BROTLI_QUALITY = 10;

/**
 * The pages of the catalogues (src/lib/catalogue-pages.ts: a case study per project, a tool's
 * page per tool, the portfolio's later pages) are nearly every page of a large build, and level
 * 10 was the largest step of its cold build (58-75 ms a page, about 700 s of CPU at 10,000
 * projects). They get level 6: on the site's case studies, tool pages and portfolio pages 3.4 ms
 * a page for 24.3 KB against 65 ms for 22.7 KB, within their 30 KB budget (the largest, 24.1 KB at
 * level 10, about 25.8 KB). The Workers host sends none of these copies (dist/.assetsignore): it
 * compresses every answer itself, so only `npm start` sends the 7 % more.
 */
export const CATALOGUE_PAGE_BROTLI_QUALITY = 6;

/** Brotli's level for a file, by its path under the build folder. */
export function brotliQuality(path: string): number {
  if (extname(path).toLowerCase() !== '.html') return constants.BROTLI_MAX_QUALITY;
  return isCataloguePage(path) ? CATALOGUE_PAGE_BROTLI_QUALITY : PAGE_BROTLI_QUALITY;
}

const GZIP_LEVEL = 9;

/** A file's Brotli copy at its level (brotliQuality; `path` under the build folder). */
export function brotliCopyOf(path: string, body: Uint8Array): Promise<Buffer> {
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality(path),
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Each file's copies; with a cache, a file whose bytes a former build compressed is not compressed again. */
async function compressFile(dir: string, path: string, body: Buffer, cache: BuildCache | undefined): Promise<void> {
  const quality = brotliQuality(relative(dir, path));
  const brotliCopy = () => brotliCopyOf(relative(dir, path), body);
  const gzipCopy = () => gzip(body, { level: GZIP_LEVEL });
  const [br, gz] = await Promise.all([
    cache ? cache.get('precompress-br', [`quality ${quality}`, body], brotliCopy) : brotliCopy(),
    cache ? cache.get('precompress-gz', [`level ${GZIP_LEVEL}`, body], gzipCopy) : gzipCopy(),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Compresses every compressible file under `dir`; returns how many it wrote (each twice).
 * Files are compressed on zlib's thread pool, as many at once as the machine has cores.
 */
export async function precompressDirectory(dir: string, cache?: BuildCache): Promise<number> {
  const queue = [...filesUnder(dir)];
  let count = 0;
  const worker = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      const body = await readFile(path);
      if (!isCompressible(path, body.length)) continue;
      await compressFile(dir, path, body, cache);
      count++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return count;
}

/** The last build step (site-integrations.ts), so it sees every file the others wrote. */
export function precompressIntegration(paths: Pick<SitePaths, 'cache'>): AstroIntegration {
  return {
    name: 'studio:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const cache = createBuildCache(buildCacheDir(paths));
        const count = await precompressDirectory(fileURLToPath(dir), cache);
        logger.info(`${count} files precompressed (.br and .gz)`);
      },
    },
  };
}
