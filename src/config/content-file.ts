/**
 * The one loader for the editors' single JSON files, which modules import directly (site.json,
 * affiliate.json, and the lists services.json, technologies.json, highlights.json, which keep the
 * order the editor wrote): validated once, with the content validator's message on a mistake.
 */
import type { z } from 'astro/zod';
import { describeZodIssues, formatProblem } from '../lib/content/issues.ts';

export function parseContentFile<S extends z.ZodType>(schema: S, json: unknown, file: string): z.output<S> {
  const raw = Array.isArray(json) ? json : withoutSchemaKey(json);
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = describeZodIssues(result.error, raw).map((issue) => formatProblem({ file, ...issue }));
  throw new Error(problems.join('\n'));
}

/** A JSON object without its editor hint (`"$schema": "..."`). */
function withoutSchemaKey(json: unknown): unknown {
  if (!json || typeof json !== 'object') return json;
  const { $schema: _ignored, ...rest } = json as Record<string, unknown>;
  return rest;
}
