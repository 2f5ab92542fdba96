/**
 * Fixing content in the browser (issue 31), on `npm run dev` with a throwaway copy of the test
 * catalogue: files broken by hand (a YAML indentation slip, an unknown related tool, a missing
 * image) are named on the site's problems page, which links to the editor, where each problem is
 * said in plain words at its field or line and fixed; the site then answers again. A refused save
 * marks its field, moves to it and sums the problems up at the top; that goes once it is fixed.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from '../support/browser-test';
import { fixture, fixturePaths } from '../support/fixture';
import { useEditorServer } from '../support/editor-server';
import { until } from '../support/until';
import { PROBLEMS_API } from '../../src/lib/admin-paths';
import { OWN } from '../../src/admin/browser/problems/fields';

const started = useEditorServer('content-repair-');

const SCREENSHOTS = join(process.cwd(), '.screenshots', 'content-editor-repair');

/** The status the dev server answers a page with. */
const statusOf = async (origin: string, path: string) => (await fetch(`${origin}${path}`)).status;

/** Breaks a file by hand and waits until the site shows the problems page. */
async function breakFile(origin: string, file: string, text: string) {
  writeFileSync(file, text);
  await until(async () => (await statusOf(origin, '/')) === 500, 'the problems page', 60_000);
}

/** Waits until the site answers again, its home page and the entry's own page. */
async function siteBack(origin: string, page: string) {
  await until(async () => (await statusOf(origin, '/')) === 200, 'the site back', 60_000);
  await until(async () => (await statusOf(origin, page)) === 200, `${page} back`, 240_000);
}

/** Opens the site's problems page and follows its link to the file's repair view. */
async function openRepairFromSite(page: Page, origin: string, file: string) {
  await page.goto(`${origin}/`);
  await expect(page.getByRole('alert')).toContainText(`content/${file}`);
  await page.getByRole('link', { name: `Fix content/${file} in the editor` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Fix content/${file}`);
}

/** Replaces the text in the repair view's text box and saves it. */
async function saveText(page: Page, text: string) {
  await page.getByRole('textbox', { name: /^The text of content\// }).fill(text);
  await page.getByRole('button', { name: 'Save the file' }).click();
}

test('a YAML indentation slip: named at its line in plain words, fixed in the repair view', async ({
  page,
  problems,
}) => {
  test.setTimeout(420_000);
  problems.allow(/(http |status of )(422|500)/);
  // Keystatic logs why its form cannot read the entry.
  problems.allow(/Field validation failed/);
  const { copy, server } = started();
  const project = fixture.projects[0]!;
  const file = join(copy.paths.content, project.file);
  const original = readFileSync(file, 'utf8');
  const lines = original.split('\n');
  // Two fields of one group, one under the other; the second is indented further by mistake.
  const slip = lines.findIndex((line, i) => /^ {2}\w+: \S/.test(line) && /^ {2}\w+: \S/.test(lines[i - 1] ?? ''));
  const above = lines[slip - 1]!.trim().split(':')[0];
  const broken = lines.map((line, i) => (i === slip ? `  ${line}` : line)).join('\n');
  await breakFile(server.origin, file, broken);
  const message = `${JSON.stringify(lines[slip]!.trim())} is indented more than the line above it, so it reads as part of "${above}"'s value: line it up with the fields of its group`;

  // The editor's form of the file says what is wrong and where, and leads to the text.
  await page.goto(`${server.origin}/keystatic/collection/projects/item/${project.id}`);
  const panel = page.getByRole('region', { name: 'Content problems' });
  await expect(panel).toContainText(`Line ${slip + 1}: ${message}`, { timeout: 200_000 });
  await expect(panel.getByRole('link', { name: new RegExp(`text of content/${project.file}`) })).toBeVisible();

  await openRepairFromSite(page, server.origin, project.file);
  await expect(page.getByRole('region', { name: /problem in this file/ })).toContainText(
    `Line ${slip + 1}: ${message}`,
  );
  const text = page.getByRole('textbox', { name: `The text of content/${project.file}` });
  await expect(text).toHaveValue(broken);
  // "Go to line" selects the line to change. (The dev server may reload the page once, when it
  // has optimised the editor's dependencies: the step is tried again then.)
  await expect(async () => {
    await page.getByRole('button', { name: `Go to line ${slip + 1}` }).click();
    await expect(text).toBeFocused({ timeout: 1_000 });
    expect(
      await text.evaluate((box: HTMLTextAreaElement) => box.value.slice(box.selectionStart, box.selectionEnd)),
    ).toBe(`  ${lines[slip]}`);
  }).toPass({ timeout: 30_000 });
  await page.screenshot({ path: join(SCREENSHOTS, 'repair-yaml-1280.png'), fullPage: true });
  await checkA11y(page);

  // A text that would add a problem is refused, in the same words, and nothing is written.
  await saveText(page, original.replace(/^status: .*$/m, 'status: sould'));
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Not saved: this text would break the content check');
  await expect(refusal).toContainText('Status (status): expected one of');
  await expect(refusal).toBeFocused();
  expect(readFileSync(file, 'utf8'), 'nothing written').toBe(broken);
  await checkA11y(page);

  await saveText(page, original);
  await expect(page.getByRole('status')).toContainText('Saved. The file passes the check.');
  expect(readFileSync(file, 'utf8')).toBe(original);
  await siteBack(server.origin, `/case-studies/${project.id}`);
});

test('an unknown related tool: named at its field, fixed from the editor', async ({ page, problems }) => {
  test.setTimeout(420_000);
  problems.allow(/(http |status of )(422|500)/);
  problems.allow(/Field validation failed/);
  const { copy, server } = started();
  const area = fixture.areas.find((entry) => entry.data.relatedTools.length > 0)!;
  const file = join(copy.paths.content, area.file);
  const original = readFileSync(file, 'utf8');
  const tool = area.data.relatedTools[0]!;
  const typo = `${tool}x`;
  await breakFile(server.origin, file, original.replace(new RegExp(`\\b${tool}\\b`), typo));

  await page.goto(`${server.origin}/keystatic/collection/areas/item/${area.id}`);
  const panel = page.getByRole('region', { name: 'Content problems' });
  await expect(panel).toContainText(
    `Related tools: "${typo}" is neither a tool in tools/ nor a technology in technologies.json`,
    { timeout: 200_000 },
  );
  await panel.getByRole('link', { name: new RegExp(`text of content/${area.file}`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Fix content/${area.file}`);
  const text = page.getByRole('textbox', { name: `The text of content/${area.file}` });
  await saveText(page, (await text.inputValue()).replace(typo, tool));
  await expect(page.getByRole('status')).toContainText('Saved. The file passes the check.');
  expect(readFileSync(file, 'utf8')).toBe(original);
  await siteBack(server.origin, `/expertise/${area.id}`);
});

test('a missing image: named at its field in the editor, a new one uploaded there', async ({ page, problems }) => {
  test.setTimeout(420_000);
  // 503: the failed look at the problems this test makes happen.
  problems.allow(/(http |status of )(422|500|503)/);
  const { copy, server } = started();
  const project = fixture.projects[1]!;
  const image = join(copy.paths.content, 'projects', project.id, 'thumbnailUrl.webp');
  rmSync(image);
  await until(async () => (await statusOf(server.origin, '/')) === 500, 'the problems page', 60_000);

  await page.goto(`${server.origin}/keystatic/collection/projects/item/${project.id}`);
  const panel = page.getByRole('region', { name: 'Content problems' });
  await expect(panel).toContainText(
    `Thumbnail: the image "./${project.id}/thumbnailUrl.webp" is not there: expected the file content/projects/${project.id}/thumbnailUrl.webp`,
    { timeout: 200_000 },
  );
  const field = page.getByRole('main').getByRole('group', { name: /^Thumbnail/ });
  // Marked once Keystatic has drawn the form (slow on a busy machine).
  await expect(field).toHaveAttribute('aria-invalid', 'true', { timeout: 60_000 });

  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(join(fixturePaths.content, 'projects', fixture.projects[0]!.id, 'thumbnailUrl.webp'));
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/keystatic/update'), {
    timeout: 60_000,
  });
  // The first look at the problems after the save fails (a server busy with the new files): the
  // problems of before do not stay on screen.
  await page.route(`**${PROBLEMS_API}`, (route) => route.fulfill({ status: 503 }), { times: 1 });
  await page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  // The content check runs again on the dev server, which is rebuilding after the save.
  await expect(panel).toBeHidden({ timeout: 30_000 });
  await siteBack(server.origin, `/case-studies/${project.id}`);
});

test('a refused save marks its field, moves to it and sums up at the top; all of it goes once fixed', async ({
  page,
  problems,
}) => {
  test.setTimeout(300_000);
  problems.allow(/422|Unprocessable/);
  const { server } = started();
  const [first, second] = fixture.tools;
  await page.goto(`${server.origin}/keystatic/collection/tools/item/${second!.id}`);
  const form = page.getByRole('main');
  const name = form.getByRole('textbox', { name: 'Name', exact: true });
  await name.waitFor({ timeout: 200_000 });
  await name.fill(first!.data.name);
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/keystatic/update'));
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await refused).status()).toBe(422);

  // The studio's summary (its own element), not Keystatic's toast with the same words, which shows
  // for a moment before the summary hides it.
  const summary = page
    .getByRole('alert')
    .filter({ hasText: 'Not saved: this change would break the content check' })
    .and(page.locator(`[${OWN}]`));
  await expect(summary).toBeVisible();
  // The edited file's problem first, then the other file's, which names it.
  await expect(summary.getByRole('listitem')).toHaveText([
    `Name: the name ${JSON.stringify(first!.data.name)} is already used by ${first!.data.name} (${first!.file})`,
    `Name (in content/${first!.file}): the name ${JSON.stringify(first!.data.name)} is already used by ${first!.data.name} (${second!.file})`,
  ]);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  // Keystatic's own banner with the raw text is hidden while the summary shows it.
  await expect(
    page.getByText(/^Not saved: this change would break the content check\.\s*content error in/),
  ).toBeHidden();
  await page.screenshot({ path: join(SCREENSHOTS, 'refused-save-1280.png') });

  // The summary's line moves to the field.
  await form.getByRole('button', { name: 'Save', exact: true }).focus();
  await summary
    .getByRole('button', {
      name: `Name: the name ${JSON.stringify(first!.data.name)} is already used by ${first!.data.name} (${first!.file})`,
    })
    .click();
  await expect(name).toBeFocused();

  // Fixed: the mark, the summary and the banner go.
  await name.fill(second!.data.name);
  await expect(summary).toBeHidden();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-studio-invalid]')).toHaveCount(0);
  await expect(page.getByText(/^Not saved:/)).toBeHidden();
});
