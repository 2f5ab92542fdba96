/**
 * Publishing, the way editors and the operator see it, on the real `npm start` server with two
 * editor accounts: the server's content root is a throwaway git working tree holding a copy of the
 * test catalogue, its remote (PUBLISH_REMOTE) a bare repository. An editor signs in, changes a
 * project's title in the editor, sees it in the preview, publishes, and the public page shows it
 * without a restart while the remote holds one commit by that editor; a change that fails the
 * check publishes nothing and names the field; two editors on one entry (the second save refused,
 * naming the first); two publishes at once while the remote moved ahead; the remote goes away and
 * comes back; the last publish is undone; the remote changed the same entry (theirs published, the
 * editor's kept on a branch); the editor signs out.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as apiRequest, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { checkA11y, expect, test } from '../support/browser-test';
import { buildCopy, copyTestCatalogue, type ContentCopy } from '../support/dev-server';
import { TEST_EDITORS, writeAccounts, type TestEditor } from '../support/editor-accounts';
import { publishServerPort } from '../support/ports';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../support/server-process';
import { until } from '../support/until';
import { SIGN_IN_PATH } from '../../src/lib/admin-paths';
import { sitePaths } from '../../src/config/site-paths';
import { PUBLISH_API, PUBLISH_API_UNDO, PUBLISH_LINK_LABEL, PUBLISH_PAGE } from '../../src/lib/publish/publish-paths';
import { editorBuildState } from '../../src/server/node/editor/build-state';
import { SIGN_IN_LABELS } from '../../src/server/node/editor/pages';
import type { PublishStatus } from '../../src/server/node/publish/publisher';

/** What the publish API answers. */
const statusOf = async (answer: APIResponse) => (await answer.json()) as PublishStatus;
const stateOf = async (answer: APIResponse) => ((await answer.json()) as { status: PublishStatus }).status;

test.describe.configure({ mode: 'serial' });
// Each publish builds the test catalogue (a minute or two on a busy two-core machine).
test.setTimeout(25 * 60_000);
// No step may wait for ever inside those 25 minutes: a click or a page load that does not end
// fails at that step, named, instead of at the test's end.
test.use({ actionTimeout: 60_000, navigationTimeout: 120_000 });

const { ada, bob } = TEST_EDITORS;
const PROJECT = 'projects/cashcast.md';
const SLUG = 'cashcast';
const PAGE = `/case-studies/${SLUG}`;

let copy: ContentCopy;
let work: string;
let bare: string;
let server: ServerProcess;
/** Each editor's own signed-in API session (a cookie jar of its own, same-origin writes). */
const sessions = new Map<string, APIRequestContext>();

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }).trim();
const remoteLog = (format: string) => git(bare, 'log', `--format=${format}`, 'main').split('\n');

/** Sets a project's title in a checkout's file (the remote's other clone). */
function setTitle(root: string, file: string, title: string): void {
  const path = join(root, 'content', file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`));
}

/** Signs an editor in through the sign-in page, as a browser does. */
async function signIn(page: Page, editor: TestEditor) {
  await page.goto(`${server.origin}${PUBLISH_PAGE}`);
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}\\?next=`));
  await page.getByLabel(SIGN_IN_LABELS.email).fill(editor.email);
  await page.getByLabel(SIGN_IN_LABELS.password).fill(editor.password);
  await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
  await expect(page).toHaveURL(server.origin + PUBLISH_PAGE);
}

/** An editor's API session: signed in through the same form, every write same-origin. */
async function sessionOf(editor: TestEditor) {
  let context = sessions.get(editor.email);
  if (context) return context;
  context = await apiRequest.newContext({ baseURL: server.origin, extraHTTPHeaders: { origin: server.origin } });
  const answer = await context.post(SIGN_IN_PATH, {
    form: { email: editor.email, password: editor.password },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBe(303);
  sessions.set(editor.email, context);
  return context;
}

/** The entry as the editor's API gives it: the listing's hash, then the file by it. */
async function openEntry(session: APIRequestContext): Promise<string> {
  const headers = { 'no-cors': '1' };
  const tree = (await (await session.get('/api/keystatic/tree', { headers })).json()) as {
    path: string;
    sha: string;
  }[];
  const sha = tree.find((entry) => entry.path === PROJECT)?.sha ?? '';
  const blob = await session.get(`/api/keystatic/blob/${sha}/${PROJECT}`, { headers });
  expect(blob.status()).toBe(200);
  return blob.text();
}

/**
 * A publish answers once the site is built and swapped in: under a minute on a quiet machine,
 * longer while the rest of the suite runs beside it.
 */
const UNTIL_BUILT = { timeout: 5 * 60_000 };

/** Saves the entry as the editor's save does. */
const saveEntry = (session: APIRequestContext, text: string) =>
  session.post('/api/keystatic/update', {
    headers: { 'no-cors': '1', 'content-type': 'application/json' },
    data: JSON.stringify({
      additions: [{ path: PROJECT, contents: Buffer.from(text).toString('base64') }],
      deletions: [],
    }),
  });

/**
 * Waits until the publish page shows a settled state (any of `states`): a wait ends on a failure
 * at once, and the failure's words (the page's text) are the assertion's message, not a
 * 20-minute timeout. The test loads the page itself every 3 seconds rather than waiting for the
 * page's own refresh (a meta refresh, for editors without JavaScript): in a full parallel run the
 * headless browser once stopped following it, and the page showed "Building the preview…" for 20
 * minutes after the preview was ready.
 */
async function waitForSettled(page: Page, attribute: string, states: readonly string[]): Promise<void> {
  const settled = page.locator(states.map((state) => `[${attribute}="${state}"]`).join(', '));
  await expect(async () => {
    await page.goto(server.origin + PUBLISH_PAGE);
    await expect(settled).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20 * 60_000, intervals: [3_000] });
}
const pageText = async (page: Page) =>
  `${await page.locator('main').innerText()}\n\nserver:\n${server.output().slice(-4_000)}`;

const withTitle = (text: string, title: string) => text.replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`);

const publicTitle = async (request: APIRequestContext, path = PAGE) => {
  const answer = await request.get(server.origin + path, { headers: { cookie: '' } });
  const html = await answer.text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? `(status ${answer.status()})`;
};

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000);
  if (editorBuildState(process.cwd()) !== 'current')
    execFileSync(process.execPath, ['scripts/build-editor.ts'], { stdio: 'inherit' });
  copy = copyTestCatalogue('publish-');
  git(copy.root, 'init', '--quiet', '--initial-branch=main');
  git(copy.root, 'add', '-A');
  git(copy.root, '-c', 'user.name=Studio', '-c', 'user.email=studio@example.com', 'commit', '--quiet', '-m', 'Start');
  work = mkdtempSync(join(tmpdir(), 'publish-remote-'));
  bare = join(work, 'site.git');
  git(work, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
  git(copy.root, 'push', '--quiet', bare, 'main');
  await buildCopy(copy);
  await writeAccounts(join(work, 'editors.json'), [ada, bob]);
  server = await startServerProcess({
    port: publishServerPort(),
    dir: work,
    via: 'node',
    env: {
      NODE_ENV: 'production',
      CONTENT_ROOT: copy.root,
      EDITOR_ACCOUNTS_FILE: join(work, 'editors.json'),
      PUBLISH_REMOTE: bare,
      PUBLISH_DIR: join(work, 'publish'),
      PUBLISH_RETRY_MIN_S: '1',
    },
  });
  expect(server.output()).toContain('Publishing on /keystatic/publish: pushes to PUBLISH_REMOTE');
});

test.afterAll(async () => {
  await Promise.all([...sessions.values()].map((context) => context.dispose()));
  killServerProcesses();
  await copy?.remove();
  if (work) {
    // What the publisher's builds kept for their snapshot (under .astro/content-roots/), then the rest.
    rmSync(sitePaths(process.cwd(), { CONTENT_ROOT: join(work, 'publish', 'snapshot') }).work, {
      recursive: true,
      force: true,
    });
    rmSync(work, { recursive: true, force: true });
  }
});

test('an editor changes a title in the editor, previews it, publishes it, and visitors see it without a restart', async ({
  page,
  browser,
  request,
  problems,
}) => {
  // Leaving a page of the site (the preview), which opts into cross-document view transitions,
  // for an editor page, which does not, makes Chromium abort the transition with a page error.
  problems.allow(/Transition was aborted/);
  const before = remoteLog('%H');
  const title = 'CashCast Forecaster, revised';
  await signIn(page, ada);
  await expect(page.getByRole('heading', { name: 'Publish', level: 1 })).toBeVisible();
  await expect(page.getByText('No saved changes')).toBeVisible();
  await checkA11y(page, { bothSchemes: false });

  // The change, made in the editor's own form.
  await page.goto(`${server.origin}/keystatic/collection/projects/item/${SLUG}`);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/keystatic/update') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  // Every editor page leads to the publish page.
  await page.getByRole('link', { name: PUBLISH_LINK_LABEL, exact: true }).click();
  await expect(page).toHaveURL(server.origin + PUBLISH_PAGE);

  await expect(page.getByText(`modified: content/${PROJECT}`)).toBeVisible();
  await page.getByRole('button', { name: 'Build preview' }).click();
  await waitForSettled(page, 'data-preview-state', ['ready', 'failed']);
  expect(await page.locator('[data-preview-state]').getAttribute('data-preview-state'), await pageText(page)).toBe(
    'ready',
  );

  await page.getByRole('link', { name: 'preview its page' }).click();
  await expect(page).toHaveURL(server.origin + PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Preview — not published');
  // A visitor does not see it: nothing is published yet.
  const visitor = await browser.newPage();
  await visitor.goto(server.origin + PAGE);
  await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(title);

  await page.getByRole('link', { name: 'Exit preview' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await waitForSettled(page, 'data-state', ['pushed', 'pending', 'failed']);
  expect(await page.locator('[data-state]').getAttribute('data-state'), await pageText(page)).toBe('pushed');

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await publicTitle(request)).toBe(title);
  expect(server.child.exitCode, 'no restart').toBeNull();
  const added = remoteLog('%H|%an <%ae>|%s').slice(0, remoteLog('%H').length - before.length);
  expect(added).toHaveLength(1);
  expect(added[0]).toMatch(new RegExp(`\\|${ada.name} <${ada.email}>\\|Publish projects/cashcast$`));
  // The checkout has nothing left to publish.
  expect(git(copy.root, 'status', '--porcelain')).toBe('');
  await visitor.close();
});

test('a change that fails the content check publishes nothing and names the field', async ({ request }) => {
  const before = remoteLog('%H');
  const path = join(copy.root, 'content', PROJECT);
  const saved = readFileSync(path, 'utf8');
  // The editor's save refuses a broken entry, so the broken file comes from elsewhere (a shell).
  writeFileSync(path, saved.replace(/^status: .*$/m, 'status: nonsense'));
  const answer = await statusOf(await (await sessionOf(ada)).post(PUBLISH_API, UNTIL_BUILT));
  expect(answer.state).toBe('failed');
  expect(answer.problems.join('\n')).toMatch(/content error in projects\/cashcast\.md: .*status/);
  expect(remoteLog('%H')).toEqual(before);
  expect(await publicTitle(request)).toBe('CashCast Forecaster, revised');
  writeFileSync(path, saved);
});

test('two editors on one entry: the later save over an earlier one is refused, naming who saved', async () => {
  const adaSession = await sessionOf(ada);
  const bobSession = await sessionOf(bob);
  const adaOpened = await openEntry(adaSession);
  const bobOpened = await openEntry(bobSession);
  expect((await saveEntry(bobSession, withTitle(bobOpened, 'CashCast by Bob'))).status()).toBe(200);

  const refused = await saveEntry(adaSession, withTitle(adaOpened, 'CashCast by Ada'));
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain(`${bob.name} (${bob.email}) changed content/${PROJECT}`);
  expect(readFileSync(join(copy.root, 'content', PROJECT), 'utf8')).toContain('CashCast by Bob');
});

test('two editors publish at once while the remote moved ahead: one build, both versions kept', async ({ request }) => {
  // Someone pushed another entry's change to the remote meanwhile.
  const other = join(work, 'other');
  git(work, 'clone', '--quiet', bare, other);
  setTitle(other, 'projects/lenstrace.md', 'LensTrace, from the remote');
  git(other, '-c', 'user.name=Carol', '-c', 'user.email=carol@example.com', 'commit', '--quiet', '-am', 'Remote edit');
  git(other, 'push', '--quiet', 'origin', 'main');

  const bobSession = await sessionOf(bob);
  expect(
    (await saveEntry(bobSession, withTitle(await openEntry(bobSession), 'CashCast, by two editors'))).status(),
  ).toBe(200);
  const adaSession = await sessionOf(ada);
  const [first, second] = await Promise.all([
    adaSession.post(PUBLISH_API, UNTIL_BUILT).then(statusOf),
    bobSession.post(PUBLISH_API, UNTIL_BUILT).then(statusOf),
  ]);
  expect(first.state).toBe('pushed');
  // One publish answers both: the same commit (an editor who asked before its snapshot is named
  // in it too; one who asked later finds nothing left and is shown its result).
  expect(second.commit).toBe(first.commit);
  expect(second.state).toBe('pushed');
  expect(first.editors.length).toBeGreaterThan(0);
  for (const editor of first.editors) expect([ada.email, bob.email]).toContain(editor.email);
  expect(await publicTitle(request)).toBe('CashCast, by two editors');
  expect(await publicTitle(request, '/case-studies/lenstrace')).toBe('LensTrace, from the remote');
  const subjects = remoteLog('%s');
  expect(subjects.filter((subject) => subject === 'Publish projects/cashcast')).toHaveLength(2);
  expect(subjects).toContain('Remote edit');
});

test('an unreachable remote is retried until it comes back; undo publishes the version before', async ({ request }) => {
  const adaSession = await sessionOf(ada);
  const bobSession = await sessionOf(bob);
  const away = `${bare}.away`;
  renameSync(bare, away);
  const opened = await openEntry(adaSession);
  expect((await saveEntry(adaSession, withTitle(opened, 'CashCast, while the remote was away'))).status()).toBe(200);
  const pending = await statusOf(await adaSession.post(PUBLISH_API, UNTIL_BUILT));
  expect(pending.state).toBe('pending');
  expect(await publicTitle(request)).toBe('CashCast, while the remote was away');
  renameSync(away, bare);
  await until(
    async () => (await stateOf(await adaSession.get(PUBLISH_API))).state === 'pushed',
    'the retried push',
    60_000,
  );
  expect(remoteLog('%s')[0]).toBe('Publish projects/cashcast');

  const undone = await statusOf(await bobSession.post(PUBLISH_API_UNDO, UNTIL_BUILT));
  expect(undone.state).toBe('pushed');
  expect(await publicTitle(request)).toBe('CashCast, by two editors');
  expect(remoteLog('%an|%s')[0]).toBe(`${bob.name}|Undo "Publish projects/cashcast"`);
  expect(readFileSync(join(copy.root, 'content', PROJECT), 'utf8')).toContain('title: "CashCast, by two editors"');
  expect(git(copy.root, 'status', '--porcelain')).toBe('');
});

test("the same entry changed on the remote: theirs is published, the editor's kept on a named branch", async ({
  request,
}) => {
  const other = join(work, 'other');
  git(other, 'pull', '--quiet', '--no-rebase', 'origin', 'main');
  setTitle(other, PROJECT, 'CashCast, from the remote');
  git(other, '-c', 'user.name=Carol', '-c', 'user.email=carol@example.com', 'commit', '--quiet', '-am', 'Remote title');
  git(other, 'push', '--quiet', 'origin', 'main');

  const adaSession = await sessionOf(ada);
  const opened = await openEntry(adaSession);
  expect((await saveEntry(adaSession, withTitle(opened, 'CashCast, by Ada meanwhile'))).status()).toBe(200);
  const answer = await statusOf(await adaSession.post(PUBLISH_API, UNTIL_BUILT));
  expect(answer.state).toBe('pushed');
  const branch = /publish-conflict\/ada-[\d-]+/.exec(answer.message)?.[0] ?? '';
  expect(answer.message, answer.message).toContain(`Yours is kept on the branch ${branch}`);
  expect(await publicTitle(request)).toBe('CashCast, from the remote');
  expect(git(bare, 'show', `main:content/${PROJECT}`)).toContain('title: "CashCast, from the remote"');
  expect(git(bare, 'show', `${branch}:content/${PROJECT}`)).toContain('title: "CashCast, by Ada meanwhile"');
});

test('signing out ends the session: the publish page and its API answer no more', async ({ page }) => {
  await signIn(page, bob);
  await page.getByRole('button', { name: SIGN_IN_LABELS.signOut }).click();
  await expect(page.getByText(SIGN_IN_LABELS.signedOut)).toBeVisible();
  await page.goto(server.origin + PUBLISH_PAGE);
  await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PATH}\\?next=`));
  // Without a session the publish API is an unknown path.
  const stranger = await apiRequest.newContext({ extraHTTPHeaders: { origin: server.origin } });
  expect((await stranger.post(server.origin + PUBLISH_API)).status()).toBe(404);
  expect((await stranger.get(server.origin + PUBLISH_API)).status()).toBe(404);
  await stranger.dispose();
});
