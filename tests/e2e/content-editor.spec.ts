/**
 * The content editor (/keystatic) as an editor uses it: `npm run dev` on a throwaway copy of the
 * test catalogue, a project created through the forms (its file and image land in the copy, and
 * a build of the copy has its case study page), a tool renamed (one line of its file changes,
 * and its page shows the new name). Every request the editor makes goes to the dev server.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'node-html-parser';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/browser-test';
import { addItem, choose, saveWith, watchEditor } from '../support/editor-steps';
import { useEditorServer } from '../support/editor-server';
import { fixture, fixturePaths } from '../support/fixture';
import { buildCopy } from '../support/dev-server';
import { until } from '../support/until';
import { validateContent } from '../../src/content-reading/validate.ts';
import { STATUS_LABELS, TYPE_LABELS } from '../../src/lib/content/kinds/project-options.ts';
import { IMAGE_LIMITS } from '../../src/lib/content/image-limits.ts';
import sharp from 'sharp';

// One dev server for every test, on one copy of the content.
const started = useEditorServer('content-editor-');

test('creates a project through the forms; its file is in content/ and the build has its case study page', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const { copy, server } = started();
  const external = watchEditor(page, server.origin);
  const id = Math.max(...fixture.projects.map((project) => project.data.id)) + 1;
  const title = `Harbour Ledger ${id}`;
  const slug = `harbour-ledger-${id}`;
  const technology = fixture.technologies[0]!.technologies[0]!.name;
  const sample = fixture.projects[0]!;
  const thumbnail = join(fixturePaths.content, dirname(sample.file), sample.data.thumbnailUrl);

  await page.goto(`${server.origin}/keystatic/collection/projects/create`);
  const form = page.getByRole('main');
  // The number is assigned by the editor, not typed.
  await expect(form.locator('[data-assigned-number]')).toContainText(`No. ${id}`, { timeout: 200_000 });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(form.getByRole('textbox', { name: 'File name (id and URL)' })).toHaveValue(slug);
  await form.getByRole('textbox', { name: 'Short description' }).fill('Ledger reconciliation for small harbours.');
  const chooser = page.waitForEvent('filechooser');
  await form
    .getByRole('group', { name: /^Thumbnail/ })
    .getByRole('button', { name: 'Choose file' })
    .click();
  await (await chooser).setFiles(thumbnail);
  // No status or type is chosen for the editor.
  for (const field of ['Project type', 'Status'])
    await expect(form.getByRole('button', { name: new RegExp(`${field}$`) })).toContainText('Choose...');
  await choose(page, 'Project type', `${TYPE_LABELS.ai_tool} (ai_tool)`);
  await choose(page, 'Status', `${STATUS_LABELS.in_development} (in_development)`);
  // Technologies are ticked from the technology list, not typed.
  await form
    .getByRole('group', { name: /^Tech stack/ })
    .getByRole('checkbox', { name: technology, exact: true })
    .check();
  await addItem(page, 'Features', 'Nightly reconciliation of berth fees');
  await form.getByRole('textbox', { name: 'Created', exact: true }).fill('2025-05-01');
  await form.getByRole('textbox', { name: 'Updated', exact: true }).fill('2025-06-01');
  await form.getByRole('textbox', { name: 'Full description' }).click();
  await page.keyboard.type('The harbour office wanted one ledger for every berth.');
  await saveWith(page, 'Create');
  await expect(page).toHaveURL(`${server.origin}/keystatic/collection/projects/item/${slug}`, { timeout: 30_000 });

  const file = join(copy.paths.content, 'projects', `${slug}.md`);
  expect(existsSync(file), `content/projects/${slug}.md`).toBe(true);
  const report = validateContent(copy.paths);
  expect(report.problems).toEqual([]);
  const created = report.catalogue?.projects.find((project) => project.id === slug);
  expect(created?.data).toMatchObject({
    id,
    title,
    projectType: 'ai_tool',
    status: 'in_development',
    techStack: [technology],
    thumbnailUrl: `./${slug}/thumbnailUrl.webp`,
  });
  expect(created?.body).toBe('The harbour office wanted one ledger for every berth.');
  expect(readFileSync(join(copy.paths.content, 'projects', slug, 'thumbnailUrl.webp'))).toEqual(
    readFileSync(thumbnail),
  );

  // Another project becomes a draft: on the dev server with its label, nowhere in the build.
  const drafted = fixture.projects[1]!;
  const draftFile = join(copy.paths.content, drafted.file);
  writeFileSync(draftFile, readFileSync(draftFile, 'utf8').replace(/^---\n/, '---\ndraft: true\n'));
  // The page's first compile on a busy machine can take minutes; the last answer is kept to say what came instead.
  let answer = '';
  await until(
    async () => {
      const response = await fetch(`${server.origin}/case-studies/${drafted.id}`);
      const html = await response.text();
      answer = `${response.status}: ${html.replace(/\s+/g, ' ').slice(0, 400)}`;
      return html.includes('data-draft-label');
    },
    'the Draft label on the dev server',
    240_000,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}; the last answer was ${answer}`);
  });
  await page.goto(`${server.origin}/case-studies/${drafted.id}`);
  await expect(page.locator('[data-draft-label]')).toContainText('Draft');

  await buildCopy(copy);
  const html = parse(readFileSync(join(copy.paths.dist, 'case-studies', `${slug}.html`), 'utf8'));
  expect(html.querySelector('h1')?.text.trim()).toBe(title);
  expect(html.querySelector('main')?.text).toContain(technology);
  expect(existsSync(join(copy.paths.dist, 'case-studies', `${drafted.id}.html`)), 'the draft page').toBe(false);
  const sitemap = readFileSync(join(copy.paths.dist, 'sitemap-0.xml'), 'utf8');
  expect(sitemap).toContain(`/case-studies/${slug}<`);
  expect(sitemap).not.toContain(`/case-studies/${drafted.id}<`);
  expect(readFileSync(join(copy.paths.dist, 'projects.html'), 'utf8')).not.toContain(drafted.data.title);
  expect(external, 'requests to other hosts').toEqual([]);
});

test('renames a tool: one line of its file changes and its page shows the new name', async ({ page }) => {
  test.setTimeout(120_000);
  const { copy, server } = started();
  const external = watchEditor(page, server.origin);
  const tool = fixture.tools[0]!;
  const file = join(copy.paths.content, tool.file);
  const before = readFileSync(file, 'utf8');
  const name = `${tool.data.name} Cloud`;

  await page.goto(`${server.origin}/keystatic/collection/tools/item/${tool.id}`);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await saveWith(page, 'Save');

  const [oldLines, newLines] = [before, readFileSync(file, 'utf8')].map((text) => text.split('\n'));
  const changed = newLines!.flatMap((line, index) => (line === oldLines![index] ? [] : [line]));
  expect(newLines).toHaveLength(oldLines!.length);
  expect(changed).toHaveLength(1);
  expect(changed[0]).toMatch(new RegExp(`^name: "?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?$`));

  // The page as the dev server renders it now (its HTML: loading it in the browser would only
  // add the dev server's first optimisation of the site's own scripts).
  const heading = async () =>
    parse(await (await fetch(`${server.origin}/tools/detail/${tool.id}`)).text())
      .querySelector('h1')
      ?.text.trim();
  await until(async () => (await heading()) === name, `/tools/detail/${tool.id} with the new name`);
  expect(external, 'requests to other hosts').toEqual([]);
});

test('translates a page: the German affiliate copy is a page of the editor, and its saved title is on /de/affiliate', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { copy, server } = started();
  const external = watchEditor(page, server.origin);
  const file = join(copy.paths.content, 'affiliate.de.json');
  const before = readFileSync(file, 'utf8');
  const title = 'Partnerprogramm für Agenturen';

  await page.goto(`${server.origin}/keystatic`);
  await page.getByRole('navigation').getByRole('link', { name: 'Affiliate page · Deutsch' }).click();
  await expect(page).toHaveURL(/\/keystatic\/singleton\/affiliate-de$/);
  const form = page.getByRole('main');
  // The translation's fields only: the texts, no icon.
  // (The dev server compiles the editor's form on its first visit: seconds on a busy machine.)
  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Partnerprogramm', {
    timeout: 30_000,
  });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await saveWith(page, 'Save');

  const [oldLines, newLines] = [before, readFileSync(file, 'utf8')].map((text) => text.split('\n'));
  const changed = newLines!.flatMap((line, index) => (line === oldLines![index] ? [] : [line]));
  expect(newLines).toHaveLength(oldLines!.length);
  expect(changed).toEqual([`  "title": "${title}",`]);

  const heading = async () =>
    parse(await (await fetch(`${server.origin}/de/affiliate`)).text())
      .querySelector('h1')
      ?.text.trim();
  await until(async () => (await heading()) === title, '/de/affiliate with the new title');
  expect(external, 'requests to other hosts').toEqual([]);
});

test("translates an entry: the German tools are a list of the editor, and a saved description is on the tool's German page", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { copy, server } = started();
  const external = watchEditor(page, server.origin);
  const file = join(copy.paths.content, 'tools', 'agno.de.md');
  const before = readFileSync(file, 'utf8');
  const description =
    'Ein quelloffenes Python-Framework für KI-Agenten und Agenten-Teams, mit AgentOS als Produktions-API.';

  await page.goto(`${server.origin}/keystatic`);
  await page.getByRole('navigation').getByRole('link', { name: 'Tools · Deutsch' }).click();
  await expect(page).toHaveURL(/\/keystatic\/collection\/tools-de$/);
  // Listed by the entry each translates; the English tools are not in this list.
  const list = page.getByRole('main');
  const row = list.getByRole('row', { name: 'agno', exact: true });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(list.getByRole('row', { name: 'posthog', exact: true })).toBeVisible();
  await expect(list.getByRole('row', { name: 'cursor', exact: true })).toHaveCount(0);
  await row.click();
  await expect(page).toHaveURL(/\/keystatic\/collection\/tools-de\/item\/agno$/);
  const form = page.getByRole('main');
  const field = form.getByRole('textbox', { name: 'Description', exact: true });
  await expect(field).toHaveValue(/^Ein quelloffenes Python-Framework/, { timeout: 60_000 });
  // The translation's fields only: no name, category or link, which every language shares.
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
  await field.fill(description);
  await saveWith(page, 'Save');

  const [oldLines, newLines] = [before, readFileSync(file, 'utf8')].map((text) => text.split('\n'));
  const changed = newLines!.flatMap((line, index) => (line === oldLines![index] ? [] : [line]));
  expect(newLines).toHaveLength(oldLines!.length);
  expect(changed).toEqual([`description: ${description}`]);
  expect(existsSync(join(copy.paths.content, 'translations'))).toBe(false);

  const shown = async () => (await (await fetch(`${server.origin}/de/tools/detail/agno`)).text()).includes(description);
  await until(shown, '/de/tools/detail/agno with the new description');
  expect(external, 'requests to other hosts').toEqual([]);
});

/** Uploads a file as a project's thumbnail and saves; returns the save's answer. */
async function uploadThumbnail(
  page: Page,
  origin: string,
  slug: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.goto(`${origin}/keystatic/collection/projects/item/${slug}`);
  const form = page.getByRole('main');
  // The editor's first load compiles its code; on busy machines that takes a while.
  await form.getByRole('textbox', { name: 'Title', exact: true }).waitFor({ timeout: 200_000 });
  const chooser = page.waitForEvent('filechooser');
  await form
    .getByRole('group', { name: /^Thumbnail/ })
    .getByRole('button', { name: 'Choose file' })
    .click();
  await (await chooser).setFiles(file);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/keystatic/update') && response.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  return saved;
}

test('refuses a file that is not an image and an oversize image, naming the limit; stores a large photo scaled', async ({
  page,
  problems,
}) => {
  test.setTimeout(420_000);
  problems.allow(/422|Unprocessable/);
  const { copy, server } = started();
  const project = fixture.projects[2]!;
  const before = readFileSync(join(copy.paths.content, project.file), 'utf8');

  const fake = await uploadThumbnail(page, server.origin, project.id, {
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('a text file named like an image\n'),
  });
  expect(fake.status()).toBe(422);
  await expect(page.getByRole('main')).toContainText('is not an image that can be read');
  expect((await fetch(`${server.origin}/`)).status, 'the dev server keeps answering').toBe(200);

  const side = Math.ceil(Math.sqrt(IMAGE_LIMITS.maxPixels)) + 100;
  const huge = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const oversize = await uploadThumbnail(page, server.origin, project.id, {
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: huge,
  });
  expect(oversize.status()).toBe(422);
  await expect(page.getByRole('main')).toContainText('an image may have at most 40 megapixels');
  expect(readFileSync(join(copy.paths.content, project.file), 'utf8'), 'nothing written').toBe(before);
  expect((await fetch(`${server.origin}/`)).status, 'the dev server keeps answering').toBe(200);

  const pixels = new Uint8Array(3000 * 2000 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) % 251;
  const photo = await sharp(pixels, { raw: { width: 3000, height: 2000, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const stored = await uploadThumbnail(page, server.origin, project.id, {
    name: 'camera.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  expect(stored.status()).toBe(200);
  const written = join(copy.paths.content, 'projects', project.id, 'thumbnailUrl.jpg');
  const size = await sharp(readFileSync(written)).metadata();
  expect([size.width, size.height]).toEqual([
    IMAGE_LIMITS.storedWidth,
    Math.round((2000 * IMAGE_LIMITS.storedWidth) / 3000),
  ]);
  expect(readFileSync(written).byteLength).toBeLessThan(photo.byteLength);
});

test('a file broken by hand opens in the editor and is fixed there; a duplicate title names the edited entry', async ({
  page,
  problems,
}) => {
  test.setTimeout(360_000);
  problems.allow(/422|Unprocessable/);
  const { copy, server } = started();
  const first = fixture.projects[0]!;
  const project = fixture.projects.find((entry) => entry !== first && !entry.data.saleDate)!;
  const status = project.data.status;
  const file = join(copy.paths.content, project.file);
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, original.replace(/^status: .*$/m, 'status: sould'));
  await until(async () => (await fetch(`${server.origin}/`)).status === 500, 'the problems page');

  await page.goto(`${server.origin}/keystatic/collection/projects/item/${project.id}`);
  const form = page.getByRole('main');
  await expect(form.getByRole('button', { name: /Status$/ })).toContainText('Choose...', { timeout: 200_000 });
  await choose(page, 'Status', `${STATUS_LABELS[status]} (${status})`);
  await saveWith(page, 'Save');
  expect(readFileSync(file, 'utf8')).toBe(original);
  await until(async () => (await fetch(`${server.origin}/`)).status === 200, 'the site back');

  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(first.data.title);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/keystatic/update'));
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(422);
  await expect(form).toContainText(
    `content error in ${project.file}: Title (title): the title ${JSON.stringify(first.data.title)} is already used by ${first.data.title} (${first.file})`,
  );
  expect(readFileSync(file, 'utf8')).toBe(original);
});
