/**
 * The one loader for the editors' JSON files that modules import directly (site.json,
 * affiliate.json): validated once, with the content validator's message on a mistake.
 */
import type { z } from 'astro/zod';
import { describeZodIssues, formatProblem } from '../lib/content/issues.ts';

export function parseContentFile<S extends z.ZodType>(schema: S, json: unknown, file: string): z.output<S> {
  const { $schema: _ignored, ...raw } = json as Record<string, unknown>;
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = describeZodIssues(result.error, raw).map((issue) => formatProblem({ file, ...issue }));
  throw new Error(problems.join('\n'));
}
