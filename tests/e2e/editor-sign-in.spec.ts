/**
 * The editor's sign-in as an editor meets it under `npm start` (not the dev server): a server with
 * two editor accounts on a copy of the test catalogue. Signing in without JavaScript reaches the
 * editor's page and signs out again; with JavaScript, Keystatic's UI loads behind the sign-in,
 * shows the catalogue's collections, and "Sign out" ends the session (the editor's pages then send
 * back to the sign-in page). The sign-in page is checked with axe at both widths.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkA11y, expect, test } from '../support/browser-test';
import { TEST_EDITORS, writeAccounts } from '../support/editor-accounts';
import { editorServerPort } from '../support/ports';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../support/server-process';
import { editorBuildState } from '../../src/server/node/editor/build-state.ts';
import { SIGN_IN_LABELS } from '../../src/server/node/editor/pages.ts';
import { SIGN_IN_PATH } from '../../src/lib/admin-paths.ts';
import { ADMIN_KINDS } from '../../src/admin/browser/kinds.ts';

test.describe.configure({ mode: 'serial' });

let root = '';
let server: ServerProcess;
const { ada } = TEST_EDITORS;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (editorBuildState(process.cwd()) !== 'current')
    execFileSync(process.execPath, ['scripts/build-editor.ts'], { stdio: 'inherit' });
  root = mkdtempSync(join(tmpdir(), 'editor-sign-in-'));
  cpSync('tests/fixture', join(root, 'site'), { recursive: true });
  await writeAccounts(join(root, 'editors.json'), Object.values(TEST_EDITORS));
  server = await startServerProcess({
    port: editorServerPort(),
    dir: root,
    via: 'npm',
    env: { CONTENT_ROOT: join(root, 'site'), EDITOR_ACCOUNTS_FILE: join(root, 'editors.json') },
  });
});

test.afterAll(() => {
  killServerProcesses();
  rmSync(root, { recursive: true, force: true });
});

async function signIn(page: import('@playwright/test').Page) {
  await page.goto(`${server.origin}/keystatic`);
  await expect(page).toHaveURL(/\/keystatic\/sign-in\?next=%2Fkeystatic$/);
  await page.getByLabel(SIGN_IN_LABELS.email).fill(ada.email);
  await page.getByLabel(SIGN_IN_LABELS.password).fill(ada.password);
  await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
  await expect(page).toHaveURL(`${server.origin}/keystatic`);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an editor signs in, reaches the editor page and signs out', async ({ page, problems }) => {
    // The wrong password's answer is a 401 on purpose.
    problems.allow(/http 401: \/keystatic\/sign-in|status of 401/);
    await page.goto(`${server.origin}${SIGN_IN_PATH}`);
    await page.getByLabel(SIGN_IN_LABELS.email).fill(ada.email);
    await page.getByLabel(SIGN_IN_LABELS.password).fill('not the password');
    await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(SIGN_IN_LABELS.refused);
    await expect(page.getByLabel(SIGN_IN_LABELS.email)).toHaveValue(ada.email);

    await signIn(page);
    await expect(page.getByText(`Signed in as ${ada.name}`)).toBeVisible();
    await page.getByRole('button', { name: SIGN_IN_LABELS.signOut }).click();
    await expect(page).toHaveURL(/\/keystatic\/sign-in\?signed-out$/);
    await expect(page.getByRole('status')).toHaveText(SIGN_IN_LABELS.signedOut);
    await page.goto(`${server.origin}/keystatic`);
    await expect(page).toHaveURL(/\/keystatic\/sign-in\?next=/);
  });
});

test('the sign-in page passes axe at 375 and 1280 px', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${server.origin}${SIGN_IN_PATH}`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await checkA11y(page);
  }
});

test("Keystatic's UI loads behind the sign-in, shows the collections, and Sign out ends the session", async ({
  page,
}) => {
  await signIn(page);
  const nav = page.getByRole('navigation');
  for (const kind of ['projects', 'tools', 'ideas'] as const)
    await expect(nav.getByRole('link', { name: ADMIN_KINDS[kind].label, exact: true })).toBeVisible({
      timeout: 20_000,
    });
  await nav.getByRole('link', { name: ADMIN_KINDS.projects.label, exact: true }).click();
  await expect(page).toHaveURL(/\/keystatic\/collection\/projects$/);
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: SIGN_IN_LABELS.signOut }).click();
  await expect(page).toHaveURL(/\/keystatic\/sign-in\?signed-out$/);
  const answer = await page.request.get(`${server.origin}/api/keystatic/tree`, { headers: { 'no-cors': '1' } });
  expect(answer.status()).toBe(404);
  await page.goto(`${server.origin}/keystatic/collection/projects`);
  await expect(page).toHaveURL(/\/keystatic\/sign-in\?next=%2Fkeystatic%2Fcollection%2Fprojects/);
});
