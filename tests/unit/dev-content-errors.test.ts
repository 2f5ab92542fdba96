/**
 * `npm run dev` while an editor's file is invalid: every page answers with the problem (file,
 * field, what was expected) instead of the last valid version, and the page is back as soon as
 * the file is fixed. Runs Astro's dev server, as an editor would, on a copy of the test catalogue.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePaths } from '../../src/config/site-paths.ts';
import { fixture, fixturePaths, projectRoot } from '../support/fixture';

const root = mkdtempSync(join(tmpdir(), 'content-dev-'));
cpSync(fixturePaths.content, join(root, 'content'), { recursive: true });
const tool = fixture.tools[0]!;
const file = join(root, 'content', tool.file);
const original = readFileSync(file, 'utf8');

const port = 4390 + Math.floor(Math.random() * 9);
let server: ChildProcess | undefined;
const get = async (path: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, text: await response.text() };
};

/** Polls until the check holds (the watcher reacts within a second or two; the server may restart once). */
async function until(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A terminal's environment: none of what Vitest sets (NODE_ENV, MODE, BASE_URL, ...), which Astro would read. */
const editorEnv = () => {
  const { PATH, HOME, TMPDIR, LANG } = process.env;
  return Object.fromEntries(Object.entries({ PATH, HOME, TMPDIR, LANG }).filter(([, value]) => value !== undefined));
};

beforeAll(async () => {
  server = spawn(
    process.execPath,
    [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'dev', '--host', '127.0.0.1', '--port', String(port)],
    { cwd: projectRoot, env: { ...editorEnv(), CONTENT_ROOT: root, ASTRO_DEV_BACKGROUND: '0' }, stdio: 'ignore' },
  );
  await until(() => get('/').then(() => true), 'the dev server', 60_000);
}, 70_000);

afterAll(() => {
  server?.kill();
  rmSync(root, { recursive: true, force: true });
  // The dev server's cache for this temporary content root.
  rmSync(sitePaths(projectRoot, { CONTENT_ROOT: root }).work, { recursive: true, force: true });
});

describe('npm run dev with an invalid content file', () => {
  const page = `/tools/detail/${tool.id}`;

  it('shows the problem, naming file and field, then the page again once it is fixed', async () => {
    // The first sync reads every entry and its images; on two busy cores it can take most of a minute.
    await until(async () => (await get(page)).status === 200, `${page} after the first sync`, 75_000);

    writeFileSync(file, original.replace(/^category:.*$/m, 'category: productivty'));
    await until(async () => (await get(page)).status === 500, 'the problems page');
    const broken = await get('/');
    expect(broken.status).toBe(500);
    expect(broken.text).toContain(`content/${tool.file}`);
    expect(broken.text).toContain('<code class="field">category</code>');
    expect(broken.text).toContain('&quot;productivty&quot; is not a category');

    writeFileSync(file, original);
    await until(async () => (await get(page)).status === 200, 'the fixed page');
    expect((await get(page)).text).toContain(tool.data.name);
  }, 150_000);
});
