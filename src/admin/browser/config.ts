/**
 * The content editor (Keystatic, in local mode): one collection per folder of entries, one
 * singleton per JSON file, with form fields derived from the content schemas. Paths are
 * relative to content/; the editor's API reads and writes there (api-route.ts).
 */
import { collection, config, fields, singleton, type BasicFormField, type ComponentSchema } from '@keystatic/core';
import { ID_PATTERN } from '../../lib/content/schemas.ts';
import { EDITOR_GROUPS } from '../../lib/content/kinds/kind.ts';
import {
  ADMIN_KINDS,
  LIST_KEY,
  type AdminKind,
  type AdminKindName,
  type AdminOptions,
  type FolderKind,
  TRANSLATED_ENTRY_KEY,
  translationKindsOf,
} from './kinds.ts';
import { assignedNumber } from './assigned-number.tsx';
import { labelKey, labelledColumns, listColumns } from './list-columns.ts';
import { isNumbered, NUMBER_KEY } from './numbers.ts';
import { formFields, humanize, labelText } from './schema-fields.ts';
import { applies, conditionsOf } from './shown-when.ts';
import { entryFields, type Field } from '../../lib/content/schema-shape.ts';

/** The Markdown body: the formatting Markdown has (no Markdoc tags, tables or images, which the site would not render). */
const body = ({ label, description }: { label: string; description: string }) =>
  fields.markdoc({
    label,
    description,
    extension: 'md',
    options: { image: false, table: false, heading: [3, 4] },
  });

/** The entry's name; its slug is the file name, the entry's id and URL. */
const nameAndFileName = (kind: FolderKind) =>
  fields.slug({
    name: {
      label: entryFields(kind.schema)[kind.nameField]?.label ?? humanize(kind.nameField),
      validation: { isRequired: true },
    },
    slug: {
      label: 'File name (id and URL)',
      description: 'Lowercase words joined by hyphens; changing it changes the page address.',
      validation: {
        pattern: { regex: ID_PATTERN, message: 'lowercase letters, digits and hyphens, like "my-project"' },
      },
    },
  });

/**
 * Fields shown by another field's value (`shownWhen` in their `.meta()`, src/admin/browser/shown-when.ts):
 * the field they depend on becomes a conditional whose value for each choice holds the fields
 * that apply to it (a sold project's sale price and date), and nothing for the others.
 */
function withConditions(
  schemaFields: Record<string, Field>,
  entry: Record<string, ComponentSchema>,
): Record<string, ComponentSchema> {
  let result = { ...entry };
  for (const condition of conditionsOf(schemaFields)) {
    const discriminant = entry[condition.on];
    if (discriminant?.kind !== 'form') throw new Error(`${condition.on}: a condition needs a select`);
    const dependents = Object.keys(condition.dependents);
    const values = Object.fromEntries(
      condition.values.map((value) => {
        const shown = dependents.filter((key) => applies(condition, key, value));
        const inner = Object.fromEntries(shown.flatMap((key) => (entry[key] ? [[key, entry[key]]] : [])));
        return [value, shown.length > 0 ? fields.object(inner) : fields.empty()];
      }),
    );
    result[condition.on] = fields.conditional(discriminant as BasicFormField<string>, values);
    result = Object.fromEntries(Object.entries(result).filter(([key]) => !dependents.includes(key)));
  }
  return result;
}

/** A value the editor's list shows (a choice's label) and the form neither shows nor saves. */
const listedOnly = (label: string): BasicFormField<string | null> => ({
  kind: 'form',
  label,
  Input: () => null,
  defaultValue: () => null,
  parse: (value) => (typeof value === 'string' ? value : null),
  serialize: () => ({ value: undefined }),
  validate: (value) => value,
  reader: { parse: (value) => (typeof value === 'string' ? value : null) },
});

/** The entries a field may name, offered as choices. */
const referencesOf = (options: AdminOptions) => ({
  toolCategories: options.toolCategories,
  relatedTools: options.relatedTools,
  technologies: options.technologies,
});

/** The form fields of one kind: the schema's keys (a list file's entries under `items`), plus the body. */
export function kindFields(kind: AdminKind, options: AdminOptions): Record<string, ComponentSchema> {
  const references = referencesOf(options);
  if (kind.type === 'file') {
    const entry = formFields(kind.schema, { options: references });
    if (!kind.list) return entry;
    const first = ['name', 'title', 'id'].find((key) => key in entry);
    return {
      [LIST_KEY]: fields.array(fields.object(entry), {
        label: kind.label,
        ...(first
          ? {
              itemLabel: ((props: { fields: Record<string, { value: unknown }> }) =>
                labelText(props.fields[first]?.value)) as never,
            }
          : {}),
      }),
    };
  }
  if (kind.translates) return translationFields(kind, options);
  const schemaFields = entryFields(kind.schema);
  const numbered: Record<string, ComponentSchema> = isNumbered(kind)
    ? {
        [NUMBER_KEY]: assignedNumber({
          label: schemaFields[NUMBER_KEY]?.label ?? humanize(NUMBER_KEY),
          next: options.nextNumbers?.[kind.folder],
        }),
      }
    : {};
  const entry = withConditions(
    schemaFields,
    formFields(
      kind.schema,
      { options: references, ...(kind.images ? { imageDirectory: kind.folder } : {}) },
      { [kind.nameField]: nameAndFileName(kind), ...numbered },
    ),
  );
  const listed = Object.fromEntries(
    labelledColumns(kind).map((column) => [
      labelKey(column),
      listedOnly(schemaFields[column]?.label ?? humanize(column)),
    ]),
  );
  return { ...entry, ...listed, ...(kind.body ? { body: body(kind.body) } : {}) };
}

/**
 * The form of a translation of a folder's entry: the entry it translates (its file name, which
 * names the translation's file), the kind's translatable fields, and the translated body.
 */
function translationFields(kind: FolderKind, options: AdminOptions): Record<string, ComponentSchema> {
  const references = referencesOf(options);
  return {
    [TRANSLATED_ENTRY_KEY]: fields.text({
      label: 'Translated entry (its file name)',
      description: `The file name of the entry this translates, as in its address (${kind.page ?? kind.folder}…); the translation's file is named after it.`,
      validation: {
        isRequired: true,
        pattern: { regex: ID_PATTERN, message: 'the file name of an entry: lowercase letters, digits and hyphens' },
      },
    }),
    ...formFields(kind.schema, { options: references }),
    ...(kind.body ? { body: body(kind.body) } : {}),
  };
}

export function adminConfig(options: AdminOptions) {
  const collections: Record<string, ReturnType<typeof collection>> = {};
  const singletons: Record<string, ReturnType<typeof singleton>> = {};
  // Every kind, then the translations of the kinds with one file, each beside its kind in its group.
  const kindEntries: [string, AdminKind][] = (Object.entries(ADMIN_KINDS) as [AdminKindName, AdminKind][]).flatMap(
    ([name, kind]) => [[name, kind], ...translationKindsOf(name, options.languages ?? [])],
  );
  /** The editor's sidebar: each group's kinds, in the order of the list of kinds. */
  const navigation = Object.fromEntries(
    EDITOR_GROUPS.map((group) => [group, kindEntries.filter(([, kind]) => kind.group === group).map(([name]) => name)]),
  );
  for (const [name, kind] of kindEntries) {
    const schema = kindFields(kind, options);
    if (kind.type === 'folder') {
      collections[name] = collection({
        label: kind.label,
        path: `${kind.folder}/*`,
        // The schema is built at run time, so its keys (slug field, columns) are known only by name.
        slugField: kind.nameField as never,
        schema,
        format: kind.extension === '.md' ? { contentField: 'body' } : { data: 'json' },
        // The title first (Keystatic shows the file name before it), then the kind's columns, choices by their label;
        // a translation's file name is the entry's, shown as it, with its translated title or name when it has one.
        ...(kind.translates
          ? kind.columns?.length
            ? { columns: kind.columns as never[] }
            : {}
          : { columns: listColumns(kind) as never[] }),
        // The entry's page on this dev server, under the entry's menu as "Preview" (drafts show there with their label).
        ...(kind.page ? { previewUrl: `${kind.page}{slug}` } : {}),
      });
    } else {
      singletons[name] = singleton({
        label: kind.label,
        path: kind.file.replace(/\.json$/, ''),
        schema,
        format: { data: 'json' },
      });
    }
  }
  return config({
    storage: { kind: 'local' },
    ui: { brand: { name: options.siteName }, navigation },
    collections,
    singletons,
  });
}
