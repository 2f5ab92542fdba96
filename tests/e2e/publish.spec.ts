/**
 * Publishing, the way editors and the operator see it: the server's checkout is a throwaway git
 * working tree holding a copy of the test catalogue, its remote a bare repository. An editor
 * changes a project's title (written as the editor writes it), sees it in the preview, publishes,
 * and the public page shows it without a restart while the remote holds one commit by that
 * editor; a change that fails the check publishes nothing; two editors publish at once while the
 * remote moved ahead; the remote goes away and comes back; the last publish is undone.
 *
 * The server is tests/support/publish-test-server.ts: the site as `npm start` serves it with the
 * publishing routes behind a stand-in for the sign-in gate.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { copyTestCatalogue, editorEnv, type ContentCopy } from '../support/dev-server';
import { projectRoot } from '../support/fixture';
import { publishServerPort } from '../support/ports';
import { TEST_EDITOR_COOKIE } from '../support/publish-test-server';
import { until } from '../support/until';
import { PUBLISH_API, PUBLISH_API_UNDO, PUBLISH_PAGE } from '../../src/lib/publish/publish-paths';
import type { PublishStatus } from '../../src/server/node/publish/publisher';

/** What the publish API answers. */
const statusOf = async (answer: APIResponse) => (await answer.json()) as PublishStatus;
const stateOf = async (answer: APIResponse) => ((await answer.json()) as { status: PublishStatus }).status;

test.describe.configure({ mode: 'serial' });
// Each publish builds the test catalogue (a minute or two on a busy two-core machine).
test.setTimeout(25 * 60_000);

const ada = { name: 'Ada Editor', email: 'ada@example.com' };
const bob = { name: 'Bob Editor', email: 'bob@example.com' };
const port = publishServerPort();
const origin = `http://127.0.0.1:${port}`;
const PROJECT = 'projects/cashcast.md';
const PAGE = '/case-studies/cashcast';

let copy: ContentCopy;
let work: string;
let bare: string;
let server: ChildProcess;
let output = '';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }).trim();
const remoteLog = (format: string) => git(bare, 'log', `--format=${format}`, 'main').split('\n');

/** Sets a project's title in the copy's file, as the editor's save writes it. */
function setTitle(root: string, file: string, title: string): void {
  const path = join(root, 'content', file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`));
}

const cookieOf = (editor: typeof ada) => `${TEST_EDITOR_COOKIE}=${encodeURIComponent(JSON.stringify(editor))}`;
const asEditor = (editor: typeof ada) => ({ headers: { cookie: cookieOf(editor) } });

async function signIn(page: Page, editor: typeof ada) {
  await page
    .context()
    .addCookies([{ name: TEST_EDITOR_COOKIE, value: encodeURIComponent(JSON.stringify(editor)), url: origin }]);
}

const publicTitle = async (request: APIRequestContext, path = PAGE) => {
  const answer = await request.get(origin + path, { headers: { cookie: '' } });
  const html = await answer.text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? `(status ${answer.status()})`;
};

test.beforeAll(async () => {
  copy = copyTestCatalogue('publish-');
  git(copy.root, 'init', '--quiet', '--initial-branch=main');
  git(copy.root, 'add', '-A');
  git(copy.root, '-c', 'user.name=Studio', '-c', 'user.email=studio@example.com', 'commit', '--quiet', '-m', 'Start');
  work = mkdtempSync(join(tmpdir(), 'publish-remote-'));
  bare = join(work, 'site.git');
  git(work, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
  git(copy.root, 'push', '--quiet', bare, 'main');
  server = spawn(process.execPath, [join(projectRoot, 'tests/support/publish-test-server.ts')], {
    cwd: projectRoot,
    env: editorEnv({
      CONTENT_ROOT: copy.root,
      PORT: String(port),
      PUBLISH_REMOTE: bare,
      PUBLISH_DIR: join(work, 'publish'),
      PUBLISH_RETRY_MIN_S: '1',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(
    () => output.includes('Publishing test server on'),
    'the publishing server',
    60_000,
    () => output,
  );
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await copy?.remove();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('an editor previews a changed title, publishes it, and visitors see it without a restart', async ({
  page,
  browser,
  request,
}) => {
  const before = remoteLog('%H');
  const title = 'CashCast Forecaster, revised';
  setTitle(copy.root, PROJECT, title);
  await signIn(page, ada);

  await page.goto(origin + PUBLISH_PAGE);
  await expect(page.getByText(`modified: content/${PROJECT}`)).toBeVisible();
  await page.getByRole('button', { name: 'Build preview' }).click();
  await expect(page.locator('[data-preview-state="ready"]')).toBeVisible({ timeout: 20 * 60_000 });

  await page.getByRole('link', { name: 'preview its page' }).click();
  await expect(page).toHaveURL(origin + PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Preview — not published');
  // A visitor does not see it: nothing is published yet.
  const visitor = await browser.newPage();
  await visitor.goto(origin + PAGE);
  await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(title);

  await page.getByRole('link', { name: 'Exit preview' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('[data-state="pushed"]')).toBeVisible({ timeout: 20 * 60_000 });

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await publicTitle(request)).toBe(title);
  expect(server.exitCode).toBeNull();
  const added = remoteLog('%H|%an <%ae>|%s').slice(0, remoteLog('%H').length - before.length);
  expect(added).toHaveLength(1);
  expect(added[0]).toMatch(new RegExp(`\\|${ada.name} <${ada.email}>\\|Publish projects/cashcast$`));
  // The checkout has nothing left to publish.
  expect(git(copy.root, 'status', '--porcelain')).toBe('');
});

test('a change that fails the content check publishes nothing and names the field', async ({ request }) => {
  const before = remoteLog('%H');
  const path = join(copy.root, 'content', PROJECT);
  const saved = readFileSync(path, 'utf8');
  writeFileSync(path, saved.replace(/^status: .*$/m, 'status: nonsense'));
  const answer = await statusOf(await request.post(origin + PUBLISH_API, asEditor(ada)));
  expect(answer.state).toBe('failed');
  expect(answer.problems.join('\n')).toMatch(/content error in projects\/cashcast\.md: .*status/);
  expect(remoteLog('%H')).toEqual(before);
  expect(await publicTitle(request)).toBe('CashCast Forecaster, revised');
  writeFileSync(path, saved);
});

test('two editors publish at once while the remote moved ahead: one build, both versions kept', async ({ request }) => {
  // Someone pushed another entry's change to the remote meanwhile.
  const other = join(work, 'other');
  git(work, 'clone', '--quiet', bare, other);
  setTitle(other, 'projects/lenstrace.md', 'LensTrace, from the remote');
  git(other, '-c', 'user.name=Carol', '-c', 'user.email=carol@example.com', 'commit', '--quiet', '-am', 'Remote edit');
  git(other, 'push', '--quiet', 'origin', 'main');

  setTitle(copy.root, PROJECT, 'CashCast, by two editors');
  const [first, second] = await Promise.all([
    request.post(origin + PUBLISH_API, asEditor(ada)).then(statusOf),
    request.post(origin + PUBLISH_API, asEditor(bob)).then(statusOf),
  ]);
  expect(first.state).toBe('pushed');
  expect(second.commit).toBe(first.commit);
  expect(first.editors.map((editor) => editor.email)).toEqual([ada.email, bob.email]);
  expect(await publicTitle(request)).toBe('CashCast, by two editors');
  expect(await publicTitle(request, '/case-studies/lenstrace')).toBe('LensTrace, from the remote');
  const subjects = remoteLog('%s');
  expect(subjects.filter((subject) => subject === 'Publish projects/cashcast')).toHaveLength(2);
  expect(subjects).toContain('Remote edit');
  expect(git(bare, 'log', '-1', '--format=%B', first.commit ?? 'none')).toContain(
    `Co-authored-by: ${bob.name} <${bob.email}>`,
  );
});

test('an unreachable remote is retried until it comes back; undo publishes the version before', async ({ request }) => {
  const away = `${bare}.away`;
  renameSync(bare, away);
  setTitle(copy.root, PROJECT, 'CashCast, while the remote was away');
  const pending = await statusOf(await request.post(origin + PUBLISH_API, asEditor(ada)));
  expect(pending.state).toBe('pending');
  expect(await publicTitle(request)).toBe('CashCast, while the remote was away');
  renameSync(away, bare);
  await until(
    async () => (await stateOf(await request.get(origin + PUBLISH_API, asEditor(ada)))).state === 'pushed',
    'the retried push',
    60_000,
  );
  expect(remoteLog('%s')[0]).toBe('Publish projects/cashcast');

  const undone = await statusOf(await request.post(origin + PUBLISH_API_UNDO, asEditor(bob)));
  expect(undone.state).toBe('pushed');
  expect(await publicTitle(request)).toBe('CashCast, by two editors');
  expect(remoteLog('%an|%s')[0]).toBe(`${bob.name}|Undo "Publish projects/cashcast"`);
  expect(readFileSync(join(copy.root, 'content', PROJECT), 'utf8')).toContain('title: "CashCast, by two editors"');
  expect(git(copy.root, 'status', '--porcelain')).toBe('');
});
