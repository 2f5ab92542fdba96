/**
 * Zod's findings as lines an editor can act on: "field.sub[2]: what was expected". One format
 * for the build, `npm run content:check`, the dev overlay and the tests.
 */
import type { z } from 'astro/zod';

/** One mistake in one file: `content error in <file>: <field>: <message>`. */
export interface ContentProblem {
  /** Path inside content/, e.g. "projects/my-project.md". */
  file: string;
  /** The field, e.g. "status" or "metrics.monthlyRevenue"; "(file)" for the file as a whole. */
  field: string;
  /** The field in the editor's words with its key, e.g. "Metrics › Monthly revenue (metrics.monthlyRevenue)" (field-labels.ts). */
  label?: string;
  message: string;
}

export const formatProblem = (problem: ContentProblem): string =>
  `content error in ${problem.file}: ${problem.label ?? problem.field}: ${problem.message}`;

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`)).join('');
}

const quoteList = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const KINDS: Record<string, string> = {
  array: 'a list',
  object: 'a group of fields',
  string: 'a text',
  number: 'a number',
  boolean: 'true or false',
  date: 'a date',
};

/** Zod 4's own words where they are technical ("Invalid input: expected string, received undefined"). */
function explain(issue: z.core.$ZodIssue, input: unknown): string {
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return 'is required but missing';
      return `expected ${KINDS[issue.expected] ?? issue.expected}, found ${describeValue(value)}`;
    case 'invalid_value':
      if (value === '' || value === undefined) return `is not chosen yet: choose one of ${quoteList(issue.values)}`;
      return `expected one of ${quoteList(issue.values)}, found ${describeValue(value)}`;
    default:
      return issue.message;
  }
}

function describeValue(value: unknown): string {
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  return JSON.stringify(value);
}

/** One `{ field, message }` per problem zod found; unknown keys get a line each. */
export function describeZodIssues(error: z.ZodError, input?: unknown): { field: string; message: string }[] {
  return error.issues.flatMap((issue) => {
    const at = fieldPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: at ? `${at}.${key}` : key,
        message: 'unknown field (check its spelling, or remove it)',
      }));
    }
    return [{ field: at || '(entry)', message: explain(issue, input) }];
  });
}
