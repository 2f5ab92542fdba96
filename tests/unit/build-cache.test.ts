import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, createBuildCache } from '@/build-time/build-cache';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-cache-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  vi.restoreAllMocks();
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('build cache', () => {
  it('makes an output once and serves it to the next build from disk', async () => {
    const dir = tempDir();
    const make = vi.fn(async () => bytes('jpeg of A'));
    const stats = { hits: 0, misses: 0 };
    expect(await createBuildCache(dir, stats).get('share-jpeg', ['<svg>A</svg>'], make)).toEqual(bytes('jpeg of A'));
    // A new cache object, as a new build would create.
    expect(await createBuildCache(dir, stats).get('share-jpeg', ['<svg>A</svg>'], make)).toEqual(bytes('jpeg of A'));
    expect(make).toHaveBeenCalledTimes(1);
    expect(stats).toEqual({ hits: 1, misses: 1 });
  });

  it('makes the output again when any input, the recipe or the kind changes', async () => {
    const cache = createBuildCache(tempDir());
    const make = vi.fn(async () => bytes('out'));
    await cache.get('share-jpeg', ['v1', '<svg>A</svg>'], make);
    await cache.get('share-jpeg', ['v1', '<svg>B</svg>'], make);
    await cache.get('share-jpeg', ['v2', '<svg>A</svg>'], make);
    await cache.get('share-png', ['v1', '<svg>A</svg>'], make);
    expect(make).toHaveBeenCalledTimes(4);
  });

  it('keys are unambiguous: inputs split differently are different keys', () => {
    expect(cacheKey('k', ['ab', 'c'])).not.toBe(cacheKey('k', ['a', 'bc']));
    expect(cacheKey('k', [bytes('ab')])).toBe(cacheKey('k', ['ab']));
  });

  it('is safe to delete: a removed folder is made again, and no partial file is left behind', async () => {
    const dir = tempDir();
    const make = vi.fn(async () => bytes('png'));
    await createBuildCache(dir).get('share-png', ['x'], make);
    rmSync(dir, { recursive: true, force: true });
    expect(await createBuildCache(dir).get('share-png', ['x'], make)).toEqual(bytes('png'));
    expect(make).toHaveBeenCalledTimes(2);
    expect(readdirSync(join(dir, 'share-png')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('a failed make stores nothing', async () => {
    const dir = tempDir();
    const cache = createBuildCache(dir);
    await expect(cache.get('share-png', ['x'], () => Promise.reject(new Error('encoder crashed')))).rejects.toThrow(
      'encoder crashed',
    );
    const make = vi.fn(async () => bytes('png'));
    await cache.get('share-png', ['x'], make);
    expect(make).toHaveBeenCalledOnce();
  });

  it('answers one key asked for twice at once (two files with the same bytes) once, without failing', async () => {
    const dir = tempDir();
    // Both in one millisecond, as two equal pages compressed side by side were at 10,000 projects.
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const make = vi.fn(async () => bytes('br of an equal page'));
    const stats = { hits: 0, misses: 0 };
    const cache = createBuildCache(dir, stats);
    const answers = await Promise.all([
      cache.get('precompress-br', ['quality 6', 'same'], make),
      cache.get('precompress-br', ['quality 6', 'same'], make),
    ]);
    expect(answers).toEqual([bytes('br of an equal page'), bytes('br of an equal page')]);
    expect(make).toHaveBeenCalledOnce();
    expect(readdirSync(join(dir, 'precompress-br'))).toEqual([cacheKey('precompress-br', ['quality 6', 'same'])]);
  });

  it('two caches on one folder (two builds at once) both store the same entry without failing', async () => {
    const dir = tempDir();
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const make = async () => bytes('jpeg');
    await Promise.all([
      createBuildCache(dir).get('share-jpeg', ['<svg/>'], make),
      createBuildCache(dir).get('share-jpeg', ['<svg/>'], make),
    ]);
    expect(readdirSync(join(dir, 'share-jpeg'))).toEqual([cacheKey('share-jpeg', ['<svg/>'])]);
  });
});
