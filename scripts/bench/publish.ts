/**
 * `npm run bench:publish`: how long an editor waits for a change to be live, and how long the
 * publish pipeline's content-only path takes.
 *
 * 1. Publish to served: a throwaway git checkout holding a copy of the test catalogue, a bare
 *    repository as its remote, and the `npm start` server (src/server/node/entry.ts) with one
 *    editor account, signed in through the sign-in form. One project's title is changed, Publish
 *    is asked for, and the clock stops
 *    when the public page serves the new title. A first publish warms the build's cache (as any
 *    server that has published once has it); the second is the one measured. Both are printed.
 * 2. The content-only CI path: `npm run ci:content` (content check, build of content/, tests/site
 *    on that build), run here as CI runs it.
 *
 * PUBLISH_BENCH_PORT (default 5680), PUBLISH_BENCH_CI=0 to skip the second part. Goal: live
 * within 60 s.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePaths } from '../../src/config/site-paths.ts';
import { PUBLISH_API } from '../../src/lib/publish/publish-paths.ts';
import { SIGN_IN_PATH } from '../../src/lib/admin-paths.ts';
import { accountStore, newStamp } from '../../src/server/node/editor/accounts.ts';
import { editorBuildState } from '../../src/server/node/editor/build-state.ts';
import { hashPassword } from '../../src/server/node/editor/password-hash.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PUBLISH_BENCH_PORT ?? 5680);
const origin = `http://127.0.0.1:${port}`;
const GOAL_S = 60;
const PROJECT = 'projects/cashcast.md';
const PAGE = '/case-studies/cashcast';
const editor = { name: 'Bench Editor', email: 'bench@example.com', password: 'bench editor password' };
/** A cheaper scrypt than an operator's: the bench measures publishing, not the sign-in. */
const BENCH_SCRYPT = { N: 2 ** 12, r: 8, p: 1 };

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const seconds = (ms: number) => (ms / 1000).toFixed(1);

const work = mkdtempSync(join(tmpdir(), 'bench-publish-'));
const checkout = join(work, 'checkout');
const bare = join(work, 'site.git');
cpSync(sitePaths(root, { CONTENT_ROOT: 'tests/fixture' }).content, join(checkout, 'content'), { recursive: true });
git(checkout, 'init', '--quiet', '--initial-branch=main');
git(checkout, 'add', '-A');
git(checkout, '-c', 'user.name=Studio', '-c', 'user.email=studio@example.com', 'commit', '--quiet', '-m', 'Start');
git(work, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
git(checkout, 'push', '--quiet', bare, 'main');

const accountsFile = join(work, 'editors.json');
accountStore(accountsFile).save([
  {
    name: editor.name,
    email: editor.email,
    hash: await hashPassword(editor.password, BENCH_SCRYPT),
    stamp: newStamp(),
    createdAt: new Date().toISOString(),
  },
]);
if (editorBuildState(root) !== 'current')
  execFileSync(process.execPath, [join(root, 'scripts', 'build-editor.ts')], { stdio: 'inherit' });

const server = spawn(process.execPath, [join(root, 'src', 'server', 'node', 'entry.ts')], {
  cwd: root,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    CONTENT_ROOT: checkout,
    PORT: String(port),
    HOST: '127.0.0.1',
    OUTBOX_DB: join(work, 'outbox.sqlite'),
    VITALS_DB: join(work, 'vitals.sqlite'),
    EDITOR_ACCOUNTS_FILE: accountsFile,
    PUBLISH_REMOTE: bare,
    PUBLISH_DIR: join(work, 'publish'),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
const stop = () => {
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  rmSync(sitePaths(root, { CONTENT_ROOT: checkout }).work, { recursive: true, force: true });
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function publishTitle(title: string): Promise<{ liveMs: number; state: string }> {
  const file = join(checkout, 'content', PROJECT);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`));
  const started = Date.now();
  const answer = fetch(origin + PUBLISH_API, { method: 'POST', headers: { cookie, origin } }).then(
    async (response) => (await response.json()) as { state: string; message: string; problems: string[] },
  );
  let finished: { state: string; message: string; problems: string[] } | undefined;
  void answer.then((result) => (finished = result));
  for (;;) {
    const html = await fetch(origin + PAGE)
      .then((response) => response.text())
      .catch(() => '');
    if (html.includes(`>${title}</h1>`)) return { liveMs: Date.now() - started, state: (await answer).state };
    if (finished && finished.state === 'failed')
      throw new Error(`the publish failed: ${finished.message}\n${finished.problems.join('\n')}`);
    if (Date.now() - started > 30 * 60_000) throw new Error(`not live after 30 minutes:\n${output.slice(-2000)}`);
    await sleep(100);
  }
}

let cookie = '';
try {
  for (let tries = 0; !output.includes('Studio site and form API on'); tries++) {
    if (server.exitCode !== null || tries > 600) throw new Error(`the server did not start:\n${output}`);
    await sleep(100);
  }
  const signedIn = await fetch(origin + SIGN_IN_PATH, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: editor.email, password: editor.password }),
    redirect: 'manual',
  });
  cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (signedIn.status !== 303 || !cookie) throw new Error(`the sign-in failed: ${signedIn.status}`);
  const first = await publishTitle('CashCast, first publish');
  console.log(`publish (cold build cache): live in ${seconds(first.liveMs)} s, then ${first.state}`);
  const second = await publishTitle('CashCast, second publish');
  console.log(`publish: live in ${seconds(second.liveMs)} s, then ${second.state}`);
  const commits = git(bare, 'rev-list', '--count', 'main');
  console.log(`remote: ${commits} commits (the start and one per publish)`);

  let ciLine = 'content_only_ci_s=skipped';
  if (process.env.PUBLISH_BENCH_CI !== '0') {
    const started = Date.now();
    const ci = spawnSync(process.execPath, [join(root, 'scripts', 'ci-content.ts')], { cwd: root, stdio: 'inherit' });
    if (ci.status !== 0) throw new Error('the content-only path failed');
    ciLine = `content_only_ci_s=${seconds(Date.now() - started)}`;
  }
  console.log(
    `\npublish publish_to_live_s=${seconds(second.liveMs)} first_publish_to_live_s=${seconds(first.liveMs)} ${ciLine} goal_s=${GOAL_S}`,
  );
  if (second.liveMs > GOAL_S * 1000) {
    console.log(`over the goal: live after more than ${GOAL_S} s`);
    process.exitCode = 1;
  }
} finally {
  stop();
}
