/**
 * Between the files in content/ and what the editor reads and saves, as values: no disk access
 * (the API reads and writes, content-api.ts), and the text of a save is laid out by
 * preserving-writer.ts.
 *
 * Reading: a list file (services.json, ...) is shown as `{ "items": [...] }`, since the editor
 * edits objects; an optional block with required fields (an area case study's `detail`) is shown
 * as a checkbox with the block behind it. Everything else is read as it is.
 *
 * Saving: the editor writes every field it has, in its own formatting. The file written is the
 * previous file with only the changed values replaced (preserving-writer.ts keeps the text of
 * the rest), and a value the editor fills in with "nothing" (an empty list, an unticked default,
 * an empty optional group) is left out unless the file already had it.
 */
import { isDeepStrictEqual } from 'node:util';
import { Document, parseDocument } from 'yaml';
import { FRONTMATTER } from '../../content-reading/files.ts';
import { adminKindOfFile, LIST_KEY, type AdminKind, type FolderKind } from '../browser/kinds.ts';
import { choiceLabel, labelKey, labelledColumns, type ReferenceNames } from '../browser/list-columns.ts';
import { isNumbered, nextNumber, NUMBER_KEY } from '../browser/numbers.ts';
import { applies, conditionsOf, type Condition } from '../browser/shown-when.ts';
import { entryFields, isOptionalBlock, NOT_CHOSEN, type Field, type Shape } from '../../lib/content/schema-shape.ts';
import { isRecord, markdown, preservingText, YAML_OPTIONS } from './preserving-writer.ts';

type Value = unknown;
type Record_ = Record<string, Value>;

// ---------------------------------------------------------------------------------------
// Values: editor <-> file
// ---------------------------------------------------------------------------------------

/**
 * Optional blocks become `{ discriminant, value }` (editor) or plain objects (file); a year is
 * text in the form ("2025") and a number in the file.
 */
function mapBlocks(value: Value, shape: Shape, toEditor: boolean): Value {
  if (shape.kind === 'year') {
    if (toEditor) return typeof value === 'number' ? String(value) : value;
    return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  }
  if (shape.kind === 'array' && Array.isArray(value))
    return value.map((item) => mapBlocks(item, shape.element, toEditor));
  if (shape.kind !== 'object' || !isRecord(value)) return value;
  return mapObjectBlocks(value, shape.fields, toEditor);
}

function mapObjectBlocks(value: Record_, fields: Record<string, Field>, toEditor: boolean): Record_ {
  const result: Record_ = {};
  for (const [key, field] of Object.entries(fields)) {
    if (isOptionalBlock(field)) {
      const inner = value[key];
      if (toEditor)
        result[key] =
          inner === undefined
            ? { discriminant: false }
            : { discriminant: true, value: mapBlocks(inner, field.shape, true) };
      else if (isRecord(inner) && inner.discriminant === true)
        result[key] = mapBlocks(inner.value ?? {}, field.shape, false);
    } else if (key in value) {
      result[key] = mapBlocks(value[key], field.shape, toEditor);
    }
  }
  // Keys the schema does not know stay where they are (the content check reports them).
  for (const key of Object.keys(value)) if (!(key in fields)) result[key] = value[key];
  return result;
}

const hasBlocks = (fields: Record<string, Field>): boolean =>
  Object.values(fields).some(
    (field) =>
      isOptionalBlock(field) ||
      field.shape.kind === 'year' ||
      (field.shape.kind === 'object' && hasBlocks(field.shape.fields)) ||
      (field.shape.kind === 'array' && field.shape.element.kind === 'object' && hasBlocks(field.shape.element.fields)),
  );

/** A value that means the same as leaving the key out. */
function meansAbsent(value: Value, field: Field): boolean {
  if (!field.optional) return false;
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value) && value.length === 0) return true;
  if (isRecord(value) && Object.keys(value).length === 0) return true;
  return field.defaultValue !== undefined && isDeepStrictEqual(value, field.defaultValue);
}

/** Drops what the editor fills in for an empty optional value; a date becomes its YYYY-MM-DD text. */
function tidy(value: Value, shape: Shape): Value {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (shape.kind === 'array' && Array.isArray(value)) return value.map((item) => tidy(item, shape.element));
  if (shape.kind !== 'object' || !isRecord(value)) return value;
  const result: Record_ = {};
  for (const [key, inner] of Object.entries(value)) {
    const field = shape.fields[key];
    if (!field) {
      result[key] = inner;
      continue;
    }
    const next = tidy(inner, field.shape);
    if (next !== undefined && !meansAbsent(next, field)) result[key] = next;
  }
  return result;
}

/**
 * The saved value in the previous file's order: keys it had keep their place (and a value it had
 * that means "left out", such as `images: []`, stays), new keys go after their neighbour in the
 * schema's order.
 */
function merge(previous: Value, next: Value, shape: Shape): Value {
  if (shape.kind === 'array' && Array.isArray(previous) && Array.isArray(next))
    return (next as Value[]).map((item, index) =>
      index < previous.length ? merge((previous as Value[])[index], item, shape.element) : item,
    );
  if (shape.kind !== 'object' || !isRecord(previous) || !isRecord(next)) return next;
  const order = Object.keys(shape.fields);
  const pairs: [string, Value][] = [];
  for (const [key, old] of Object.entries(previous)) {
    const field = shape.fields[key];
    if (key in next) pairs.push([key, field ? merge(old, next[key], field.shape) : next[key]]);
    else if (!field || meansAbsent(old, field)) pairs.push([key, old]);
  }
  for (const [key, value] of Object.entries(next)) {
    if (key in previous) continue;
    const rank = order.indexOf(key);
    let at = 0;
    pairs.forEach(([other], index) => {
      if (order.indexOf(other) < rank) at = index + 1;
    });
    pairs.splice(at, 0, [key, value]);
  }
  return Object.fromEntries(pairs);
}

// ---------------------------------------------------------------------------------------
// Fields shown by another field's value (shown-when.ts): flat in the file, grouped in the editor
// ---------------------------------------------------------------------------------------

/**
 * The editor's shape: the field they depend on becomes `{ discriminant, value }`, its value
 * holding the dependent fields that apply to the choice (none: no value). Dependent fields that
 * do not apply are not shown (the save keeps them as the file has them: see `flattenConditions`).
 */
function nestConditions(data: Record_, conditions: Condition[]): Record_ {
  let result = { ...data };
  for (const condition of conditions) {
    // A file without the field opens on the form's default (nothing chosen) and keeps its text.
    if (!(condition.on in data)) continue;
    const chosen = typeof data[condition.on] === 'string' ? (data[condition.on] as string) : NOT_CHOSEN;
    const dependents = Object.keys(condition.dependents);
    const shown = dependents.filter((key) => applies(condition, key, chosen));
    result = Object.fromEntries(Object.entries(result).filter(([key]) => !dependents.includes(key)));
    const value = Object.fromEntries(shown.filter((key) => key in data).map((key) => [key, data[key]]));
    result[condition.on] = shown.length > 0 ? { discriminant: chosen, value } : { discriminant: chosen };
  }
  return result;
}

/**
 * The file's shape: the choice back in its field and the dependent fields that apply to it right
 * after it. A dependent field the editor was not shown (it did not apply to the file's previous
 * choice, or the choice was misspelled) keeps the file's value; one it was shown and that no
 * longer applies (a sale price once the project is no longer sold) is left out.
 */
function flattenConditions(data: Record_, conditions: Condition[], previous: Record_ | undefined): Record_ {
  let result = data;
  for (const condition of conditions) {
    const nested = result[condition.on];
    if (!isRecord(nested) || !('discriminant' in nested)) continue;
    const chosen = nested.discriminant;
    const values = isRecord(nested.value) ? nested.value : {};
    const before = previous?.[condition.on];
    const pairs: [string, Value][] = [];
    for (const [key, value] of Object.entries(result)) {
      if (key in condition.dependents) continue;
      if (key !== condition.on) {
        pairs.push([key, value]);
        continue;
      }
      // Nothing chosen: the file keeps what it had (a misspelled choice stays until one is made).
      if (chosen !== NOT_CHOSEN) pairs.push([key, chosen]);
      else if (previous && condition.on in previous) pairs.push([key, previous[condition.on]]);
      for (const dependent of Object.keys(condition.dependents)) {
        const given = values[dependent];
        if (applies(condition, dependent, chosen) && given !== undefined && given !== null && given !== '')
          pairs.push([dependent, given]);
        else if (!applies(condition, dependent, before) && previous && dependent in previous)
          pairs.push([dependent, previous[dependent]]);
      }
    }
    result = Object.fromEntries(pairs);
  }
  return result;
}

/** The choices' labels for the editor's list (list-columns.ts), from the values as the file has them. */
function listLabels(
  data: Record_,
  kind: AdminKind,
  fields: Record<string, Field>,
  names: () => ReferenceNames,
): Record_ {
  if (kind.type !== 'folder') return {};
  return Object.fromEntries(
    labelledColumns(kind).flatMap((column) => {
      const field = fields[column];
      const label = field && choiceLabel(field, data[column], field.references ? names() : {});
      return label === undefined ? [] : [[labelKey(column), label]];
    }),
  );
}

/** Sets `key` where the schema's order puts it (after the keys that come before it), or in its place if present. */
function placed(data: Record_, key: string, value: Value, order: string[]): Record_ {
  if (key in data) return { ...data, [key]: value };
  const rank = order.indexOf(key);
  const pairs = Object.entries(data);
  const at = pairs.findIndex(([other]) => order.indexOf(other) > rank || order.indexOf(other) < 0);
  pairs.splice(at < 0 ? pairs.length : at, 0, [key, value]);
  return Object.fromEntries(pairs);
}

/**
 * The stable number of a numbered kind (projects, ideas): an existing entry keeps the one its
 * file has; a new one (or a copy of another) gets the next free number of its folder.
 */
function withNumber(
  path: string,
  kind: AdminKind,
  data: Record_,
  previous: Record_ | undefined,
  context: SaveContext | undefined,
): Record_ {
  if (!isNumbered(kind)) return data;
  const order = Object.keys(entryFields(kind.schema));
  const own = data[NUMBER_KEY];
  const given = typeof own === 'number' && Number.isInteger(own) && own > 0;
  // An existing entry saves the number its form read from the file (the content check judges it).
  if (previous && given) return data;
  const kept = previous?.[NUMBER_KEY];
  if (typeof kept === 'number') return placed(data, NUMBER_KEY, kept, order);
  if (!context) return data;
  const taken = context.takenNumbers(kind, path);
  if (given && !taken.includes(own)) return data;
  return placed(data, NUMBER_KEY, nextNumber(taken), order);
}

// ---------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------

const decoder = new TextDecoder();
const encoder = new TextEncoder();

interface Parsed {
  data: Value;
  frontmatter?: string;
  body?: string;
}

function parseFile(path: string, text: string): Parsed | undefined {
  try {
    if (!path.endsWith('.md')) return { data: JSON.parse(text) as Value };
    const match = FRONTMATTER.exec(text);
    if (!match) return undefined;
    const frontmatter = `${match[1] ?? ''}\n`;
    return { data: parseDocument(frontmatter).toJS() ?? {}, frontmatter, body: match[2] ?? '' };
  } catch {
    return undefined;
  }
}

function shapeOfKind(kind: AdminKind): Shape {
  return { kind: 'object', fields: entryFields(kind.schema) };
}

/** The top-level choices (enum values) of a file that its select does not offer, such as a misspelled status. */
const unknownChoices = (data: Value, fields: Record<string, Field>): string[] =>
  isRecord(data)
    ? Object.entries(fields).flatMap(([key, field]) =>
        field.shape.kind === 'enum' && typeof data[key] === 'string' && !field.shape.values.includes(data[key])
          ? [key]
          : [],
      )
    : [];

/**
 * The file as the editor reads it (the same bytes when nothing needs to change), with the labels
 * its list shows (`names`: the entries a reference names, options.ts, asked for only where a
 * column is a reference). A choice the
 * form cannot hold (a misspelled status) is shown as not chosen, so the entry still opens and
 * the choice can be made there; the file keeps its value until the entry is saved.
 */
export function toEditor(path: string, bytes: Uint8Array, names: () => ReferenceNames = () => ({})): Uint8Array {
  const kind = adminKindOfFile(path);
  if (!kind) return bytes;
  const list = kind.type === 'file' && kind.list;
  const fields = entryFields(kind.schema);
  const parsed = parseFile(path, decoder.decode(bytes));
  if (!parsed) return bytes;
  const unknown = list ? [] : unknownChoices(parsed.data, fields);
  const conditions = conditionsOf(fields);
  const labels = isRecord(parsed.data) ? listLabels(parsed.data, kind, fields, names) : {};
  const grouped = isRecord(parsed.data) && conditions.some(({ on }) => on in (parsed.data as Record_));
  if (!list && !hasBlocks(fields) && unknown.length === 0 && !grouped && Object.keys(labels).length === 0) return bytes;
  if (list) return encoder.encode(`${JSON.stringify({ [LIST_KEY]: parsed.data }, null, 2)}\n`);
  let data = isRecord(parsed.data) ? mapObjectBlocks(parsed.data, fields, true) : parsed.data;
  if (isRecord(data) && unknown.length > 0)
    data = { ...data, ...Object.fromEntries(unknown.map((key) => [key, NOT_CHOSEN])) };
  if (isRecord(data)) data = { ...nestConditions(data, conditions), ...labels };
  if (!path.endsWith('.md')) return encoder.encode(`${JSON.stringify(data, null, 2)}\n`);
  return encoder.encode(markdown(new Document(data).toString(YAML_OPTIONS), parsed.body ?? ''));
}

/** What a save knows beyond the file: the numbers taken in a folder but by this file (read from disk, options.ts). */
export interface SaveContext {
  takenNumbers: (kind: FolderKind, path: string) => number[];
}

/**
 * The file to write for what the editor saved. `previous` is the file as it is (or the file
 * the entry had before it was renamed), whose text is kept wherever the value did not change.
 */
export function toDisk(path: string, saved: Uint8Array, previous?: Uint8Array, context?: SaveContext): Uint8Array {
  const kind = adminKindOfFile(path);
  if (!kind) return saved;
  const next = parseFile(path, decoder.decode(saved));
  if (!next) return saved;
  const shape = shapeOfKind(kind);
  const fields = entryFields(kind.schema);
  const previousText = previous === undefined ? undefined : decoder.decode(previous);
  const old = previousText === undefined ? undefined : parseFile(path, previousText);
  const oldData = old && isRecord(old.data) ? old.data : undefined;
  let data = next.data;
  if (kind.type === 'file' && kind.list) {
    data = isRecord(data) ? (data[LIST_KEY] ?? []) : data;
    data = Array.isArray(data) ? data.map((item) => tidy(item, shape)) : data;
  } else if (isRecord(data)) {
    const listed = new Set(kind.type === 'folder' ? labelledColumns(kind).map(labelKey) : []);
    const own = Object.fromEntries(Object.entries(data).filter(([key]) => !listed.has(key)));
    const flat = flattenConditions(own, conditionsOf(fields), oldData);
    data = tidy(mapObjectBlocks(withNumber(path, kind, flat, oldData, context), fields, false), shape);
  } else {
    data = tidy(data, shape);
  }
  const listShape: Shape = { kind: 'array', element: shape, constraints: {} };
  const merged = old ? merge(old.data, data, kind.type === 'file' && kind.list ? listShape : shape) : data;

  const before =
    previousText === undefined
      ? undefined
      : { text: previousText, parsed: old !== undefined, frontmatter: old?.frontmatter, body: old?.body };
  return encoder.encode(preservingText(path, merged, next.body ?? '', before));
}
