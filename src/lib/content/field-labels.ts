/**
 * The editor's words for the field a problem names: the labels each kind gives its fields in
 * `.meta()` (src/lib/content/kinds/), read from the kind's JSON Schema (schema-shape.ts). A problem at
 * `metrics.monthlyRevenue` of a project reads "Metrics › Monthly revenue (metrics.monthlyRevenue)":
 * the label the editor's form shows, then the key an editor of the file finds in it.
 */
import type { z } from 'astro/zod';
import type { ContentProblem } from './issues.ts';
import { kindOfFile } from './kind-of-file.ts';
import { entryFields, type Field, type Shape } from './schema-shape.ts';

/** `metrics.monthlyRevenue`, `images[2]` -> the keys and positions along the way. */
const steps = (path: string): (string | number)[] =>
  [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (index === undefined ? (key ?? '') : Number(index)));

/** The labels along a field path ("Metrics › Monthly revenue"), or undefined where a step has none. */
export function labelOfPath(schema: z.ZodType, path: string): string | undefined {
  let shape: Shape | undefined = { kind: 'object', fields: entryFields(schema) };
  const labels: string[] = [];
  for (const step of steps(path)) {
    if (typeof step === 'number') {
      shape = shape?.kind === 'array' ? shape.element : undefined;
      continue;
    }
    const field: Field | undefined = shape?.kind === 'object' ? shape.fields[step] : undefined;
    if (!field?.label) return undefined;
    labels.push(field.label);
    shape = field.shape;
  }
  return labels.length > 0 ? labels.join(' › ') : undefined;
}

/** A field as a problem names it: an optional prefix naming a list's item (`item 1 ("ai-ml") `), then the path. */
const FIELD = /^(.*\s)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*)$/;

/** The label of the field a problem names, where its kind gives one. */
export function labelOfProblem({ file, field }: Pick<ContentProblem, 'file' | 'field'>): string | undefined {
  const match = FIELD.exec(field);
  const schema = match?.[2] ? kindOfFile(file)?.kind.schema : undefined;
  if (!match?.[2] || !schema) return undefined;
  const label = labelOfPath(schema, match[2]);
  return label ? `${match[1] ?? ''}${label} (${match[2]})` : undefined;
}

/** The problems with the editor's words for their fields (content:check, the build, the editor's refusals). */
export const withFieldLabels = (problems: ContentProblem[]): ContentProblem[] =>
  problems.map((problem) => {
    const label = problem.label ?? labelOfProblem(problem);
    return label ? { ...problem, label } : problem;
  });
