/**
 * The columns of the editor's lists (src/admin/browser/list-columns.ts): titles and the site's
 * labels, a tool's category by its name (read from disk, options.ts), never written by a save.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toDisk, toEditor } from '@/admin/node/content-codec';
import { ADMIN_KINDS, type FolderKind } from '@/admin/browser/kinds';
import { choiceLabel, listColumns } from '@/admin/browser/list-columns';
import { readReferenceNames } from '@/admin/node/options';
import { entryFields } from '@/lib/content/schema-shape';
import { STATUS_LABELS, TYPE_LABELS } from '@/lib/content/kinds/project';
import { fixture, fixturePaths } from '../support/fixture';
import { bytes, frontmatterOf, sold, text } from '../support/editor-files';

const projects = ADMIN_KINDS.projects as FolderKind;

describe('lists', () => {
  it('show the title first, then the choices by their label', () => {
    expect(listColumns(projects)).toEqual(['title', 'statusLabel', 'projectTypeLabel']);
    expect(listColumns(ADMIN_KINDS.areas as FolderKind)).toEqual(['name']);
    const status = entryFields(projects.schema).status!;
    expect(choiceLabel(status, 'in_development')).toBe(STATUS_LABELS.in_development);
    expect(choiceLabel(status, 'sould')).toBe('sould');
  });

  it("show a tool by its category's name, read from tool-categories.json, and a save never writes it", () => {
    const tools = ADMIN_KINDS.tools as FolderKind;
    expect(listColumns(tools)).toEqual(['name', 'categoryLabel']);
    const [tool] = fixture.tools;
    const category = fixture.toolCategories.find(({ id }) => id === tool!.data.category)!;
    const names = readReferenceNames(fixturePaths.content);
    expect(names.toolCategories?.[category.id]).toBe(category.name);
    const file = readFileSync(join(fixturePaths.content, tool!.file), 'utf8');
    const shown = text(toEditor(tool!.file, bytes(file), () => names));
    expect(frontmatterOf(shown)).toMatchObject({ category: category.id, categoryLabel: category.name });
    expect(text(toDisk(tool!.file, bytes(shown), bytes(file)))).toBe(file);
    // A category that does not exist is shown by its id, to be fixed in the form.
    const category_ = entryFields(tools.schema).category!;
    expect(choiceLabel(category_, 'no-such-category', names)).toBe('no-such-category');
    // tool-categories.json that does not parse names nothing: the ids show until it is fixed.
    expect(readReferenceNames(join(tmpdir(), 'no-content-here'))).toEqual({ toolCategories: {} });
  });

  it('hand the list the labels, which a save never writes', () => {
    const shown = text(toEditor('projects/a.md', bytes(sold)));
    expect(frontmatterOf(shown)).toMatchObject({ statusLabel: STATUS_LABELS.sold, projectTypeLabel: TYPE_LABELS.saas });
    expect(text(toDisk('projects/a.md', bytes(shown), bytes(sold)))).toBe(sold);
  });
});
