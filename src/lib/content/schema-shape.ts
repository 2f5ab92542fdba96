/**
 * Reads the shape of a content schema (src/lib/content/kinds/) from its JSON Schema
 * (`z.toJSONSchema()`, which keeps the `.meta()` each field carries): which keys an entry has,
 * which are optional, what kind of value each holds, and the editor's words for it. The one
 * reader of the schemas' JSON Schema: the editor's form fields (src/admin/browser/schema-fields.ts),
 * the files it saves (src/admin/node/content-codec.ts) and the labels of the content check's
 * problems (field-labels.ts) all follow it instead of repeating the schemas.
 */
import { z } from 'astro/zod';
import type { FieldMeta } from './kinds/fields.ts';

/** A node of the JSON Schema zod writes, as far as this module reads it. */
interface JsonNode extends Partial<FieldMeta> {
  /** A nullable value has two: its own and "null". */
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  anyOf?: JsonNode[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

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
  | { kind: 'enum'; values: string[]; optionLabels?: Readonly<Record<string, string>> }
  | { kind: 'text'; constraints: Constraints }
  | { kind: 'email' }
  | { kind: 'url' }
  | { kind: 'date' }
  | { kind: 'image' }
  /** A whole number that is a year: the form shows it as text (2025, not 2,025), the file keeps a number. */
  | { kind: 'year' }
  | { kind: 'number'; integer: boolean; constraints: Constraints }
  | { kind: 'boolean' };

/** A key of an object: its shape, whether it may be left out, its default and the editor's words. */
export interface Field {
  shape: Shape;
  /** May be left out of the file (optional, nullable or with a default). */
  optional: boolean;
  /** The value an entry gets when the key is left out. */
  defaultValue?: unknown;
  label?: string;
  description?: string;
  widget?: FieldMeta['widget'];
  references?: FieldMeta['references'];
  picks?: FieldMeta['picks'];
  shownWhen?: FieldMeta['shownWhen'];
}

/** zod writes the bounds of a whole number it cannot check beyond; those are no bounds. */
const bound = (value: number | undefined): number | undefined =>
  value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

function numberConstraints(node: JsonNode, integer: boolean): Constraints {
  const step = integer ? 1 : 0;
  const exclusiveMin = bound(node.exclusiveMinimum);
  const exclusiveMax = bound(node.exclusiveMaximum);
  const min = exclusiveMin !== undefined ? exclusiveMin + step : bound(node.minimum);
  const max = exclusiveMax !== undefined ? exclusiveMax - step : bound(node.maximum);
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

function textConstraints(node: JsonNode): Constraints {
  return {
    ...(node.minLength !== undefined ? { min: node.minLength } : {}),
    ...(node.maxLength !== undefined ? { max: node.maxLength } : {}),
    ...(node.pattern && node.patternMessage
      ? { pattern: { regex: new RegExp(node.pattern), message: node.patternMessage } }
      : {}),
  };
}

function shapeOfNode(node: JsonNode, path: string): Shape {
  if (node.widget === 'image') return { kind: 'image' };
  if (node.widget === 'year') return { kind: 'year' };
  if (node.enum) {
    const values = node.enum.filter((value): value is string => typeof value === 'string');
    return { kind: 'enum', values, ...(node.optionLabels ? { optionLabels: node.optionLabels } : {}) };
  }
  switch (node.type) {
    case 'object':
      return { kind: 'object', fields: fieldsOfNode(node, path) };
    case 'array':
      if (!node.items) break;
      return {
        kind: 'array',
        element: shapeOfNode(node.items, `${path}[]`),
        constraints: {
          ...(node.minItems !== undefined ? { min: node.minItems } : {}),
          ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
        },
      };
    case 'string':
      if (node.format === 'email') return { kind: 'email' };
      if (node.format === 'uri') return { kind: 'url' };
      return { kind: 'text', constraints: textConstraints(node) };
    case 'integer':
    case 'number': {
      const integer = node.type === 'integer';
      return { kind: 'number', integer, constraints: numberConstraints(node, integer) };
    }
    case 'boolean':
      return { kind: 'boolean' };
  }
  // A calendar date: "YYYY-MM-DD", or the Date that YAML makes of an unquoted one.
  if (node.anyOf?.some((option) => option.type === 'string' && option.format === 'date')) return { kind: 'date' };
  throw new Error(`${path}: the content editor has no field for ${JSON.stringify(node).slice(0, 80)}`);
}

function fieldOfNode(node: JsonNode, required: boolean, path: string): Field {
  // A nullable value: its type and "null", or one of the value and null.
  const types = Array.isArray(node.type) ? node.type.filter((type) => type !== 'null') : undefined;
  const nonNull = node.anyOf?.filter((option) => option.type !== 'null');
  const nullable =
    (types !== undefined && types.length === 1) ||
    (node.anyOf !== undefined && nonNull?.length === 1 && nonNull.length < node.anyOf.length);
  const valueNode = !nullable
    ? node
    : types?.[0]
      ? { ...node, type: types[0] }
      : { ...nonNull?.[0], ...withoutAnyOf(node) };
  const { label, description, widget, references, picks, shownWhen } = node;
  return {
    shape: shapeOfNode(valueNode, path),
    optional: !required || nullable,
    ...(node.default === undefined ? {} : { defaultValue: node.default }),
    ...(label ? { label } : {}),
    ...(description ? { description } : {}),
    ...(widget ? { widget } : {}),
    ...(references ? { references } : {}),
    ...(picks ? { picks } : {}),
    ...(shownWhen ? { shownWhen } : {}),
  };
}

const withoutAnyOf = ({ anyOf: _anyOf, ...rest }: JsonNode): JsonNode => rest;

function fieldsOfNode(node: JsonNode, path: string): Record<string, Field> {
  const required = new Set(node.required ?? []);
  return Object.fromEntries(
    Object.entries(node.properties ?? {}).map(([key, value]) => [
      key,
      fieldOfNode(value, required.has(key), `${path}.${key}`),
    ]),
  );
}

/** The JSON Schema of an entry as editors write it (dates and defaults as input). */
const jsonSchemaOf = (schema: z.ZodType): JsonNode =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;

const cache = new WeakMap<z.ZodType, Record<string, Field>>();

/** The keys of an entry's schema. */
export function entryFields(schema: z.ZodType): Record<string, Field> {
  const known = cache.get(schema);
  if (known) return known;
  const shape = shapeOfNode(jsonSchemaOf(schema), '(entry)');
  if (shape.kind !== 'object') throw new Error('an entry schema must be an object');
  cache.set(schema, shape.fields);
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
