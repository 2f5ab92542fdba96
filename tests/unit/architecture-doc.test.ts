/**
 * The documents stay true. docs/architecture.md's folder map: every folder or file it names
 * exists, and every folder of src/ (and each of their subfolders, but the routes of src/pages/ and
 * the page families of src/components/sections/) is named in it. README.md and docs/*.md: every
 * path of the project they name in backticks (`src/...`, `tests/...`) exists.
 *
 * The map is the ```text block under "## Folder map": one entry per line, indented two spaces per
 * level under its parent (`src/` then `  lib/`), then its description; lines indented as far as
 * the descriptions continue the one above.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOC = 'docs/architecture.md';
/** Where the descriptions start: a line indented this far continues the entry above it. */
const DESCRIPTION_COLUMN = 16;
/** Folders whose subfolders are not listed one by one (routes, page families). */
const LISTED_AS_A_WHOLE = ['src/pages', 'src/components/sections'];

/** The paths the map names, in order. */
function mapEntries(doc: string): string[] {
  const section = doc.split(/^## Folder map$/m)[1] ?? '';
  const block = /```text\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const parents: string[] = [];
  const entries: string[] = [];
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    const name = line.trim().split(/\s+/)[0];
    if (!name || indent >= DESCRIPTION_COLUMN) continue;
    const level = indent / 2;
    parents.length = level;
    const path = [...parents, name].join('');
    entries.push(path.replace(/\/$/, ''));
    if (name.endsWith('/')) parents.push(name);
  }
  return entries;
}

/** The folders of `root`, down to `depth` levels, as paths from the project. */
function foldersOf(root: string, depth: number): string[] {
  if (depth === 0 || LISTED_AS_A_WHOLE.includes(root)) return [];
  return readdirSync(root)
    .map((name) => join(root, name))
    .filter((path) => statSync(path).isDirectory())
    .flatMap((path) => [path, ...foldersOf(path, depth - 1)]);
}

describe(DOC, () => {
  const entries = mapEntries(readFileSync(DOC, 'utf8'));

  it('has a folder map', () => {
    expect(entries).toContain('src');
    expect(entries).toContain('src/server/core');
  });

  it('names only folders and files that exist', () => {
    expect(entries.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('names every folder of src/ and their subfolders', () => {
    const named = new Set(entries);
    expect(foldersOf('src', 2).filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('reads nesting from the indentation', () => {
    const sample =
      '## Folder map\n\n```text\nsrc/            x\n  lib/          y\n                more of y\n    forms/      z\n  a.ts          w\nb/              v\n```\n';
    expect(mapEntries(sample)).toEqual(['src', 'src/lib', 'src/lib/forms', 'src/a.ts', 'b']);
  });
});

describe('the paths the documents name', () => {
  const docs = [
    'README.md',
    ...readdirSync('docs')
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
  /** A project path in backticks: a file or folder of src/, tests/, scripts/, docs/ or migrations/. */
  const PATH = /`((?:src|tests|scripts|docs|migrations)\/[\w./[\]-]+)`/g;

  it.each(docs)('%s names only paths that exist', (doc) => {
    const named = [...readFileSync(doc, 'utf8').matchAll(PATH)].map(([, path = '']) => path.replace(/[./]+$/, ''));
    expect(named.filter((path) => !existsSync(path))).toEqual([]);
  });
});
