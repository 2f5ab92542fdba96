/**
 * Nothing of the content editor in the built site (dist/): the editor is served by `npm start`
 * behind sign-in from its own build (.astro/editor/), never from the pages visitors load, the
 * sitemap or the search index. Every file of the build is read (the search index's compressed
 * files unpacked) for the editor's paths and code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { EDITOR_ASSETS_PATH, EDITOR_ROOT_ID, OPTIONS_API, SIGN_IN_PATH } from '../../src/lib/admin-paths.ts';
import { livePaths } from '../support/fixture';

const dist = livePaths.dist;
const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));

/** What only the editor holds: its paths, its page's root element, Keystatic's UI and the editor's API. */
const EDITOR_MARKS = [
  // A link into it (the speculation rules' list of paths never to prerender names /keystatic, and may).
  'href="/keystatic',
  '/api/keystatic/',
  SIGN_IN_PATH,
  EDITOR_ASSETS_PATH,
  OPTIONS_API,
  `id="${EDITOR_ROOT_ID}"`,
  'makeGenericAPIRouteHandler',
  'item-edit-form',
  '@keystatic',
];

/** A file's text: compressed copies and the search index's files unpacked. */
function textOf(file: string): string {
  const bytes = readFileSync(file);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return (gzipped ? gunzipSync(bytes) : bytes).toString('latin1');
}

describe('the built site holds nothing of the editor', () => {
  test('no file is named for it', () => {
    expect(files.length).toBeGreaterThan(10);
    const named = files.map((file) => relative(dist, file)).filter((path) => /keystatic|editor-main/i.test(path));
    expect(named).toEqual([]);
  });

  test('no page, script, style, sitemap or search-index file holds its paths or code', () => {
    const found = files
      .filter((file) => !/\.(br|webp|avif|png|jpe?g|woff2?|ico|wasm)$/.test(file))
      .flatMap((file) => {
        const text = textOf(file);
        return EDITOR_MARKS.filter((mark) => text.includes(mark)).map((mark) => `${relative(dist, file)}: ${mark}`);
      });
    expect(found).toEqual([]);
  });

  test('the sitemap names none of its paths', () => {
    const sitemaps = files.filter((file) => /sitemap.*\.xml$/.test(file));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const file of sitemaps) expect(textOf(file), relative(dist, file)).not.toContain('/keystatic');
  });
});
