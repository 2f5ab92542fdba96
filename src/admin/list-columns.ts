/**
 * The columns of an editor list (a folder kind's entries): the entry's title (or name) first,
 * then the columns its kind declares (`editor.columns`), a choice shown by the site's label
 * ("In Development", not "in_development").
 *
 * Keystatic shows a column's value as the field's stored value. A choice's label is therefore
 * handed to the list as a value of its own, `{column}Label`, which content-codec.ts adds to the
 * entry as the editor reads it and which is never written back (the form shows no field for it).
 */
import type { FolderKind } from './kinds.ts';
import { entryFields, type Field } from './zod-shape.ts';

/** The key under which the list reads a choice's label. */
export const labelKey = (column: string): string => `${column}Label`;

/** The site's label of a choice: the editor's option label without the value it adds in brackets ("Sold (sold)" -> "Sold"). */
export function choiceLabel(field: Field, value: unknown): string | undefined {
  if (field.shape.kind !== 'enum' || typeof value !== 'string') return undefined;
  const label = field.shape.optionLabels?.[value];
  if (label === undefined) return value;
  const suffix = ` (${value})`;
  return label.endsWith(suffix) ? label.slice(0, -suffix.length) : label;
}

/** The declared columns that are choices, shown by their label. */
export function labelledColumns(kind: FolderKind): string[] {
  const fields = entryFields(kind.schema);
  return (kind.columns ?? []).filter((column) => fields[column]?.shape.kind === 'enum');
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
