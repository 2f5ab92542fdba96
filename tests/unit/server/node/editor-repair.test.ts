/**
 * The repair view on `npm start` (/keystatic/repair behind sign-in): the real server process with
 * two editor accounts, on a copy of the test catalogue in a git working tree. A file the editor's
 * form cannot open (front matter that does not parse) is listed, shown as text with its problem at
 * its line, refused while the text would still break the check (422, nothing written, the text
 * kept), saved once fixed, and a save over another editor's newer one is refused naming them.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPAIR_PATH, repairHref, SIGN_IN_PATH } from '@/lib/admin-paths';
import { TEST_EDITORS } from '../../../support/editor-accounts';
import { editorSite } from '../../../support/editor-site';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../../../support/server-process';

const PORT = 42895;
const FILE = 'projects/cashcast.md';
const { ada: ADA, bob: BOB } = TEST_EDITORS;

let root = '';
let entryPath = '';
let server: ServerProcess;
let original = '';

beforeAll(async () => {
  let accountsFile: string;
  ({ root, accountsFile } = await editorSite('editor-repair-', [ADA, BOB]));
  entryPath = join(root, 'site', 'content', FILE);
  server = await startServerProcess({
    port: PORT,
    dir: mkdtempSync(join(root, 'server-')),
    via: 'node',
    env: {
      CONTENT_ROOT: join(root, 'site'),
      EDITOR_ACCOUNTS_FILE: accountsFile,
      PUBLISH_DIR: join(root, 'publish'),
    },
  });
  original = readFileSync(entryPath, 'utf8');
  // Front matter that does not parse: an unclosed quote on the title's line (line 3).
  writeFileSync(entryPath, original.replace('title: "CashCast Forecaster"', 'title: "CashCast Forecaster'));
}, 180_000);

afterAll(() => {
  killServerProcesses();
  rmSync(root, { recursive: true, force: true });
});

async function cookieOf(who: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${server.origin}${SIGN_IN_PATH}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.origin },
    body: new URLSearchParams({ email: who.email, password: who.password }),
  });
  expect(answer.status).toBe(303);
  return answer.headers.get('set-cookie')?.split(';')[0] ?? '';
}

const page = (cookie: string, path: string) => fetch(`${server.origin}${path}`, { headers: { cookie } });
const save = (cookie: string, text: string) =>
  fetch(`${server.origin}${repairHref(FILE)}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, Origin: server.origin },
    body: new URLSearchParams({ text }),
  });
/** The textarea's text as the browser reads it (the parser drops the first newline). */
const textareaOf = (html: string) =>
  (/<textarea[^>]*>\n([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

describe('the repair view on npm start', () => {
  it('answers only a signed-in editor', async () => {
    const answer = await fetch(`${server.origin}${REPAIR_PATH}`, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toContain(SIGN_IN_PATH);
    const post = await fetch(`${server.origin}${repairHref(FILE)}`, {
      method: 'POST',
      headers: { Origin: server.origin },
      body: new URLSearchParams({ text: 'x' }),
    });
    expect(post.status).toBe(404);
    expect(readFileSync(entryPath, 'utf8')).not.toBe('x');
  });

  it('lists the broken file, shows its text with the problem at its line, with the signed-in bar and script', async () => {
    const cookie = await cookieOf(ADA);
    const list = await (await page(cookie, REPAIR_PATH)).text();
    expect(list).toContain(`<code>content/${FILE}</code>`);
    expect(list).toContain(`href="${repairHref(FILE).replaceAll('&', '&amp;')}"`);
    const answer = await page(cookie, repairHref(FILE));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await answer.text();
    expect(html).toContain(`<h1>Fix content/${FILE}</h1>`);
    expect(html).toMatch(/data-line="\d+"/);
    expect(html).toContain('Signed in as Ada Lovelace');
    const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? '';
    expect((await page(cookie, script)).status).toBe(200);
    expect(textareaOf(html)).toBe(readFileSync(entryPath, 'utf8'));
  });

  it('refuses a text that still breaks the check (422, nothing written, the text kept), saves a fixed one', async () => {
    const cookie = await cookieOf(ADA);
    await page(cookie, repairHref(FILE));
    const broken = readFileSync(entryPath, 'utf8');
    // The quote closed, but a status the schema does not know: a problem the file did not have.
    const stillBroken = original.replace('status: portfolio', 'status: nowhere');
    const refused = await save(cookie, stillBroken);
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Not saved: this text would break the content check');
    expect(textareaOf(html)).toBe(stillBroken);
    expect(readFileSync(entryPath, 'utf8')).toBe(broken);

    const fixed = await save(cookie, original.replace('CashCast Forecaster"', 'CashCast Forecaster Pro"'));
    expect(fixed.status).toBe(303);
    expect(fixed.headers.get('location')).toBe(`${repairHref(FILE)}&saved=1`);
    expect(readFileSync(entryPath, 'utf8')).toContain('title: "CashCast Forecaster Pro"');
    const after = await (await page(cookie, fixed.headers.get('location') ?? '')).text();
    expect(after).toContain('Saved. The file passes the check.');
  });

  it("refuses a save over another editor's newer save, naming them, and writes nothing", async () => {
    const bob = await cookieOf(BOB);
    const ada = await cookieOf(ADA);
    const bobsView = textareaOf(await (await page(bob, repairHref(FILE))).text());
    await page(ada, repairHref(FILE));
    expect((await save(ada, bobsView.replace('Forecaster Pro', 'Forecaster Max'))).status).toBe(303);
    const refused = await save(bob, bobsView.replace('Forecaster Pro', 'Forecaster Bob'));
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(`Ada Lovelace (${ADA.email}) changed content/${FILE} after you opened it`);
    expect(readFileSync(entryPath, 'utf8')).toContain('Forecaster Max');
  });
});
