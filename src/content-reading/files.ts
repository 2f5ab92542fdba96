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
import { entryFields } from '../lib/content/schema-shape.ts';
import type { ContentProblem } from '../lib/content/issues.ts';
import { parseWith, readJsonFile, readJsonObject, type Problems } from './content-file.ts';
import { explainYamlMistake } from '../lib/content/yaml-problems.ts';
import { rememberParsed } from './parsed-files.ts';
import {
  applyTranslation,
  translationFileParts,
  translationFileProblem,
  translationProblems,
} from '../lib/i18n/translations.ts';
import { SEARCH_DESCRIPTION_SOURCES, searchDescriptionProblem } from '../lib/content/search-descriptions.ts';

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
    // A translation beside its entry (pricing.de.json) is read by readTranslations.
    if (translationFileParts(name)) continue;
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

/** One translation file: the entry it translates (a folder kind's id, or the kind's name for its one file) and its fields. */
export interface TranslationFile {
  kind: keyof ContentKinds;
  entry: string;
  language: string;
  file: string;
  data: unknown;
  /** A Markdown entry's translated body, which replaces the entry's. */
  body?: string;
}

/** A field of the entry (or of a list's item) that a translation repeats: shared by every language, so not translatable. */
function sharedFieldProblems(file: string, raw: unknown, schema: z.ZodType, translation: z.ZodType): Problems {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [];
  const translatable = Object.keys(entryFields(translation));
  const fields = entryFields(schema);
  return Object.keys(raw)
    .filter((key) => key !== '$schema' && !translatable.includes(key) && key in fields)
    .map((key) => ({
      file,
      field: `${fields[key]?.label ?? key} (${key})`,
      message: 'is the same in every language: change it in the entry, not in its translation',
    }));
}

/** The ids of a kind's entries as read: a folder's file names, or the kind's name for its one file. */
function entryIdsOf(root: string, name: string, kind: ContentKind, value: unknown): string[] {
  if (kind.source.type === 'folder')
    return Array.isArray(value) ? value.map((entry: ContentEntry<unknown>) => entry.id) : [];
  // A list file read with mistakes still holds the items that parse: its translation matches them.
  if (kind.source.type === 'list') return existsSync(join(root, kind.source.file)) ? [name] : [];
  return value === undefined ? [] : [name];
}

/**
 * An optional text of a list item that the entry and its translation do not both hold or both
 * leave out (a highlight's value line, a category's sidebar name): translated where the entry
 * has it, and nowhere else. A search description may be the translation's own.
 */
function optionalTextProblems(
  file: string,
  label: string,
  item: unknown,
  translated: Record<string, unknown>,
): Problems {
  const own = (item ?? {}) as Record<string, unknown>;
  return Object.keys(translated).flatMap((key) =>
    key === 'id' || key === 'searchDescription' || own[key] !== undefined
      ? []
      : [{ file, field: `${label} ${key}`, message: 'the entry has none: leave it out of the translation' }],
  );
}

/** A translated item's fields: an object, as its kind's translation schema gives it. */
const isFields = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The translation of a list file (content/services.de.json beside services.json): a list of the
 * items' translatable fields, every item of the entry by its id and no other; undefined, with
 * the problems, when it is not one.
 */
function readListTranslation(
  file: string,
  raw: unknown,
  source: readonly unknown[],
  name: keyof ContentKinds,
  kind: ContentKind & { translation: z.ZodType },
  problems: Problems,
): Record<string, unknown>[] | undefined {
  if (!Array.isArray(raw)) {
    problems.push({
      file,
      field: '(file)',
      message: 'expected a list of the entry\'s items, each with its "id": [ { "id": ... }, ... ]',
    });
    return undefined;
  }
  const found: Problems = [];
  const items = raw.flatMap((item: unknown, index) => {
    const label = itemLabel(item, index);
    const shared = sharedFieldProblems(file, item, kind.schema, kind.translation).map((problem) => ({
      ...problem,
      field: `${label} ${problem.field}`,
    }));
    found.push(...shared);
    const data = shared.length > 0 ? undefined : parseWith(kind.translation, item, file, found, label);
    return isFields(data) ? [data] : [];
  });
  if (found.length > 0) {
    problems.push(...found);
    return undefined;
  }
  const mismatches = translationProblems(file, source, items, '(items)');
  const own = new Map(source.map((item) => [(item as { id?: unknown }).id, item]));
  items.forEach((item, index) => {
    const entry = own.get(item.id);
    if (entry === undefined) return;
    mismatches.push(...optionalTextProblems(file, itemLabel(item, index), entry, item));
    // Its page is described in search results by its own texts: they must fit as the entry's do.
    if (name in SEARCH_DESCRIPTION_SOURCES) {
      const described = searchDescriptionProblem(
        name as keyof typeof SEARCH_DESCRIPTION_SOURCES,
        applyTranslation(entry, item) as Parameters<typeof searchDescriptionProblem>[1],
      );
      if (described)
        mismatches.push({ file, field: `${itemLabel(item, index)} searchDescription`, message: described });
    }
  });
  problems.push(...mismatches);
  return mismatches.length === 0 ? items : undefined;
}

/**
 * Every translation file beside the entries (src/lib/i18n/translations.ts), checked like its
 * entry: its language must have a dictionary, its entry must exist, and it may hold only the
 * kind's translatable fields, every list item of the entry and no other. A list file's
 * translation (services.de.json) is a list too: every item of the entry by id, and no other.
 */
export function readTranslations(
  root: string,
  catalogue: Partial<Record<keyof ContentKinds, unknown>>,
  problems: Problems,
): TranslationFile[] {
  // A language is a dictionary file, even one with a mistake (reported as its own problem).
  const dictionaryFolder = join(root, CONTENT_KINDS.dictionaries.source.folder);
  const languages = existsSync(dictionaryFolder)
    ? readdirSync(dictionaryFolder)
        .filter((name) => name.endsWith('.json'))
        .map((name) => basename(name, '.json'))
    : [];
  const found: TranslationFile[] = [];
  for (const [name, kind] of Object.entries(CONTENT_KINDS) as [keyof ContentKinds, ContentKind][]) {
    const folder = kind.source.type === 'folder' ? kind.source.folder : '';
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    const value = catalogue[name];
    const entryIds = entryIdsOf(root, name, kind, value);
    const fileBase = kind.source.type === 'folder' ? undefined : basename(kind.source.file, '.json');
    for (const fileName of readdirSync(dir).sort()) {
      const parts = translationFileParts(fileName);
      if (!parts) continue;
      // The one file of an object or list kind: only its own translations, beside it at the top of content/.
      if (fileBase !== undefined && parts.id !== fileBase) continue;
      const file = folder ? `${folder}/${fileName}` : fileName;
      const entry = fileBase !== undefined ? name : parts.id;
      // An entry whose file is there but has a mistake is named by its own problem: its translations wait for it.
      if (
        kind.source.type === 'folder' &&
        !entryIds.includes(entry) &&
        existsSync(join(dir, `${entry}${kind.source.extension}`))
      )
        continue;
      const problem = translationFileProblem(
        file,
        { id: entry, language: parts.language, extension: parts.extension },
        {
          languages,
          entryIds,
          translatable: kind.translation !== undefined,
          extension: kind.source.type === 'folder' ? kind.source.extension : '.json',
        },
      );
      if (problem) {
        problems.push(problem);
        continue;
      }
      if (kind.source.type === 'list') {
        // A list file with a mistake is named by its own problem: its translation waits for it.
        const listFile = kind.source.file;
        if (problems.some((problem) => problem.file === listFile)) continue;
        const raw = kind.translation ? readJsonFile(root, file, problems) : undefined;
        const items =
          raw === undefined || !kind.translation
            ? undefined
            : readListTranslation(
                file,
                raw,
                Array.isArray(value) ? value : [],
                name,
                { ...kind, translation: kind.translation },
                problems,
              );
        if (items) found.push({ kind: name, entry, language: parts.language, file, data: items });
        continue;
      }
      // A Markdown entry's translation is Markdown too: its fields above, its body below.
      const read = parts.extension === '.md' ? readEntryFile(root, file, problems) : undefined;
      const raw = parts.extension === '.md' ? read?.data : readJsonFile(root, file, problems);
      if (raw === undefined || !kind.translation) continue;
      const shared = sharedFieldProblems(file, raw, kind.schema, kind.translation);
      if (shared.length > 0) {
        problems.push(...shared);
        continue;
      }
      const data = parseWith(kind.translation, raw, file, problems);
      if (data === undefined) continue;
      const own =
        kind.source.type === 'folder'
          ? (value as ContentEntry<unknown>[]).find((candidate) => candidate.id === entry)
          : undefined;
      const source = kind.source.type === 'folder' ? own?.data : value;
      const mismatches = translationProblems(file, source, data);
      // Its page is described in search results by its own texts: they must fit as the entry's do.
      if (name in SEARCH_DESCRIPTION_SOURCES) {
        const described = searchDescriptionProblem(
          name as keyof typeof SEARCH_DESCRIPTION_SOURCES,
          applyTranslation(source, data) as Parameters<typeof searchDescriptionProblem>[1],
        );
        const label = entryFields(kind.schema).searchDescription?.label ?? 'Search description';
        if (described) mismatches.push({ file, field: `${label} (searchDescription)`, message: described });
      }
      if (read && read.body === '' && own?.body)
        mismatches.push({
          file,
          field: '(body)',
          message: "has no text below its fields: translate the entry's text too",
        });
      problems.push(...mismatches);
      if (mismatches.length === 0)
        found.push({ kind: name, entry, language: parts.language, file, data, ...(read && { body: read.body }) });
    }
  }
  return found;
}

/**
 * A translation's fields as the `translations` collection holds them: a list file's items as
 * the list's own entry holds them (`{ items }`), any other translation's fields as they are.
 */
export const translationFieldsOf = ({ kind, data }: Pick<TranslationFile, 'kind' | 'data'>): unknown =>
  CONTENT_KINDS[kind].source.type === 'list' ? { items: data } : data;

/** The translations only, with the kinds they translate and the dictionaries (the build's collection of them). */
export function readTranslationFiles(root: string): { translations: TranslationFile[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const catalogue: Partial<Record<keyof Catalogue, unknown>> = {};
  for (const [name, kind] of Object.entries(CONTENT_KINDS) as [keyof Catalogue, ContentKind][])
    if (kind.translation || name === 'dictionaries') catalogue[name] = readKind(root, kind, problems);
  return { translations: readTranslations(root, catalogue, problems), problems };
}

/** Every entry that parses, and the problems of those that do not; the translations beside them. */
export function readContentFiles(root: string): {
  catalogue: Partial<Catalogue>;
  problems: ContentProblem[];
  translations: TranslationFile[];
} {
  const problems: ContentProblem[] = [];
  const catalogue: Partial<Record<keyof Catalogue, unknown>> = {};
  for (const [name, kind] of Object.entries(CONTENT_KINDS) as [keyof Catalogue, ContentKind][]) {
    const value = readKind(root, kind, problems);
    if (value !== undefined) catalogue[name] = value;
  }
  const translations = readTranslations(root, catalogue, problems);
  return { catalogue: catalogue as Partial<Catalogue>, problems, translations };
}
