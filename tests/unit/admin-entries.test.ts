/**
 * Safe new entries in the content editor: a project's or idea's number is assigned by the editor
 * (src/admin/node/options.ts, content-codec.ts), sale fields show only for a sold project while the
 * file stays flat (shown-when.ts), the lists show titles and the site's labels (list-columns.ts),
 * and areas and methodologies can be drafts (src/lib/content/drafts.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { toDisk, toEditor } from '@/admin/node/content-codec';
import { ADMIN_KINDS, type FolderKind } from '@/admin/browser/kinds';
import { choiceLabel, listColumns } from '@/admin/browser/list-columns';
import { nextNumber } from '@/admin/browser/numbers';
import { entryNumbers, readAdminOptions, readReferenceNames, saveContextOf } from '@/admin/node/options';
import { conditionsOf } from '@/admin/browser/shown-when';
import { entryFields } from '@/lib/content/schema-shape';
import { publishedCatalogue } from '@/lib/content/drafts';
import { areaSchema } from '@/lib/content/kinds/area';
import { methodologySchema } from '@/lib/content/kinds/methodology';
import { STATUS_LABELS, TYPE_LABELS } from '@/lib/content/kinds/project';
import { fixture, fixturePaths } from '../support/fixture';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const bytes = (text: string) => encoder.encode(text);
const text = (data: Uint8Array) => decoder.decode(data);
const projects = ADMIN_KINDS.projects as FolderKind;

/** The front matter of a Markdown file as data. */
const fields = (file: string): Record<string, unknown> =>
  parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(file)?.[1] ?? '') as Record<string, unknown>;
/** A Markdown file with these fields (as Keystatic writes it: YAML of the data) and a body. */
const markdown = (data: Record<string, unknown>, body = 'Body\n') =>
  `---\n${Object.entries(data)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n${body}`;

const sold = [
  '---',
  'id: 7',
  'title: "A"',
  'projectType: saas',
  'status: sold',
  'salePrice: 16900',
  'saleDate: "2025-03-04"',
  'techStack: [Astro]',
  '---',
  'Body',
  '',
].join('\n');

describe('fields shown by status', () => {
  it("declares the sale fields once, in the project schema's .meta()", () => {
    expect(conditionsOf(entryFields(projects.schema))).toEqual([
      {
        on: 'status',
        dependents: { salePrice: ['sold'], saleDate: ['sold'] },
        values: ['', ...Object.keys(STATUS_LABELS)],
      },
    ]);
  });

  it('shows the sale fields under a sold status, and none under another', () => {
    expect(fields(text(toEditor('projects/a.md', bytes(sold))))).toMatchObject({
      status: { discriminant: 'sold', value: { salePrice: 16900, saleDate: '2025-03-04' } },
    });
    const shown = fields(text(toEditor('projects/a.md', bytes(sold.replace('status: sold', 'status: portfolio')))));
    expect(shown.status).toEqual({ discriminant: 'portfolio' });
    expect(shown).not.toHaveProperty('salePrice');
  });

  it('writes the file flat, the sale fields right after the status, changing only what changed', () => {
    const shown = fields(text(toEditor('projects/a.md', bytes(sold))));
    const edited = { ...shown, status: { discriminant: 'sold', value: { salePrice: 18000, saleDate: '2025-03-04' } } };
    expect(text(toDisk('projects/a.md', bytes(markdown(edited)), bytes(sold)))).toBe(
      sold.replace('salePrice: 16900', 'salePrice: 18000'),
    );
    // A new sold project: the status, then its sale fields.
    const created = fields(
      text(
        toDisk(
          'projects/b.md',
          bytes(
            markdown({ id: 9, title: 'B', status: { discriminant: 'sold', value: { salePrice: 5, saleDate: null } } }),
          ),
        ),
      ),
    );
    expect(Object.entries(created)).toEqual([
      ['id', 9],
      ['title', 'B'],
      ['status', 'sold'],
      ['salePrice', 5],
    ]);
  });

  it('drops the sale once the project is no longer sold, and keeps what the form did not show', () => {
    const shown = fields(text(toEditor('projects/a.md', bytes(sold))));
    const unsold = text(
      toDisk('projects/a.md', bytes(markdown({ ...shown, status: { discriminant: 'portfolio' } })), bytes(sold)),
    );
    expect(fields(unsold)).not.toHaveProperty('salePrice');
    expect(fields(unsold)).not.toHaveProperty('saleDate');
    expect(fields(unsold).status).toBe('portfolio');
    // A price written by hand beside another status was never shown: a save elsewhere keeps it.
    const byHand = sold.replace('status: sold', 'status: portfolio');
    const other = fields(text(toEditor('projects/a.md', bytes(byHand))));
    const saved = text(toDisk('projects/a.md', bytes(markdown({ ...other, title: 'B' })), bytes(byHand)));
    expect(saved).toBe(byHand.replace('title: "A"', 'title: "B"'));
  });
});

describe('the stable number', () => {
  const root = mkdtempSync(join(tmpdir(), 'admin-numbers-'));
  cpSync(fixturePaths.content, root, { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const taken = fixture.projects.map((project) => project.data.id);
  const next = Math.max(...taken) + 1;

  it('is offered as the next free number of its folder', () => {
    expect(nextNumber([])).toBe(1);
    expect(nextNumber([3, 1, 2])).toBe(4);
    expect(entryNumbers(root, projects).sort((a, b) => a - b)).toEqual([...taken].sort((a, b) => a - b));
    expect(readAdminOptions(root).nextNumbers).toMatchObject({
      projects: next,
      ideas: Math.max(...fixture.ideas.map((idea) => idea.data.id)) + 1,
    });
  });

  it('is written by the save for a new entry, and for a copy whose number is taken', () => {
    const context = saveContextOf(root);
    const fresh = text(
      toDisk('projects/new.md', bytes(markdown({ title: 'New', status: 'in_pipeline' })), undefined, context),
    );
    expect(Object.entries(fields(fresh))[0]).toEqual(['id', next]);
    const copy = text(toDisk('projects/copy.md', bytes(markdown({ id: taken[0], title: 'Copy' })), undefined, context));
    expect(fields(copy).id).toBe(next);
  });

  it('stays as it is for an existing entry, also when the form sends none', () => {
    const context = saveContextOf(root);
    const file = join('projects', `${fixture.projects[0]!.id}.md`);
    const existing = markdown({ id: 3, title: 'A' });
    expect(fields(text(toDisk(file, bytes(markdown({ title: 'B' })), bytes(existing), context))).id).toBe(3);
    expect(fields(text(toDisk(file, bytes(markdown({ id: 3, title: 'B' })), bytes(existing), context))).id).toBe(3);
  });
});

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
    expect(fields(shown)).toMatchObject({ category: category.id, categoryLabel: category.name });
    expect(text(toDisk(tool!.file, bytes(shown), bytes(file)))).toBe(file);
    // A category that does not exist is shown by its id, to be fixed in the form.
    const category_ = entryFields(tools.schema).category!;
    expect(choiceLabel(category_, 'no-such-category', names)).toBe('no-such-category');
    // tool-categories.json that does not parse names nothing: the ids show until it is fixed.
    expect(readReferenceNames(join(tmpdir(), 'no-content-here'))).toEqual({ toolCategories: {} });
  });

  it('hand the list the labels, which a save never writes', () => {
    const shown = text(toEditor('projects/a.md', bytes(sold)));
    expect(fields(shown)).toMatchObject({ statusLabel: STATUS_LABELS.sold, projectTypeLabel: TYPE_LABELS.saas });
    expect(text(toDisk('projects/a.md', bytes(shown), bytes(sold)))).toBe(sold);
  });
});

describe('drafts of areas and methodologies', () => {
  it('are a field of both, unticked unless written', () => {
    const area = fixture.areas[0]!;
    expect(areaSchema.parse(area.data).draft).toBe(false);
    expect(areaSchema.parse({ ...area.data, draft: true }).draft).toBe(true);
    const methodology = fixture.methodologies[0]!;
    expect(methodologySchema.parse({ ...methodology.data, draft: true }).draft).toBe(true);
  });

  it('are left out of the published catalogue', () => {
    const [first, ...rest] = fixture.areas;
    const drafted = {
      ...fixture,
      areas: [{ ...first!, data: { ...first!.data, draft: true } }, ...rest],
      methodologies: fixture.methodologies.map((m, i) => (i === 0 ? { ...m, data: { ...m.data, draft: true } } : m)),
    };
    const published = publishedCatalogue(drafted);
    expect(published.areas.map((area) => area.id)).toEqual(rest.map((area) => area.id));
    expect(published.methodologies).toHaveLength(fixture.methodologies.length - 1);
    expect(published.projects).toHaveLength(fixture.projects.length);
  });
});
