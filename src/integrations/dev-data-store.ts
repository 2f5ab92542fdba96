/**
 * The dev server keeps the content entries it has read in `.astro/data-store.json`, one file
 * whatever the content root, and keeps a stored entry whose file is unchanged. After a switch of
 * CONTENT_ROOT to a copy of content it has seen (the editor's tests start each dev server on a
 * fresh copy), every entry is unchanged, so it kept the old root's image paths and each page with
 * an image answered a blank 500. The store is dropped when the root differs from the one it was
 * filled from (recorded beside it), so the dev server reads the new root's files again.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const STORE_FILE = 'data-store.json';
const ROOT_FILE = 'data-store-root.txt';

/** Drops the dev data store if another content root filled it; true when it did. */
export function forgetDataStoreOfAnotherRoot(dotAstroDir: string, contentRoot: string): boolean {
  const rootFile = join(dotAstroDir, ROOT_FILE);
  const root = resolve(contentRoot);
  const recorded = existsSync(rootFile) ? readFileSync(rootFile, 'utf8').trim() : undefined;
  if (recorded === root) return false;
  const store = join(dotAstroDir, STORE_FILE);
  const dropped = existsSync(store);
  rmSync(store, { force: true });
  mkdirSync(dotAstroDir, { recursive: true });
  writeFileSync(rootFile, `${root}\n`);
  return dropped;
}
