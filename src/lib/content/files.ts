/**
 * Reads the editors' files in `content/` straight from disk and validates them with the same
 * schemas as the Astro build. Used by the content-integrity tests and by scripts, because
 * `getCollection()` is not available outside an Astro build.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, basename, extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
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
} from './schemas.ts';
import { describeIssues } from './issues.ts';

export { describeIssues };

export interface ContentEntry<T> {
  id: string;
  file: string;
  data: T;
  body: string;
}

export class ContentError extends Error {
  readonly file: string;
  readonly problems: string[];
  constructor(file: string, problems: string[]) {
    super(`${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
    this.file = file;
    this.problems = problems;
  }
}

/** Splits a Markdown file into its YAML frontmatter and body. */
export function splitFrontmatter(source: string): { frontmatter: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { frontmatter: {}, body: source };
  return { frontmatter: parseYaml(match[1] ?? '') ?? {}, body: (match[2] ?? '').trim() };
}

function parseWith<S extends z.ZodType>(schema: S, raw: unknown, file: string): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw new ContentError(file, describeIssues(result.error));
  return result.data;
}

function listFiles(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => extname(name) === ext && !name.startsWith('_'))
    .sort()
    .map((name) => join(dir, name));
}

export function readMarkdownDir<S extends z.ZodType>(
  root: string,
  folder: string,
  schema: S,
): ContentEntry<z.output<S>>[] {
  return listFiles(join(root, folder), '.md').map((path) => {
    const file = relative(root, path);
    const { frontmatter, body } = splitFrontmatter(readFileSync(path, 'utf8'));
    return { id: basename(path, '.md'), file, data: parseWith(schema, frontmatter, file), body };
  });
}

export function readJsonDir<S extends z.ZodType>(
  root: string,
  folder: string,
  schema: S,
): ContentEntry<z.output<S>>[] {
  return listFiles(join(root, folder), '.json').map((path) => {
    const file = relative(root, path);
    const { $schema: _ignored, ...rest } = readJsonFile(root, file) as Record<string, unknown>;
    return { id: basename(path, '.json'), file, data: parseWith(schema, rest, file), body: '' };
  });
}

/** A JSON file holding a list of entries, each with an `id`. */
function readJsonFile(root: string, fileName: string): unknown {
  const path = join(root, fileName);
  if (!existsSync(path)) throw new ContentError(fileName, ['(file): missing']);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ContentError(fileName, [`(file): not valid JSON: ${(error as Error).message}`]);
  }
}

export function readJsonList<S extends z.ZodType>(root: string, fileName: string, schema: S): z.output<S>[] {
  const raw = readJsonFile(root, fileName);
  if (!Array.isArray(raw)) throw new ContentError(fileName, ['(file): expected a JSON array of entries']);
  return raw.map((item: unknown, index) => parseWith(schema, item, `${fileName} [${index}]`));
}

export function readJsonObject<S extends z.ZodType>(root: string, fileName: string, schema: S): z.output<S> {
  const { $schema: _ignored, ...rest } = readJsonFile(root, fileName) as Record<string, unknown>;
  return parseWith(schema, rest, fileName);
}

/** One reader per kind of content, so a tool can check each kind on its own. */
export const catalogueReaders = {
  projects: (root: string) => readMarkdownDir(root, 'projects', projectSchema),
  ideas: (root: string) => readMarkdownDir(root, 'ideas', ideaSchema),
  tools: (root: string) => readMarkdownDir(root, 'tools', toolSchema),
  toolCategories: (root: string) => readJsonList(root, 'tool-categories.json', toolCategorySchema),
  areas: (root: string) => readMarkdownDir(root, 'areas', areaSchema),
  areaCaseStudies: (root: string) => readMarkdownDir(root, 'area-case-studies', areaCaseStudySchema),
  methodologies: (root: string) => readMarkdownDir(root, 'methodologies', methodologySchema),
  faq: (root: string) => readJsonDir(root, 'faq', faqCategorySchema),
  services: (root: string) => readJsonList(root, 'services.json', serviceSchema),
  technologies: (root: string) => readJsonList(root, 'technologies.json', technologyCategorySchema),
  highlights: (root: string) => readJsonList(root, 'highlights.json', highlightSchema),
  site: (root: string) => readJsonObject(root, 'site.json', siteSchema),
  affiliate: (root: string) => readJsonObject(root, 'affiliate.json', affiliatePageSchema),
};

export type Catalogue = { [K in keyof typeof catalogueReaders]: ReturnType<(typeof catalogueReaders)[K]> };

/** Everything in `content/`, validated. Throws a ContentError naming file and field. */
export function readCatalogue(root: string): Catalogue {
  const entries = Object.entries(catalogueReaders).map(([kind, read]) => [kind, read(root)]);
  return Object.fromEntries(entries) as Catalogue;
}
