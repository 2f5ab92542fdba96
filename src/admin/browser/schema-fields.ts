/**
 * The content editor's form fields, derived from the content schemas: every key of a schema
 * becomes a field with the widget its value needs (text, number, date, select for an enum,
 * list, group, image upload), required where the schema requires it, with the schema's bounds,
 * patterns, and the label, description and hints each field carries in its `.meta()`
 * (src/lib/content/kinds/fields.ts): which text is long, which id names another entry (a select
 * of those entries), how enum values read.
 */
import { fields, type AssetFormField, type ComponentSchema } from '@keystatic/core';
import type { FieldMeta, Reference } from '../../lib/content/kinds/fields.ts';
import { entryFields, isOptionalBlock, NOT_CHOSEN, type Field, type Shape } from '../../lib/content/schema-shape.ts';
import type { Option } from '../../lib/option.ts';

export interface FieldContext {
  /** The entries a reference offers where they are not an editor collection, and the lists a pick offers (read from content/). */
  options?: Partial<Readonly<Record<Reference | NonNullable<FieldMeta['picks']>, readonly Option[]>>>;
  /** Where the entry's uploads go: `{directory}/{slug}/{field}.{ext}`, named "./{slug}/..." in the file. */
  imageDirectory?: string;
}

const ACRONYMS: Record<string, string> = {
  cac: 'CAC',
  cta: 'CTA',
  github: 'GitHub',
  id: 'ID',
  ltv: 'LTV',
  roi: 'ROI',
  seo: 'SEO',
  url: 'URL',
  usd: 'USD',
};

/** "shortDescription" -> "Short description", "thumbnailUrl" -> "Thumbnail URL". */
export function humanize(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/** Keys whose value names a list item in the editor's list of items. */
/** A year as the form holds it: four digits. */
const YEAR = /^\d{4}$/;

const ITEM_NAME_KEYS = ['name', 'title', 'question', 'id', 'challenge', 'label', 'value', 'alt'];

interface Walk {
  context: FieldContext;
}

const optionsOf = (values: readonly string[], labels?: Readonly<Record<string, string>>): Option[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

type PreviewProps = { value?: unknown; fields?: Record<string, { value?: unknown }> };

/** A field's value as an item's label: text and numbers as they read, anything else none. */
export const labelText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function itemLabel(element: Shape): ((props: PreviewProps) => string) | undefined {
  if (element.kind === 'text') return (props) => labelText(props.value) || '(empty)';
  // An uploaded image: its file name ("images/0.webp", or the name it was uploaded with).
  if (element.kind === 'image')
    return (props) => {
      const value = props.value as { filename?: unknown } | null | undefined;
      return typeof value?.filename === 'string' ? value.filename : '(no image yet)';
    };
  if (element.kind !== 'object') return undefined;
  const key = ITEM_NAME_KEYS.find((name) => element.fields[name]?.shape.kind === 'text');
  return key ? (props) => labelText(props.fields?.[key]?.value) || '(new item)' : undefined;
}

function fieldFor(walk: Walk, path: string, key: string, field: Field): ComponentSchema {
  const label = field.label ?? humanize(key);
  const description = field.description;
  const required = !field.optional;
  const common = { label, ...(description ? { description } : {}) };
  const { shape } = field;

  const references = field.references;
  const list = references ?? field.picks;
  const offered = list && walk.context.options?.[list];
  if (references && !offered) {
    if (shape.kind !== 'array' || shape.element.kind !== 'text')
      throw new Error(`${path}: a reference to an editor collection needs a list of ids`);
    return fields.multiRelationship({ ...common, collection: references });
  }
  if (offered) {
    const options = [...offered];
    if (shape.kind === 'array' && shape.element.kind === 'text') return fields.multiselect({ ...common, options });
    if (shape.kind !== 'text') throw new Error(`${path}: an options hint needs an id or a list of ids`);
    const first = options[0];
    if (!first) throw new Error(`${path}: no options to choose from`);
    return fields.select({ ...common, options, defaultValue: first.value });
  }
  if (isOptionalBlock(field)) {
    return fields.conditional(
      fields.checkbox({ label: `${label}: fill in`, ...(description ? { description } : {}) }),
      {
        true: fields.object(objectFields(walk, path, shape.kind === 'object' ? shape.fields : {}), common),
        false: fields.empty(),
      },
    );
  }

  switch (shape.kind) {
    case 'object':
      return fields.object(objectFields(walk, path, shape.fields), common);
    case 'array': {
      if (shape.element.kind === 'enum')
        return fields.multiselect({ ...common, options: optionsOf(shape.element.values, shape.element.optionLabels) });
      const { min, max } = shape.constraints;
      const element = elementFor(walk, path, key, shape.element, label);
      const labelItem = itemLabel(shape.element);
      return fields.array(element, {
        ...common,
        ...(labelItem ? { itemLabel: labelItem as never } : {}),
        ...(min !== undefined || max !== undefined
          ? { validation: { length: { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) } } }
          : {}),
      });
    }
    case 'enum': {
      const options = optionsOf(shape.values, shape.optionLabels);
      if (typeof field.defaultValue === 'string')
        return fields.select({ ...common, options, defaultValue: field.defaultValue });
      // No choice is made for the editor (a new project is not "Sold" until someone says so): the
      // select starts on NOT_CHOSEN, which the save's content check refuses until a value is chosen.
      return fields.select({
        ...common,
        options: [{ value: NOT_CHOSEN, label: 'Choose...' }, ...options],
        defaultValue: NOT_CHOSEN,
      });
    }
    case 'text': {
      // The form checks a length on empty text too: an optional text's bounds are left to the
      // content check, which the save runs.
      const { min, max, pattern } = required ? shape.constraints : {};
      return fields.text({
        ...common,
        ...(typeof field.defaultValue === 'string' ? { defaultValue: field.defaultValue } : {}),
        multiline: field.widget === 'textarea',
        validation: {
          isRequired: required,
          length: { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) },
          ...(pattern ? { pattern } : {}),
        },
      });
    }
    case 'email':
      return fields.text({
        ...common,
        validation: {
          isRequired: required,
          pattern: { regex: /^[^@\s]+@[^@\s]+\.[^@\s]+$/, message: 'expected an email address' },
        },
      });
    case 'url':
      return fields.url({ ...common, validation: { isRequired: required } });
    case 'date':
      return fields.date({ ...common, validation: { isRequired: required } });
    case 'image':
      return imageField(walk, path, common, required);
    case 'number': {
      const { min, max } = shape.constraints;
      const validation = {
        isRequired: required,
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
      return shape.integer ? fields.integer({ ...common, validation }) : fields.number({ ...common, validation });
    }
    case 'year':
      return fields.text({
        ...common,
        validation: { isRequired: required, pattern: { regex: YEAR, message: 'expected a year, like 2025' } },
      });
    case 'boolean':
      return fields.checkbox({ ...common, defaultValue: field.defaultValue === true });
  }
}

function imageField(walk: Walk, path: string, common: { label: string; description?: string }, required: boolean) {
  const directory = walk.context.imageDirectory;
  if (!directory) throw new Error(`${path}: an image field needs the kind's image directory`);
  return fields.image({ ...common, directory, publicPath: './', validation: { isRequired: required } });
}

/**
 * The image of a list item that is an image with its words (a gallery's `{ src, alt }`): its
 * upload is named after the item's position, like an image that is the item itself
 * ("images/0.webp", not Keystatic's "images/0/src.webp").
 */
function namedAfterItem<Parsed extends NonNullable<unknown> | null, Valid extends Parsed, Read>(
  image: AssetFormField<Parsed, Valid, Read>,
  key: string,
): AssetFormField<Parsed, Valid, Read> {
  const suffix = `/${key}`;
  return {
    ...image,
    serialize: (value, extra) =>
      image.serialize(value, {
        ...extra,
        suggestedFilenamePrefix: extra.suggestedFilenamePrefix?.endsWith(suffix)
          ? extra.suggestedFilenamePrefix.slice(0, -suffix.length)
          : extra.suggestedFilenamePrefix,
      }),
  };
}

/** A list item: its own field, required (an empty item is left out instead). */
function elementFor(walk: Walk, path: string, key: string, element: Shape, listLabel: string): ComponentSchema {
  if (element.kind === 'image') return imageField(walk, path, { label: 'Image' }, true);
  if (element.kind !== 'object')
    return fieldFor(walk, path, key, { shape: element, optional: false, label: humanize(key) });
  const item = objectFields(walk, path, element.fields);
  const images = Object.entries(item).flatMap(([name, schema]) =>
    schema.kind === 'form' && schema.formKind === 'asset' ? [{ name, schema }] : [],
  );
  const [image] = images;
  if (images.length !== 1 || !image) return fields.object(item, { label: humanize(key) });
  item[image.name] = namedAfterItem(image.schema, image.name);
  // The item's dialog is headed by the list's label ("Gallery").
  return fields.object(item, { label: listLabel });
}

function objectFields(walk: Walk, path: string, shape: Record<string, Field>): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, fieldFor(walk, path ? `${path}.${key}` : key, key, field)]),
  );
}

/**
 * The form fields of an entry schema, in the schema's order. Throws when the schema has a value
 * no field can hold.
 */
export function formFields(
  schema: Parameters<typeof entryFields>[0],
  context: FieldContext = {},
  /** Keys the caller shows its own way (the entry's name, which is also its file name). */
  replaced: Readonly<Record<string, ComponentSchema>> = {},
): Record<string, ComponentSchema> {
  const walk: Walk = { context };
  const shape = entryFields(schema);
  const result = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, replaced[key] ?? fieldFor(walk, key, key, field)]),
  );
  const missing = Object.keys(replaced).filter((key) => !(key in shape));
  if (missing.length > 0) throw new Error(`fields for keys the schema does not have: ${missing.join(', ')}`);
  return result;
}
