/**
 * Reads the editors' files in `content/` straight from disk, one reader per kind of
 * src/lib/content/kinds/, and validates them with the same schemas as the Astro build,
 * collecting every problem (file, field, what was expected) rather than stopping at the first. Used by the build's content check, `npm run content:check`, the
 * tests and scripts, because `getCollection()` is not available outside an Astro build.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { z } from 'astro/zod';
import { CONTENT_KINDS, type ContentKinds } from '../lib/content/kinds/index.ts';
import type { ContentKind } from '../lib/content/kinds/kind.ts';
import { ID_PATTERN } from '../lib/content/kinds/fields.ts';
import type { ContentProblem } from '../lib/content/issues.ts';
import { parseWith, readJsonFile, readJsonObject, type Problems } from './content-file.ts';
import { explainYamlMistake } from '../lib/content/yaml-problems.ts';
import { rememberParsed } from './parsed-files.ts';

export { ContentError } from './content-file.ts';

export interface ContentEntry<T> {
  id: string;
  file: string;
  data: T;
  body: string;
}

/** A Markdown file: its YAML front matter between two --- lines, then the body. */
export const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)([\s\S]*)$/;

/** Splits a Markdown file into its YAML front matter and body; YAML errors name the file's line. */
export function splitFrontmatter(
  source: string,
  file = '(file)',
  problems: Problems = [],
): {
  frontmatter: unknown;
  body: string;
  rawFrontmatter: string;
} {
  const match = FRONTMATTER.exec(source);
  if (!match) {
    problems.push({ file, field: '(file)', message: 'must start with a block of fields between two --- lines' });
    return { frontmatter: undefined, body: source, rawFrontmatter: '' };
  }
  try {
    return {
      frontmatter: parseYaml(match[1] ?? '') ?? {},
      body: (match[2] ?? '').trim(),
      rawFrontmatter: match[1] ?? '',
    };
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    // The front matter starts on the file's second line (after the first ---).
    const mistake = explainYamlMistake(
      match[1] ?? '',
      { code: error.code, line: error.linePos?.[0].line ?? 1, message: error.message },
      1,
    );
    problems.push({ file, field: `(line ${mistake.line})`, message: mistake.message });
    return { frontmatter: undefined, body: '', rawFrontmatter: match[1] ?? '' };
  }
}

/** The entry files of a folder; a file that would be skipped or get a surprising URL is a problem. */
function entryFiles(root: string, folder: string, ext: string, problems: Problems): string[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || statSync(join(dir, name)).isDirectory()) continue;
    const file = `${folder}/${name}`;
    if (extname(name) !== ext) {
      problems.push({ file, field: '(file name)', message: `is not read: entries in ${folder}/ are ${ext} files` });
      continue;
    }
    if (!ID_PATTERN.test(basename(name, ext))) {
      problems.push({
        file,
        field: '(file name)',
        message: `the file name is the entry's id and URL: use lowercase letters, digits and hyphens, like "${suggestSlug(basename(name, ext))}${ext}"`,
      });
      continue;
    }
    files.push(name);
  }
  return files;
}

export const suggestSlug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'my-entry';

/** The data and body of one entry file: Markdown frontmatter and body, or a JSON file (no body). */
function readEntryFile(root: string, file: string, problems: Problems): { data: unknown; body: string } | undefined {
  if (!file.endsWith('.md')) {
    const data = readJsonFile(root, file, problems);
    return data === undefined ? undefined : { data, body: '' };
  }
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const { frontmatter, body, rawFrontmatter } = splitFrontmatter(text, file, problems);
  if (frontmatter === undefined) return undefined;
  rememberParsed(path, { text, data: frontmatter, body, rawData: rawFrontmatter });
  return { data: frontmatter, body };
}

/** Reads a folder of entries, one file each (`.md` with frontmatter, or `.json`). */
function readEntryDir<S extends z.ZodType>(
  root: string,
  folder: string,
  extension: '.md' | '.json',
  schema: S,
  problems: Problems,
): ContentEntry<z.output<S>>[] {
  return entryFiles(root, folder, extension, problems).flatMap((name) => {
    const file = `${folder}/${name}`;
    const entry = readEntryFile(root, file, problems);
    if (entry === undefined) return [];
    const data = parseWith(schema, entry.data, file, problems);
    return data === undefined ? [] : [{ id: basename(name, extension), file, data, body: entry.body }];
  });
}

/** Label of a list item in messages: `item 3 ("my-item")`. */
const itemLabel = (item: unknown, index: number): string => {
  const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
  return `item ${index + 1}${typeof id === 'string' && id ? ` ("${id}")` : ''}`;
};

export function readJsonList<S extends z.ZodType>(
  root: string,
  file: string,
  schema: S,
  problems: Problems,
): z.output<S>[] {
  const raw = readJsonFile(root, file, problems);
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push({ file, field: '(file)', message: 'expected a list of entries: [ { "id": ... }, ... ]' });
    return [];
  }
  return raw.flatMap((item: unknown, index) => {
    const data = parseWith(schema, item, file, problems, itemLabel(item, index));
    return data === undefined ? [] : [data];
  });
}

/** What reading a kind gives: its entries (a folder), its items (a list file) or its object. */
type ReadResult<K extends ContentKind> = K['source'] extends { type: 'folder' }
  ? ContentEntry<z.output<K['schema']>>[]
  : K['source'] extends { type: 'list' }
    ? z.output<K['schema']>[]
    : z.output<K['schema']> | undefined;

/** Reads one kind's files from the content folder `root`. */
export function readKind<K extends ContentKind>(root: string, kind: K, problems: Problems): ReadResult<K> {
  const { source, schema } = kind;
  const read =
    source.type === 'object'
      ? readJsonObject(root, source.file, schema, problems)
      : source.type === 'list'
        ? readJsonList(root, source.file, schema, problems)
        : readEntryDir(root, source.folder, source.extension, schema, problems);
  return read as ReadResult<K>;
}

/**
 * The catalogue: every kind's parsed content of one content root (the editors' content/ or the
 * test catalogue of tests/fixture). The one meaning of "catalogue" in the code.
 */
export type Catalogue = { [K in keyof ContentKinds]: Exclude<ReadResult<ContentKinds[K]>, undefined> };

/** Every entry that parses, and the problems of those that do not. */
export function readContentFiles(root: string): { catalogue: Partial<Catalogue>; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const catalogue: Partial<Record<keyof Catalogue, unknown>> = {};
  for (const [name, kind] of Object.entries(CONTENT_KINDS) as [keyof Catalogue, ContentKind][]) {
    const value = readKind(root, kind, problems);
    if (value !== undefined) catalogue[name] = value;
  }
  return { catalogue: catalogue as Partial<Catalogue>, problems };
}
