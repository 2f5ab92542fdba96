import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { astroImageCacheDir, shareEntries } from '@/build-time/shared-image-cache';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shared-images-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the shared image cache', () => {
  it("is Astro's assets folder of a root's cache", () => {
    expect(astroImageCacheDir({ cache: '/repo/.astro/cache' })).toBe('/repo/.astro/cache/assets');
  });

  it('gives a root the entries it lacks, as links to the same files, and keeps its own', async () => {
    const base = tempDir();
    const store = join(base, 'store');
    const own = join(base, 'root', 'assets');
    mkdirSync(store);
    mkdirSync(own, { recursive: true });
    writeFileSync(join(store, 'photo.Ab12_x1.avif'), 'shared avif');
    writeFileSync(join(store, 'photo.Ab12_x2.webp'), 'shared webp');
    writeFileSync(join(own, 'photo.Ab12_x2.webp'), 'own webp');

    expect(await shareEntries(store, own)).toBe(1);
    expect(readdirSync(own).sort()).toEqual(['photo.Ab12_x1.avif', 'photo.Ab12_x2.webp']);
    expect(readFileSync(join(own, 'photo.Ab12_x2.webp'), 'utf8')).toBe('own webp');
    expect(statSync(join(own, 'photo.Ab12_x1.avif')).ino).toBe(statSync(join(store, 'photo.Ab12_x1.avif')).ino);
    // Nothing left to share the second time.
    expect(await shareEntries(store, own)).toBe(0);
  });

  it('creates the folder it fills, and takes a missing store as empty', async () => {
    const base = tempDir();
    const own = join(base, 'own');
    mkdirSync(own);
    writeFileSync(join(own, 'a_1.webp'), 'a');
    expect(await shareEntries(own, join(base, 'new', 'store'))).toBe(1);
    expect(readdirSync(join(base, 'new', 'store'))).toEqual(['a_1.webp']);
    expect(await shareEntries(join(base, 'missing'), own)).toBe(0);
  });
});
