/**
 * Reads the shape of a content schema (src/lib/content/schemas.ts): which keys an entry has,
 * which are optional, what kind of value each holds. The editor's form fields are derived from
 * it (schema-fields.ts) and the files it saves are tidied with it (content-codec.ts), so both
 * follow the schemas instead of repeating them.
 */
import type { z } from 'astro/zod';
import { imagePath } from '../lib/content/schemas.ts';

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  error?: (issue: object) => unknown;
  value?: number | bigint;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
}

interface ZodDef {
  type: string;
  innerType?: ZodNode;
  shape?: Record<string, ZodNode>;
  element?: ZodNode;
  options?: ZodNode[];
  entries?: Record<string, string>;
  checks?: { _zod: { def: CheckDef } }[];
  defaultValue?: unknown;
  format?: string;
  pattern?: RegExp;
}

/** The part of a zod schema this module reads (zod 4 keeps it under `_zod`). */
interface ZodNode {
  _zod: { def: ZodDef; parent?: ZodNode };
  description?: string;
}

const node = (schema: z.ZodType): ZodNode => schema as unknown as ZodNode;
const asSchema = (zod: ZodNode): z.ZodType => zod as unknown as z.ZodType;

/** The value of a select on which nothing is chosen yet (and of a value in a file the select does not offer). */
export const NOT_CHOSEN = '';

export interface Constraints {
  min?: number;
  max?: number;
  /** A regular expression the text must match, with the schema's own message. */
  pattern?: { regex: RegExp; message?: string };
}

/** What a value is, as far as an editor's form is concerned. */
export type Shape =
  | { kind: 'object'; fields: Record<string, Field> }
  | { kind: 'array'; element: Shape; constraints: Constraints }
  | { kind: 'enum'; values: string[] }
  | { kind: 'text'; constraints: Constraints }
  | { kind: 'email' }
  | { kind: 'url' }
  | { kind: 'date' }
  | { kind: 'image' }
  | { kind: 'number'; integer: boolean; constraints: Constraints }
  | { kind: 'boolean' };

/** A key of an object: its shape, whether it may be left out, and its default. */
export interface Field {
  shape: Shape;
  /** May be left out of the file (optional, nullable or with a default). */
  optional: boolean;
  /** The value an entry gets when the key is left out. */
  defaultValue?: unknown;
  description?: string;
}

/** Whether a schema is the image-path schema or made from it (`image.describe(...)`). */
function isImage(zod: ZodNode): boolean {
  for (let current: ZodNode | undefined = zod; current; current = current._zod.parent) {
    if (current === node(imagePath)) return true;
  }
  return false;
}

function checksOf(zod: ZodNode): CheckDef[] {
  return (zod._zod.def.checks ?? []).map((check) => check._zod.def);
}

/** Bounds are inclusive in the form; an exclusive bound of a whole number moves by one. */
function constraintsOf(zod: ZodNode, integer = false): Constraints {
  const constraints: Constraints = {};
  const step = (check: CheckDef) => (integer && check.inclusive === false ? 1 : 0);
  for (const check of checksOf(zod)) {
    const value = typeof check.value === 'bigint' ? Number(check.value) : check.value;
    if (check.check === 'min_length') constraints.min = check.minimum;
    else if (check.check === 'max_length') constraints.max = check.maximum;
    else if (check.check === 'length_equals') constraints.min = constraints.max = check.length;
    else if (check.check === 'greater_than' && value !== undefined) constraints.min = value + step(check);
    else if (check.check === 'less_than' && value !== undefined) constraints.max = value - step(check);
    else if (check.check === 'string_format' && check.format === 'regex' && check.pattern && !constraints.pattern) {
      const message = check.error?.({});
      constraints.pattern = { regex: check.pattern, ...(typeof message === 'string' ? { message } : {}) };
    }
  }
  return constraints;
}

export function shapeOf(schema: z.ZodType, path = '(entry)'): Shape {
  const zod = node(schema);
  const def = zod._zod.def;
  if (isImage(zod)) return { kind: 'image' };
  switch (def.type) {
    case 'object':
      return {
        kind: 'object',
        fields: Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([key, value]) => [key, fieldOf(asSchema(value), `${path}.${key}`)]),
        ),
      };
    case 'array':
      if (!def.element) break;
      return { kind: 'array', element: shapeOf(asSchema(def.element), `${path}[]`), constraints: constraintsOf(zod) };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries ?? {}) };
    case 'string':
      if (def.format === 'email') return { kind: 'email' };
      if (def.format === 'url') return { kind: 'url' };
      return { kind: 'text', constraints: constraintsOf(zod) };
    case 'number': {
      const integer = checksOf(zod).some((check) => check.check === 'number_format' && /int/.test(check.format ?? ''));
      return { kind: 'number', integer, constraints: constraintsOf(zod, integer) };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'union':
      // A calendar date: "YYYY-MM-DD", or the Date that YAML makes of an unquoted one.
      if (def.options?.some((option) => option._zod.def.type === 'string' && option._zod.def.format === 'date'))
        return { kind: 'date' };
      break;
  }
  throw new Error(`${path}: the content editor has no field for a zod ${def.type}`);
}

/** A key's shape with its wrappers (optional, nullable, default) unwrapped. */
export function fieldOf(schema: z.ZodType, path = '(entry)'): Field {
  let zod = node(schema);
  let optional = false;
  let defaultValue: unknown;
  let description = zod.description;
  for (;;) {
    const { type, innerType } = zod._zod.def;
    if (!innerType || !['optional', 'nullable', 'default'].includes(type)) break;
    optional = true;
    if (type === 'default') defaultValue = zod._zod.def.defaultValue;
    zod = innerType;
    description ??= zod.description;
  }
  return {
    shape: shapeOf(asSchema(zod), path),
    optional,
    ...(defaultValue === undefined ? {} : { defaultValue }),
    ...(description ? { description } : {}),
  };
}

/** The keys of an entry's schema. */
export function entryFields(schema: z.ZodType): Record<string, Field> {
  const shape = shapeOf(schema);
  if (shape.kind !== 'object') throw new Error('an entry schema must be an object');
  return shape.fields;
}

/**
 * An optional block whose own fields are required (an area case study's `detail`): the editor
 * shows it behind a checkbox, since a block is either filled in or left out as a whole.
 */
export const isOptionalBlock = (field: Field): boolean =>
  field.optional &&
  field.defaultValue === undefined &&
  field.shape.kind === 'object' &&
  Object.values(field.shape.fields).some((inner) => !inner.optional);
