/**
 * The content editor's forms agree with the content schemas (src/lib/content/kinds/): the
 * same keys at every level, a value required in the form exactly where the schema requires it,
 * the same enum values, the same list bounds, and a choice of entries wherever the content check
 * treats a value as a reference to another entry, offering exactly the entries it accepts. The
 * forms are derived from the schemas; this walks both independently and fails on any difference.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ComponentSchema } from '@keystatic/core';
import { adminConfig } from '@/admin/browser/config';
import { ADMIN_KINDS, LIST_KEY, translationKinds, type AdminKind, type AdminKindName } from '@/admin/browser/kinds';
import { namedTechnologies, readAdminOptions } from '@/admin/node/options';
import { readContentFiles } from '@/content-reading/files';
import { entryFields, isOptionalBlock, NOT_CHOSEN, type Field, type Shape } from '@/lib/content/schema-shape';
import { labelKey, labelledColumns } from '@/admin/browser/list-columns';
import { isNumbered, NUMBER_KEY } from '@/admin/browser/numbers';
import { applies, conditionsOf } from '@/admin/browser/shown-when';
import { checkIntegrity, type IntegrityInput } from '@/lib/content/integrity';
import { fixture, fixturePaths } from '../support/fixture';

const options = readAdminOptions(fixturePaths.content);
const config = adminConfig(options);
const kinds = Object.entries(ADMIN_KINDS) as [AdminKindName, AdminKind][];

/** The form fields Keystatic shows for a kind. */
function formOf(name: AdminKindName): Record<string, ComponentSchema> {
  const form = config.collections?.[name]?.schema ?? config.singletons?.[name]?.schema;
  if (!form) throw new Error(`${name} is not in the editor`);
  return form;
}

type FormField = Extract<ComponentSchema, { kind: 'form' }>;

/** Whether the form refuses to save the field left empty. */
function formRequires(field: FormField): boolean {
  try {
    field.validate(field.defaultValue() as never, undefined);
    return false;
  } catch {
    return true;
  }
}

const optionValues = (field: FormField): string[] | undefined =>
  'options' in field ? (field.options as { value: string }[]).map((option) => option.value) : undefined;

/** Fields whose form offers a choice of entries, and the ids it offers (none listed for a relationship field). */
const references: { kind: AdminKindName; field: string; accepts: string[] }[] = [];

/** Differences between a form field and the schema's field at `path`. */
function compare(path: string, form: ComponentSchema, field: Field, kind: AdminKindName, differences: string[]): void {
  const differ = (what: string): void => {
    differences.push(`${path}: ${what}`);
  };
  const { shape } = field;
  if (isOptionalBlock(field)) {
    if (form.kind !== 'conditional')
      return differ(`an optional block is a ${form.kind}, not a checkbox and its fields`);
    const inner = form.values['true'];
    if (!inner) return differ('the block has no fields behind its checkbox');
    return compareShape(path, inner, shape, kind, differences);
  }
  if (form.kind === 'form' && !['enum', 'boolean', 'object', 'array'].includes(shape.kind)) {
    const required = !field.optional;
    if (optionValues(form) === undefined && formRequires(form) !== required)
      differ(
        required ? 'required in the schema, optional in the form' : 'optional in the schema, required in the form',
      );
  }
  compareShape(path, form, shape, kind, differences);
}

function compareShape(path: string, form: ComponentSchema, shape: Shape, kind: AdminKindName, differences: string[]) {
  const differ = (what: string): void => {
    differences.push(`${path}: ${what}`);
  };
  switch (shape.kind) {
    case 'object': {
      if (form.kind !== 'object') return differ(`an object in the schema, a ${form.kind} in the form`);
      compareKeys(path, form.fields, shape.fields, kind, differences);
      return;
    }
    case 'array': {
      if (form.kind === 'form') {
        // A list of enum values or of ids is one multi-select or relationship field.
        const values = optionValues(form);
        if (shape.element.kind === 'enum') {
          if (!values) return differ('a list of enum values without its options');
          if (values.join() !== shape.element.values.join())
            differ(`options ${values.join()} instead of ${shape.element.values.join()}`);
          return;
        }
        if (shape.element.kind !== 'text') return differ('a list edited as one field');
        references.push({ kind, field: path, accepts: values ?? [] });
        return;
      }
      if (form.kind !== 'array') return differ(`a list in the schema, a ${form.kind} in the form`);
      const length = form.validation?.length ?? {};
      if ((length.min ?? 0) !== (shape.constraints.min ?? 0) || length.max !== shape.constraints.max)
        differ(`${JSON.stringify(length)} items instead of ${JSON.stringify(shape.constraints)}`);
      compareShape(`${path}[]`, form.element, shape.element, kind, differences);
      if (form.element.kind === 'form' && shape.element.kind !== 'enum' && !formRequires(form.element))
        differ('an empty list item can be saved');
      return;
    }
    case 'enum': {
      const values = form.kind === 'form' ? optionValues(form) : undefined;
      if (!values) return differ('an enum without a select');
      // A required choice without a default starts on "Choose..." (NOT_CHOSEN), which the content check refuses.
      const chosen = values.filter((value) => value !== NOT_CHOSEN);
      if (chosen.join() !== shape.values.join()) differ(`options ${values.join()} instead of ${shape.values.join()}`);
      return;
    }
    case 'text': {
      if (form.kind !== 'form') return differ(`text in the schema, a ${form.kind} in the form`);
      const values = optionValues(form);
      if (values) references.push({ kind, field: path, accepts: values });
      return;
    }
    default:
      if (form.kind !== 'form') differ(`a ${shape.kind} in the schema, a ${form.kind} in the form`);
  }
}

function compareKeys(
  path: string,
  form: Record<string, ComponentSchema>,
  fields: Record<string, Field>,
  kind: AdminKindName,
  differences: string[],
) {
  const prefix = path ? `${path}.` : '';
  for (const key of Object.keys(fields)) if (!(key in form)) differences.push(`${prefix}${key}: not in the form`);
  for (const key of Object.keys(form)) if (!(key in fields)) differences.push(`${prefix}${key}: not in the schema`);
  for (const [key, field] of Object.entries(fields)) {
    const inner = form[key];
    if (inner) compare(`${prefix}${key}`, inner, field, kind, differences);
  }
}

function differences(name: AdminKindName, kind: AdminKind): string[] {
  const found: string[] = [];
  const form = { ...formOf(name) };
  const fields = entryFields(kind.schema);
  if (kind.type === 'folder') {
    // The name field also names the file; the body is the Markdown below the fields.
    const nameField = form[kind.nameField];
    if (nameField?.kind !== 'form' || nameField.formKind !== 'slug')
      found.push(`${kind.nameField}: not the file-name field`);
    else if (!formRequires(nameField)) found.push(`${kind.nameField}: optional in the form`);
    const { [kind.nameField]: _name, ...withListed } = form;
    const { [kind.nameField]: _field, ...allOthers } = fields;
    const numbered = isNumbered(kind);
    const listedKeys = labelledColumns(kind).map(labelKey);
    const rest = Object.fromEntries(
      Object.entries(withListed).filter(([key]) => !listedKeys.includes(key) && !(numbered && key === NUMBER_KEY)),
    );
    const others = Object.fromEntries(Object.entries(allOthers).filter(([key]) => !(numbered && key === NUMBER_KEY)));
    // The list's labels of choices: read by the list, never shown or saved by the form.
    for (const column of labelledColumns(kind)) {
      const listed = withListed[labelKey(column)];
      if (listed?.kind !== 'form' || listed.serialize('x', undefined as never).value !== undefined)
        found.push(`${labelKey(column)}: not a list-only value`);
    }
    // The stable number is assigned by the editor (a new entry's is written by the save), never typed.
    if (numbered) {
      const number = withListed[NUMBER_KEY];
      if (number?.kind !== 'form' || JSON.stringify(number.defaultValue()) !== '{"number":null,"stored":false}')
        found.push(`${NUMBER_KEY}: not the assigned number`);
    }
    // Fields shown by a choice sit in the conditional that choice became, under each value they apply to.
    for (const condition of conditionsOf(fields)) {
      const conditional = rest[condition.on];
      if (conditional?.kind !== 'conditional') {
        found.push(`${condition.on}: not a conditional`);
        continue;
      }
      rest[condition.on] = conditional.discriminant;
      for (const value of condition.values) {
        const branch = conditional.values[value];
        const expected = Object.keys(condition.dependents).filter((key) => applies(condition, key, value));
        const shown = branch?.kind === 'object' ? Object.keys(branch.fields) : [];
        if (shown.join() !== expected.join())
          found.push(`${condition.on} ${value}: shows ${shown.join()} instead of ${expected.join()}`);
        if (branch?.kind === 'object') for (const key of shown) rest[key] = branch.fields[key]!;
      }
    }
    if (kind.body) {
      if (rest.body?.kind !== 'form' || rest.body.formKind !== 'content') found.push('body: not a Markdown editor');
      delete rest.body;
    }
    compareKeys('', rest, others, name, found);
    return found;
  }
  if (kind.list) {
    const list = form[LIST_KEY];
    if (list?.kind !== 'array' || list.element.kind !== 'object' || Object.keys(form).length !== 1)
      return [`a list file is not one list of entries`];
    compareKeys('', list.element.fields, fields, name, found);
    return found;
  }
  compareKeys('', form, fields, name, found);
  return found;
}

/** The differences of every kind (walking them also collects the reference fields). */
const found = new Map(kinds.map(([name, kind]) => [name, differences(name, kind)]));

describe('the editor agrees with the content schemas', () => {
  it('lists every kind of content, and the translations of the kinds with one file', () => {
    const shown = [...Object.keys(config.collections ?? {}), ...Object.keys(config.singletons ?? {})];
    const translations = translationKinds(options.languages ?? []).map(([name]) => name);
    expect(shown.sort()).toEqual([...Object.keys(ADMIN_KINDS), ...translations].sort());
  });

  for (const [name] of kinds) {
    it(`${name}: same keys, required fields, enum values and list bounds`, () => {
      expect(found.get(name)).toEqual([]);
    });
  }

  it('makes no choice for the editor: a required choice without a default starts on "Choose..."', () => {
    const schema = config.collections?.projects?.schema;
    for (const key of ['status', 'projectType']) {
      const shown = schema?.[key];
      // The status is the choice the sale fields depend on: its select is the conditional's discriminant.
      const field = shown?.kind === 'conditional' ? shown.discriminant : (shown as FormField | undefined);
      expect(field && optionValues(field)?.[0], key).toBe(NOT_CHOSEN);
      expect(field?.defaultValue(), key).toBe(NOT_CHOSEN);
    }
  });

  it('shows a year as a year: four digits typed as they read, not a number grouped as 2,025', () => {
    const year = (config.singletons?.site?.schema as Record<string, FormField> | undefined)?.copyrightYear;
    expect(year?.defaultValue()).toBe('');
    expect(year?.validate('2031', undefined as never)).toBe('2031');
    expect(() => {
      year?.validate('2,031', undefined);
    }).toThrow('expected a year, like 2025');
  });
});

/**
 * The catalogue with one field of one entry set to `value`: the content check's verdict on it
 * says whether the field refers to other entries, and which ids it accepts.
 */
function problemsWith(kind: AdminKindName, path: string, value: string): string[] {
  const catalogue = structuredClone(fixture) as unknown as IntegrityInput & Record<string, unknown>;
  const entries = catalogue[kind as keyof IntegrityInput] as unknown as { data?: Record<string, unknown> }[];
  const entry = entries[0];
  if (!entry?.data) return [];
  const list = entryFields(ADMIN_KINDS[kind].schema)[path]?.shape.kind === 'array';
  entry.data[path] = list ? [value] : value;
  return checkIntegrity(catalogue).map((problem) => `${problem.file} ${problem.field}`);
}

describe('references to other entries', () => {
  const folderKinds = kinds.filter(([, kind]) => kind.type === 'folder');

  it('every field the content check treats as a reference is a choice of entries', () => {
    for (const [name, kind] of folderKinds) {
      for (const [key, field] of Object.entries(entryFields(kind.schema))) {
        const isId =
          field.shape.kind === 'text' || (field.shape.kind === 'array' && field.shape.element.kind === 'text');
        // A pick from a list of names (a project's tech stack) keeps values outside the list: not a reference.
        if (!isId || field.picks) continue;
        const flagged = problemsWith(name, key, 'no-such-entry').some((problem) => problem.endsWith(` ${key}`));
        const offered = references.some((reference) => reference.kind === name && reference.field === key);
        const hinted = Boolean(field.references && field.references in ADMIN_KINDS);
        expect(offered || hinted, `${name}.${key}`).toBe(flagged);
      }
    }
  });

  it('offers exactly the entries the content check accepts', () => {
    expect(references.length).toBeGreaterThan(0);
    for (const { kind, field, accepts } of references) {
      for (const id of accepts) expect(problemsWith(kind, field, id), `${kind}.${field} = ${id}`).toEqual([]);
    }
    const categories = fixture.toolCategories.map((category) => category.id);
    expect(references.find((r) => r.kind === 'tools' && r.field === 'category')?.accepts.sort()).toEqual(
      categories.sort(),
    );
    const toolsAndTechnologies = new Set([
      ...fixture.tools.map((tool) => tool.id),
      ...fixture.technologies.flatMap((group) => group.technologies.map((technology) => technology.id)),
    ]);
    expect(new Set(references.find((r) => r.kind === 'areas' && r.field === 'relatedTools')?.accepts)).toEqual(
      toolsAndTechnologies,
    );
  });

  it("picks a project's technologies from technologies.json, keeping the names projects already use", () => {
    const techStack = (config.collections?.projects?.schema as Record<string, FormField> | undefined)?.techStack;
    const offered = techStack ? (optionValues(techStack) ?? []) : [];
    const listed = fixture.technologies.flatMap((group) => group.technologies.map((technology) => technology.name));
    expect(offered.slice(0, new Set(listed).size)).toEqual([...new Set(listed)]);
    for (const project of fixture.projects) for (const name of project.data.techStack) expect(offered).toContain(name);
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('offers the technologies of a project file that does not pass the check, so the file still opens', () => {
    const root = mkdtempSync(join(tmpdir(), 'admin-options-'));
    try {
      cpSync(fixturePaths.content, join(root, 'content'), { recursive: true });
      const project = fixture.projects[0]!;
      const file = join(root, 'content', project.file);
      const broken = readFileSync(file, 'utf8')
        .replace(/^status: .*$/m, 'status: sould')
        .replace(/^techStack:\n/m, 'techStack:\n  - A technology only this file names\n');
      writeFileSync(file, broken);
      expect(readContentFiles(join(root, 'content')).catalogue.projects?.map((entry) => entry.id)).not.toContain(
        project.id,
      );
      expect(namedTechnologies(join(root, 'content'))).toContain('A technology only this file names');
      expect(readAdminOptions(join(root, 'content')).technologies?.map((option) => option.value)).toContain(
        'A technology only this file names',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('chooses from the entries of the collection the content check looks in', () => {
    for (const [name, kind] of folderKinds) {
      if (kind.type !== 'folder') continue;
      for (const [key, field] of Object.entries(entryFields(kind.schema))) {
        if (!field.references || !(field.references in ADMIN_KINDS)) continue;
        const target = field.references as AdminKindName;
        const ids = (fixture[target] as { id: string }[]).map((entry) => entry.id);
        expect(ids.length, `${name}.${key} -> ${target}`).toBeGreaterThan(0);
        for (const id of ids) expect(problemsWith(name, key, id), `${name}.${key} = ${id}`).toEqual([]);
        expect(problemsWith(name, key, 'no-such-entry')).not.toEqual([]);
      }
    }
  });
});
