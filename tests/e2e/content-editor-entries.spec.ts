/**
 * New entries in the content editor (/keystatic), on a throwaway copy of the test catalogue: a
 * new project gets its number from the editor, its sale fields appear only once its status is
 * Sold and its file stays flat; the list of projects shows titles and the site's labels and its
 * search finds an entry by them (tools by their category's name); a draft
 * area or methodology shows on the dev server with its label and is absent from a build.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { expect, test } from '../support/browser-test';
import { addItem, choose, saveWith, watchEditor } from '../support/editor-steps';
import { useEditorServer } from '../support/editor-server';
import { fixture, fixturePaths } from '../support/fixture';
import { buildCopy } from '../support/dev-server';
import { until } from '../support/until';
import { validateContent } from '../../src/content-reading/validate.ts';
import { STATUS_LABELS, TYPE_LABELS } from '../../src/lib/content/kinds/project-options.ts';
import type { ProjectStatus, ProjectType } from '../../src/lib/content/kinds/project.ts';

const started = useEditorServer('content-editor-entries-');
/** Where the screenshots of the forms and the list go (looked at by people, not compared). */
const shot = (name: string) => test.info().outputPath(`${name}.png`);

test('a new project gets its number without typing one; its sale fields appear once it is sold; its file is flat', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const { copy, server } = started();
  const external = watchEditor(page, server.origin);
  await page.setViewportSize({ width: 1280, height: 900 });
  const number = Math.max(...fixture.projects.map((project) => project.data.id)) + 1;
  const title = `Quay Ledger ${number}`;
  const slug = `quay-ledger-${number}`;
  const technology = fixture.technologies[0]!.technologies[0]!.name;
  const sample = fixture.projects[0]!;
  const thumbnail = join(fixturePaths.content, dirname(sample.file), sample.data.thumbnailUrl);

  await page.goto(`${server.origin}/keystatic/collection/projects/create`);
  const form = page.getByRole('main');
  // The number is shown, not typed: there is no box to type it in.
  const assigned = form.locator('[data-assigned-number]');
  await expect(assigned).toContainText(`No. ${number}`, { timeout: 200_000 });
  await expect(assigned).toContainText('Assigned by the editor');
  await expect(form.getByRole('textbox', { name: 'Number', exact: true })).toHaveCount(0);
  await page.screenshot({ path: shot('project-form-number') });

  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(form.getByRole('textbox', { name: 'File name (id and URL)' })).toHaveValue(slug);
  await form.getByRole('textbox', { name: 'Short description' }).fill('Berth fees reconciled overnight.');
  const chooser = page.waitForEvent('filechooser');
  await form
    .getByRole('group', { name: /^Thumbnail/ })
    .getByRole('button', { name: 'Choose file' })
    .click();
  await (await chooser).setFiles(thumbnail);
  await choose(page, 'Project type', `${TYPE_LABELS.saas} (saas)`);

  // No sale fields until the status says there was a sale.
  const salePrice = form.getByRole('textbox', { name: 'Sale price', exact: true });
  const saleDate = form.getByRole('textbox', { name: 'Sale date', exact: true });
  await expect(salePrice).toHaveCount(0);
  await choose(page, 'Status', `${STATUS_LABELS.in_development} (in_development)`);
  await expect(salePrice).toHaveCount(0);
  await expect(saleDate).toHaveCount(0);
  await form.getByRole('button', { name: /Status$/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('project-form-in-development') });
  await choose(page, 'Status', `${STATUS_LABELS.sold} (sold)`);
  await expect(salePrice).toBeVisible();
  await expect(saleDate).toBeVisible();
  await salePrice.fill('12500');
  await saleDate.fill('2025-04-02');
  await form.getByRole('button', { name: /Status$/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('project-form-sold') });

  await form
    .getByRole('group', { name: /^Tech stack/ })
    .getByRole('checkbox', { name: technology, exact: true })
    .check();
  await addItem(page, 'Features', 'Nightly reconciliation of berth fees');
  await form.getByRole('textbox', { name: 'Created', exact: true }).fill('2025-05-01');
  await form.getByRole('textbox', { name: 'Updated', exact: true }).fill('2025-06-01');
  await form.getByRole('textbox', { name: 'Full description' }).click();
  await page.keyboard.type('Sold to the harbour authority after a year.');
  await saveWith(page, 'Create');
  await expect(page).toHaveURL(`${server.origin}/keystatic/collection/projects/item/${slug}`, { timeout: 30_000 });

  // The file is flat, in the schema's order: the number first, the sale right after the status.
  const file = readFileSync(join(copy.paths.content, 'projects', `${slug}.md`), 'utf8');
  const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(file)?.[1] ?? '';
  const data = parseYaml(frontmatter) as Record<string, unknown>;
  expect(data).toMatchObject({ id: number, title, status: 'sold', salePrice: 12500, saleDate: '2025-04-02' });
  const keys = Object.keys(data);
  expect(keys[0]).toBe('id');
  expect(keys.slice(keys.indexOf('status'), keys.indexOf('status') + 3)).toEqual(['status', 'salePrice', 'saleDate']);
  expect(frontmatter).not.toMatch(/discriminant|Label:/);
  expect(validateContent(copy.paths).problems).toEqual([]);

  // Opened again, the entry shows its number, read-only.
  await page.reload();
  await expect(assigned).toContainText(`No. ${number}`, { timeout: 60_000 });
  await expect(assigned).toContainText('stays the same');
  expect(external, 'requests to other hosts').toEqual([]);
});

/** A word of a project's title that its file name does not hold ("Receipt" of "SnapLedger Receipt Scanner", snapledger.md). */
const titleWordNotInFileName = (id: string, title: string) =>
  title.split(/\s+/).find((part) => part.length > 3 && !id.includes(part.toLowerCase()));

/** The projects of the copy as their files say now (a test before may have added one). */
function projectsIn(content: string) {
  const dir = join(content, 'projects');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const [, frontmatter = ''] = readFileSync(join(dir, name), 'utf8').split(/^---$/m);
      const data = parseYaml(frontmatter) as { title: string; status: ProjectStatus; projectType: ProjectType };
      return { id: name.slice(0, -'.md'.length), data };
    });
}

test('the list of projects shows titles and the site labels, and its search finds them', async ({ page }) => {
  test.setTimeout(300_000);
  const { copy, server } = started();
  const projects = projectsIn(copy.paths.content);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.origin}/keystatic/collection/projects`);
  const table = page.getByRole('grid');
  const project = fixture.projects.find(
    (entry) => !entry.data.draft && titleWordNotInFileName(entry.id, entry.data.title),
  )!;
  const rowOf = (id: string) => table.getByRole('row').filter({ hasText: id });
  const row = rowOf(project.id);
  await expect(row).toContainText(project.data.title, { timeout: 200_000 });
  await expect(row).toContainText(STATUS_LABELS[project.data.status]);
  await expect(row).toContainText(TYPE_LABELS[project.data.projectType]);
  for (const header of ['Title', 'Status', 'Project type'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await page.screenshot({ path: shot('project-list'), fullPage: true });

  const search = page.getByRole('searchbox');
  const bodyRows = table
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .filter({ hasNotText: 'No results' });
  // By a word of the title that the file name does not hold, in any case.
  const word = titleWordNotInFileName(project.id, project.data.title)!;
  await search.fill(word.toUpperCase());
  await expect(row).toBeVisible();
  const shown = (entry: (typeof fixture.projects)[number]) => [
    entry.id,
    entry.data.title,
    STATUS_LABELS[entry.data.status],
    TYPE_LABELS[entry.data.projectType],
  ];
  const withWord = fixture.projects.filter((entry) =>
    shown(entry).some((text) => text.toLowerCase().includes(word.toLowerCase())),
  );
  await expect(bodyRows).toHaveCount(withWord.length);
  await page.screenshot({ path: shot('project-list-search'), fullPage: true });
  // By the file name, as before.
  await search.fill(project.id);
  await expect(row).toBeVisible();
  // By a label the list shows: every sold project, no other.
  await search.fill(STATUS_LABELS.sold);
  const sold = projects.filter((entry) => entry.data.status === 'sold');
  expect(sold.length).toBeGreaterThan(0);
  for (const entry of sold) await expect(rowOf(entry.id)).toBeVisible();
  await expect(bodyRows).toHaveCount(sold.length);
  // Two words, each in another column: the title's and the type's label.
  await search.fill(`${project.data.title.split(/\s+/)[0]} ${TYPE_LABELS[project.data.projectType]}`);
  await expect(row).toBeVisible();
  // Nothing matches: no row.
  await search.fill('zzqx-nothing');
  await expect(bodyRows).toHaveCount(0);
  await expect(table).toContainText('No results');

  // The list of tools shows each tool's category by its name, and finds tools by it.
  await page.goto(`${server.origin}/keystatic/collection/tools`);
  const [tool] = fixture.tools;
  const category = fixture.toolCategories.find(({ id }) => id === tool!.data.category)!;
  await expect(table.getByRole('columnheader', { name: 'Category', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(rowOf(tool!.id)).toContainText(category.name, { timeout: 60_000 });
  await search.fill(category.name);
  const inCategory = fixture.tools.filter((entry) => entry.data.category === category.id);
  await expect(bodyRows).toHaveCount(inCategory.length);
  await page.screenshot({ path: shot('tool-list-search'), fullPage: true });
});

test('a draft area and a draft methodology show on the dev server with their label and are absent from the build', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const { copy, server } = started();
  // An area no methodology or tool category needs to exist, and a methodology.
  const area = fixture.areas[fixture.areas.length - 1]!;
  const methodology = fixture.methodologies[fixture.methodologies.length - 1]!;
  for (const entry of [area, methodology]) {
    const file = join(copy.paths.content, entry.file);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^---\n/, '---\ndraft: true\n'));
  }
  for (const path of [`/expertise/${area.id}`, `/methodology/${methodology.id}`]) {
    let answer = '';
    await until(
      async () => {
        const response = await fetch(`${server.origin}${path}`);
        const html = await response.text();
        answer = `${response.status}: ${html.replace(/\s+/g, ' ').slice(0, 300)}`;
        return html.includes('data-draft-label');
      },
      `the Draft label of ${path} on the dev server`,
      240_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}; the last answer was ${answer}`);
    });
  }
  await page.goto(`${server.origin}/expertise/${area.id}`);
  await expect(page.locator('[data-draft-label]')).toContainText('Draft');
  // The dev server lists it too, in the sidebar and on /expertise.
  await expect(page.locator(`a[href="/expertise/${area.id}"]`).first()).toBeAttached();

  await buildCopy(copy);
  const dist = copy.paths.dist;
  expect(existsSync(join(dist, 'expertise', `${area.id}.html`)), 'the draft area page').toBe(false);
  expect(existsSync(join(dist, 'methodology', `${methodology.id}.html`)), 'the draft methodology page').toBe(false);
  const sitemap = readFileSync(join(dist, 'sitemap-0.xml'), 'utf8');
  expect(sitemap).not.toContain(`/expertise/${area.id}<`);
  expect(sitemap).not.toContain(`/methodology/${methodology.id}<`);
  // Not on the lists, the sidebar or the related lists of the pages that are built.
  const index = readFileSync(join(dist, 'expertise.html'), 'utf8');
  expect(index).not.toContain(`/expertise/${area.id}"`);
  expect(index).not.toContain(`/methodology/${methodology.id}"`);
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  expect(home).not.toContain(`/expertise/${area.id}"`);
  for (const other of fixture.methodologies.filter((entry) => entry !== methodology)) {
    const html = readFileSync(join(dist, 'methodology', `${other.id}.html`), 'utf8');
    expect(html, `/methodology/${other.id}`).not.toContain(`/expertise/${area.id}"`);
  }
  const published = fixture.areas.find((entry) => entry !== area)!;
  expect(existsSync(join(dist, 'expertise', `${published.id}.html`)), 'a published area').toBe(true);
});
