/**
 * The columns of an editor list (a folder kind's entries): the entry's title (or name) first,
 * then the columns its kind declares (`editor.columns`), a choice shown by the site's label
 * ("In Development", not "in_development") and a reference by the name of the entry it names
 * (a tool's category "AI Coding Assistants", not "ai-coding").
 *
 * Keystatic shows a column's value as the field's stored value. A choice's label is therefore
 * handed to the list as a value of its own, `{column}Label`, which content-codec.ts adds to the
 * entry as the editor reads it and which is never written back (the form shows no field for it).
 */
import type { Reference } from '../../lib/content/kinds/fields.ts';
import type { FolderKind } from './kinds.ts';
import { entryFields, type Field } from '../../lib/content/schema-shape.ts';

/** The names of the entries a reference may name, by id (read from content/, options.ts). */
export type ReferenceNames = Partial<Record<Reference, Readonly<Record<string, string>>>>;

/** The key under which the list reads a choice's label. */
export const labelKey = (column: string): string => `${column}Label`;

/**
 * The site's label of a choice: the editor's option label without the value it adds in brackets
 * ("Sold (sold)" -> "Sold"); for a reference, the name of the entry it names (the id where none).
 */
export function choiceLabel(field: Field, value: unknown, names: ReferenceNames = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (field.references) return names[field.references]?.[value] ?? value;
  if (field.shape.kind !== 'enum') return undefined;
  const label = field.shape.optionLabels?.[value];
  if (label === undefined) return value;
  const suffix = ` (${value})`;
  return label.endsWith(suffix) ? label.slice(0, -suffix.length) : label;
}

/** The declared columns that are choices or references, shown by their label. */
export function labelledColumns(kind: FolderKind): string[] {
  const fields = entryFields(kind.schema);
  return (kind.columns ?? []).filter((column) => {
    const field = fields[column];
    return field?.shape.kind === 'enum' || field?.references !== undefined;
  });
}

/** The keys of the list's columns: the name first, then each declared column (a choice by its label key). */
export function listColumns(kind: FolderKind): string[] {
  const labelled = new Set(labelledColumns(kind));
  const fields = entryFields(kind.schema);
  for (const column of labelled)
    if (labelKey(column) in fields) throw new Error(`${kind.folder}: ${labelKey(column)} is a field of its own`);
  return [
    kind.nameField,
    ...(kind.columns ?? [])
      .filter((column) => column !== kind.nameField)
      .map((column) => (labelled.has(column) ? labelKey(column) : column)),
  ];
}
