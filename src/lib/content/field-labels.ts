/**
 * The editor's words for the field a problem names: the labels each kind gives its fields in
 * `.meta()` (src/lib/content/kinds/), read from the kind's JSON Schema. A problem at
 * `metrics.monthlyRevenue` of a project reads "Metrics › Monthly revenue (metrics.monthlyRevenue)":
 * the label the editor's form shows, then the key an editor of the file finds in it.
 */
import { z } from 'astro/zod';
import { CONTENT_KINDS } from './kinds/index.ts';
import type { ContentProblem } from './issues.ts';

/** A node of the JSON Schema zod writes, as far as labels go. */
interface LabelNode {
  label?: string;
  properties?: Record<string, LabelNode>;
  items?: LabelNode;
  anyOf?: LabelNode[];
}

const jsonSchemas = new Map<z.ZodType, LabelNode>();
const jsonSchemaOf = (schema: z.ZodType): LabelNode => {
  let node = jsonSchemas.get(schema);
  if (!node) {
    node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as LabelNode;
    jsonSchemas.set(schema, node);
  }
  return node;
};

/** The schema of one entry of the file (for a list file, one item), by the file's path inside content/. */
export function schemaOfFile(file: string): z.ZodType | undefined {
  for (const { source, schema } of Object.values(CONTENT_KINDS)) {
    if (source.type === 'folder' ? file.startsWith(`${source.folder}/`) : file === source.file) return schema;
  }
  return undefined;
}

/** The node itself, or the one of its alternatives that holds fields (an optional or nullable group, a list). */
const solid = (node: LabelNode): LabelNode =>
  node.properties || node.items ? node : (node.anyOf?.find((option) => option.properties || option.items) ?? node);

/** `metrics.monthlyRevenue`, `images[2]` -> the keys and positions along the way. */
const steps = (path: string): (string | number)[] =>
  [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (index === undefined ? (key ?? '') : Number(index)));

/** The labels along a field path ("Metrics › Monthly revenue"), or undefined where a step has none. */
export function labelOfPath(schema: z.ZodType, path: string): string | undefined {
  let node: LabelNode | undefined = jsonSchemaOf(schema);
  const labels: string[] = [];
  for (const step of steps(path)) {
    if (!node) return undefined;
    const holder = solid(node);
    if (typeof step === 'number') {
      node = holder.items;
      continue;
    }
    node = holder.properties?.[step];
    if (!node?.label) return undefined;
    labels.push(node.label);
  }
  return labels.length > 0 ? labels.join(' › ') : undefined;
}

/** A field as a problem names it: an optional prefix naming a list's item (`item 1 ("ai-ml") `), then the path. */
const FIELD = /^(.*\s)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*)$/;

/** The label of the field a problem names, where its kind gives one. */
export function labelOfProblem({ file, field }: Pick<ContentProblem, 'file' | 'field'>): string | undefined {
  const match = FIELD.exec(field);
  const schema = match?.[2] ? schemaOfFile(file) : undefined;
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
