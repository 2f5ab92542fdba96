/**
 * A project's gallery in the content editor (/keystatic), on `npm run dev` over a throwaway copy
 * of the test catalogue: each image is listed by its alt text; changing one alt text and adding
 * an image with its alt text changes only those lines of the file, the upload lands beside the
 * entry named by its position (images/3.webp), and the case study page shows the new alt texts.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'node-html-parser';
import { expect, test } from '../support/browser-test';
import { fixture, fixturePaths } from '../support/fixture';
import { useEditorServer } from '../support/editor-server';
import { until } from '../support/until';
import { validateContent } from '../../src/content-reading/validate.ts';

const started = useEditorServer('editor-gallery-');

test('changes an alt text and adds an image with its alt text; the file and the page follow', async ({ page }) => {
  test.setTimeout(300_000);
  const { copy, server } = started();
  const project = fixture.projects.find((entry) => entry.data.images.length >= 2);
  if (!project) throw new Error('the test catalogue needs a project with a gallery');
  const [first, second] = project.data.images;
  if (!first || !second) throw new Error('no gallery');
  const file = join(copy.paths.content, project.file);
  const before = readFileSync(file, 'utf8');
  const position = project.data.images.length;
  const changedAlt = `${first.alt}, in the dark theme`;
  const addedAlt = `${project.data.title}'s settings page: plan, team members and billing`;
  const upload = join(fixturePaths.content, dirname(project.file), second.src);
  const { origin } = server;
  page.on('dialog', (dialog) => void dialog.accept());

  await page.goto(`${origin}/keystatic/collection/projects/item/${project.id}`);
  const gallery = page.getByRole('main').getByRole('group', { name: /^Gallery/ });
  // The editor's first load on the dev server compiles it: minutes on a busy machine.
  await expect(gallery).toBeVisible({ timeout: 180_000 });
  // Each image is listed by its alt text.
  const rows = gallery.getByRole('row');
  await expect(rows).toHaveCount(project.data.images.length);
  await expect(rows).toContainText(project.data.images.map(({ alt }) => alt));

  await rows.first().getByText(first.alt, { exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit item' });
  await expect(dialog.getByRole('textbox', { name: 'Alt text' })).toHaveValue(first.alt);
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill(changedAlt);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await gallery.getByRole('button', { name: 'Add', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Add item' });
  // The alt text is required: the item is not added without it.
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(upload);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill(addedAlt);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/keystatic/update') && response.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);

  // Only the changed alt text's line changes; the new image follows the others.
  const after = readFileSync(file, 'utf8');
  const [oldLines, newLines] = [before, after].map((text) => text.split('\n')) as [string[], string[]];
  expect(newLines.length).toBe(oldLines.length + 2);
  const added = newLines.filter((line) => !oldLines.includes(line));
  expect(added).toEqual([
    expect.stringMatching(/^ {4}alt: "?.*in the dark theme"?$/),
    expect.stringMatching(new RegExp(`^ {2}- src: "?\\./${project.id}/images/${position}\\.webp"?$`)),
    expect.stringMatching(/^ {4}alt: "?.*settings page: plan, team members and billing"?$/),
  ]);
  expect(oldLines.filter((line) => !newLines.includes(line))).toEqual([expect.stringContaining(first.alt)]);

  // The upload is beside the entry, named by its position; the other images are untouched.
  const folder = join(copy.paths.content, 'projects', project.id, 'images');
  expect(readFileSync(join(folder, `${position}.webp`))).toEqual(readFileSync(upload));
  expect(readdirSync(folder).sort()).toEqual(
    [...project.data.images.map((image) => image.src.split('/').pop()), `${position}.webp`].sort(),
  );
  expect(existsSync(join(folder, '0', 'src.webp'))).toBe(false);
  const report = validateContent(copy.paths);
  expect(report.problems).toEqual([]);
  expect(report.catalogue?.projects.find((entry) => entry.id === project.id)?.data.images).toEqual([
    { src: first.src, alt: changedAlt },
    ...project.data.images.slice(1),
    { src: `./${project.id}/images/${position}.webp`, alt: addedAlt },
  ]);

  // The case study page on the dev server shows the new alt texts.
  let alts: string[] = [];
  await until(
    async () => {
      const html = parse(await (await fetch(`${origin}/case-studies/${project.id}`)).text());
      alts = html
        .querySelectorAll('section[aria-labelledby="cs-gallery"] img')
        .map((img) => img.getAttribute('alt') ?? '');
      return alts.length === position + 1;
    },
    `/case-studies/${project.id} with ${position + 1} gallery images`,
    180_000,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}; the gallery's alt texts were ${JSON.stringify(alts)}`);
  });
  expect(alts).toEqual([changedAlt, ...project.data.images.slice(1).map((image) => image.alt), addedAlt]);
});
