/**
 * Build work done once: a content-addressed cache of generated files (share images, ...). An
 * entry's key is a hash of everything that makes the file (the kind of output, its recipe's
 * version and its inputs, e.g. the SVG a share image is encoded from), so a changed input is a
 * new key and a stale entry is never served. Entries live in a git-ignored folder (under
 * Astro's cache directory), survive between builds and are safe to delete at any time: a
 * missing or unreadable entry is simply made again. Nothing is fetched from the network.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SitePaths } from '../config/site-paths.ts';

/** The build cache of a content root: beside Astro's own cache, deleted with it. */
export const buildCacheDir = (paths: Pick<SitePaths, 'cache'>): string => join(paths.cache, 'build-outputs');

export interface BuildCache {
  /**
   * The cached output for these inputs, or `make()`'s result, stored for the next build.
   * `kind` names the output (a folder of the cache); `inputs` must say everything the output
   * depends on.
   */
  get(
    kind: string,
    inputs: readonly (string | Uint8Array)[],
    make: () => Promise<Uint8Array>,
  ): Promise<Uint8Array<ArrayBuffer>>;
}

export interface BuildCacheStats {
  hits: number;
  misses: number;
}

/** The key of an output: a hash of its kind and inputs, each length-prefixed so no two lists collide. */
export function cacheKey(kind: string, inputs: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of [kind, ...inputs]) {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

export function createBuildCache(dir: string, stats: BuildCacheStats = { hits: 0, misses: 0 }): BuildCache {
  // Outputs being read or made, by file: files with the same bytes (two equal pages, two
  // equal shards) ask for one key at once, and share the one answer.
  const pending = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  const load = async (
    folder: string,
    file: string,
    make: () => Promise<Uint8Array>,
  ): Promise<Uint8Array<ArrayBuffer>> => {
    const cached = await readFile(file).catch(() => undefined);
    if (cached) {
      stats.hits++;
      return new Uint8Array(cached);
    }
    stats.misses++;
    const output = await make();
    // Written beside under a name of its own, then renamed: a build stopped half-way never
    // leaves a truncated entry, and two writers of one entry (two builds at once) never share
    // a partial file (a name of pid and time did: two writes in one millisecond).
    await mkdir(folder, { recursive: true });
    const partial = `${file}.${randomUUID()}.tmp`;
    await writeFile(partial, output);
    await rename(partial, file);
    return new Uint8Array(output);
  };
  return {
    get(kind, inputs, make) {
      const folder = join(dir, kind.replace(/[^a-z0-9-]+/gi, '-'));
      const file = join(folder, cacheKey(kind, inputs));
      let answer = pending.get(file);
      if (!answer) {
        answer = load(folder, file, make).finally(() => pending.delete(file));
        pending.set(file, answer);
      }
      return answer;
    },
  };
}
