/**
 * Reads the editors' JSON files in the chosen content root (CONTENT_ROOT, default the project's
 * content/) and validates them with their kind's schema, collecting every problem (file, field,
 * what was expected) rather than stopping at the first. The content check's readers
 * (src/content-reading/files.ts) use it, and so do the modules that need site.json or
 * affiliate.json as soon as they load, in the form API (Node) as in the build (Vite) alike.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { describeZodIssues, formatProblem, type ContentProblem } from '../lib/content/issues.ts';
import type { ContentKind } from '../lib/content/kinds/kind.ts';
import { sitePaths } from '../config/site-paths.ts';
import { rememberParsed } from './parsed-files.ts';
import { explainJsonMistake } from '../lib/content/json-problems.ts';

/** Problems found so far; readers add to it and carry on with the next file. */
export type Problems = ContentProblem[];

/** Thrown when a file has a problem; lists every one. */
export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
    this.problems = problems;
  }
}

export function parseWith<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  file: string,
  problems: Problems,
  fieldPrefix = '',
): z.output<S> | undefined {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const { field, message } of describeZodIssues(result.error, raw))
    problems.push({
      file,
      field: fieldPrefix ? `${fieldPrefix}${field === '(entry)' ? '' : ` ${field}`}` : field,
      message,
    });
  return undefined;
}

/** A JSON file's parsed value (without its editor hint `"$schema"`), or undefined with a problem naming the line. */
export function readJsonFile(root: string, file: string, problems: Problems): unknown {
  const path = join(root, file);
  if (!existsSync(path)) {
    problems.push({ file, field: '(file)', message: 'is missing' });
    return undefined;
  }
  const text = readFileSync(path, 'utf8');
  try {
    const value: unknown = JSON.parse(text);
    rememberParsed(path, { text, data: value });
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const { $schema: _ignored, ...rest } = value as Record<string, unknown>;
      return rest;
    }
    return value;
  } catch (error) {
    // The line to change, in plain words (json-problems.ts), like a YAML mistake's.
    const mistake = explainJsonMistake(text, (error as Error).message);
    problems.push({ file, field: mistake.line ? `(line ${mistake.line})` : '(file)', message: mistake.message });
    return undefined;
  }
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

/** A one-object kind (site.json, affiliate.json) of the chosen content root; throws a ContentError on a mistake. */
export function readContentObject<S extends z.ZodType>(
  kind: ContentKind<S> & { source: { type: 'object' } },
): z.output<S> {
  const problems: Problems = [];
  const value = readJsonObject(sitePaths(process.cwd()).content, kind.source.file, kind.schema, problems);
  if (value === undefined) throw new ContentError(problems);
  return value;
}
