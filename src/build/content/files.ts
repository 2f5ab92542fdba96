/**
 * Reads the editors' files in `content/` straight from disk and validates them with the same
 * schemas as the Astro build, collecting every problem (file, field, what was expected) rather
 * than stopping at the first. Used by the build's content check, `npm run content:check`, the
 * tests and scripts, because `getCollection()` is not available outside an Astro build.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { z } from 'astro/zod';
import {
  affiliatePageSchema,
  areaCaseStudySchema,
  areaSchema,
  faqCategorySchema,
  highlightSchema,
  ideaSchema,
  methodologySchema,
  projectSchema,
  serviceSchema,
  siteSchema,
  technologyCategorySchema,
  toolCategorySchema,
  toolSchema,
} from '../../lib/content/schemas.ts';
import { describeZodIssues, formatProblem, type ContentProblem } from '../../lib/content/issues.ts';
import { explainYamlMistake } from '../../lib/content/yaml-problems.ts';

export { formatProblem, type ContentProblem } from '../../lib/content/issues.ts';

export interface ContentEntry<T> {
  id: string;
  file: string;
  data: T;
  body: string;
}

/** Thrown by readCatalogue when any file has a problem; lists every one. */
export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** A file name is its entry's id and URL: lowercase words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Problems found so far; readers add to it and carry on with the next file. */
export type Problems = ContentProblem[];

/** A Markdown file: its YAML front matter between two --- lines, then the body. */
export const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)([\s\S]*)$/;

/** Splits a Markdown file into its YAML front matter and body; YAML errors name the file's line. */
export function splitFrontmatter(source: string, file = '(file)', problems: Problems = []): {
  frontmatter: unknown;
  body: string;
} {
  const match = FRONTMATTER.exec(source);
  if (!match) {
    problems.push({ file, field: '(file)', message: 'must start with a block of fields between two --- lines' });
    return { frontmatter: undefined, body: source };
  }
  try {
    return { frontmatter: parseYaml(match[1] ?? '') ?? {}, body: (match[2] ?? '').trim() };
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    // The front matter starts on the file's second line (after the first ---).
    const mistake = explainYamlMistake(
      match[1] ?? '',
      { code: error.code, line: error.linePos?.[0].line ?? 1, message: error.message },
      1,
    );
    problems.push({ file, field: `(line ${mistake.line})`, message: mistake.message });
    return { frontmatter: undefined, body: '' };
  }
}

function parseWith<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  file: string,
  problems: Problems,
  fieldPrefix = '',
): z.output<S> | undefined {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const { field, message } of describeZodIssues(result.error, raw))
    problems.push({ file, field: fieldPrefix ? `${fieldPrefix}${field === '(entry)' ? '' : ` ${field}`}` : field, message });
  return undefined;
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
    if (!SLUG_PATTERN.test(basename(name, ext))) {
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

export function readMarkdownDir<S extends z.ZodType>(
  root: string,
  folder: string,
  schema: S,
  problems: Problems,
): ContentEntry<z.output<S>>[] {
  return entryFiles(root, folder, '.md', problems).flatMap((name) => {
    const file = `${folder}/${name}`;
    const { frontmatter, body } = splitFrontmatter(readFileSync(join(root, file), 'utf8'), file, problems);
    if (frontmatter === undefined) return [];
    const data = parseWith(schema, frontmatter, file, problems);
    return data === undefined ? [] : [{ id: basename(name, '.md'), file, data, body }];
  });
}

/** A JSON file's parsed value, or undefined with a problem naming the line. */
function readJsonFile(root: string, file: string, problems: Problems): unknown {
  const path = join(root, file);
  if (!existsSync(path)) {
    problems.push({ file, field: '(file)', message: 'is missing' });
    return undefined;
  }
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const { $schema: _ignored, ...rest } = value as Record<string, unknown>;
      return rest;
    }
    return value;
  } catch (error) {
    problems.push({ file, field: '(file)', message: `is not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
}

export function readJsonDir<S extends z.ZodType>(
  root: string,
  folder: string,
  schema: S,
  problems: Problems,
): ContentEntry<z.output<S>>[] {
  return entryFiles(root, folder, '.json', problems).flatMap((name) => {
    const file = `${folder}/${name}`;
    const raw = readJsonFile(root, file, problems);
    if (raw === undefined) return [];
    const data = parseWith(schema, raw, file, problems);
    return data === undefined ? [] : [{ id: basename(name, '.json'), file, data, body: '' }];
  });
}

/** Label of a list item in messages: `item 3 ("devops")`. */
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

export function readJsonObject<S extends z.ZodType>(
  root: string,
  file: string,
  schema: S,
  problems: Problems,
): z.output<S> | undefined {
  const raw = readJsonFile(root, file, problems);
  return raw === undefined ? undefined : parseWith(schema, raw, file, problems);
}

/** One reader per kind of content. */
export const catalogueReaders = {
  projects: (root: string, p: Problems) => readMarkdownDir(root, 'projects', projectSchema, p),
  ideas: (root: string, p: Problems) => readMarkdownDir(root, 'ideas', ideaSchema, p),
  tools: (root: string, p: Problems) => readMarkdownDir(root, 'tools', toolSchema, p),
  toolCategories: (root: string, p: Problems) => readJsonList(root, 'tool-categories.json', toolCategorySchema, p),
  areas: (root: string, p: Problems) => readMarkdownDir(root, 'areas', areaSchema, p),
  areaCaseStudies: (root: string, p: Problems) => readMarkdownDir(root, 'area-case-studies', areaCaseStudySchema, p),
  methodologies: (root: string, p: Problems) => readMarkdownDir(root, 'methodologies', methodologySchema, p),
  faq: (root: string, p: Problems) => readJsonDir(root, 'faq', faqCategorySchema, p),
  services: (root: string, p: Problems) => readJsonList(root, 'services.json', serviceSchema, p),
  technologies: (root: string, p: Problems) => readJsonList(root, 'technologies.json', technologyCategorySchema, p),
  highlights: (root: string, p: Problems) => readJsonList(root, 'highlights.json', highlightSchema, p),
  site: (root: string, p: Problems) => readJsonObject(root, 'site.json', siteSchema, p),
  affiliate: (root: string, p: Problems) => readJsonObject(root, 'affiliate.json', affiliatePageSchema, p),
};

export type Catalogue = {
  [K in keyof typeof catalogueReaders]: Exclude<ReturnType<(typeof catalogueReaders)[K]>, undefined>;
};

/** Every entry that parses, and the problems of those that do not. */
export function readContentFiles(root: string): { catalogue: Partial<Catalogue>; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const catalogue: Partial<Record<keyof Catalogue, unknown>> = {};
  for (const [kind, read] of Object.entries(catalogueReaders)) {
    const value = read(root, problems);
    if (value !== undefined) catalogue[kind as keyof Catalogue] = value;
  }
  return { catalogue: catalogue as Partial<Catalogue>, problems };
}
