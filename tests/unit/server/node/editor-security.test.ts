/**
 * The editor's security as an attacker meets it: the real `npm start` process
 * (npm, scripts/start.mjs, src/server/node/entry.ts) with two editor accounts, serving a copy of
 * the test catalogue's content in a git working tree (so publishing is on too). Every editor
 * route, publishing's included, listed from the editor server's router (createEditorServer().routes), is tried without a session, with a forged, an expired and another
 * server's cookie, and with cross-site writes; every path the editor's API takes is tried with
 * traversal and a symbolic link; uploads too large or not images; and 50 wrong passwords against
 * one account while another editor signs in. The editor's build (.astro/editor/) is made first
 * when missing.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVE_BYTES } from '@/lib/content/image-limits';
import { SIGN_IN_PATH, SIGN_OUT_PATH } from '@/lib/admin-paths';
import { createEditorServer, type EditorRoute } from '@/server/node/editor/server';
import { readEditorSettings } from '@/server/node/editor/settings';
import { createPublishing, type Publishing } from '@/server/node/publish/editor-publishing';
import { createServedSite } from '@/server/node/publish/served-site';
import { PUBLISH_API, PUBLISH_API_UNDO, PUBLISH_PAGE, PUBLISH_UNDO } from '@/lib/publish/publish-paths';
import { Hono } from 'hono';
import { blobSha } from '@/admin/node/content-api';
import { accountStore, newStamp } from '@/server/node/editor/accounts';
import { TEST_EDITORS, writeAccounts } from '../../../support/editor-accounts';
import { editorSite } from '../../../support/editor-site';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../../../support/server-process';

const PORTS = { main: 42871, short: 42872, none: 42873 };
const { ada: ADA, bob: BOB } = TEST_EDITORS;
/** Two clients, told apart by a trusted proxy's X-Forwarded-For (TRUST_PROXY=1). */
const ATTACKER = '203.0.113.9';
const EDITOR_CLIENT = '198.51.100.7';

let root = '';
let content = '';
let accountsFile = '';
let main: ServerProcess;
let short: ServerProcess;
let routes: readonly EditorRoute[] = [];
let publishing: Publishing | undefined;

function startEditorServer(port: number, env: Record<string, string> = {}) {
  return startServerProcess({
    port,
    dir: mkdtempSync(join(root, 'server-')),
    via: 'npm',
    env: { CONTENT_ROOT: join(root, 'site'), EDITOR_ACCOUNTS_FILE: accountsFile, TRUST_PROXY: '1', ...env },
  });
}

beforeAll(async () => {
  ({ root, accountsFile } = await editorSite('editor-security-', [ADA, BOB]));
  content = join(root, 'site', 'content');
  publishing = await createPublishing({
    projectRoot: process.cwd(),
    site: createServedSite({ dir: join(root, 'no-build'), api: new Hono() }),
    env: { CONTENT_ROOT: join(root, 'site'), PUBLISH_DIR: join(root, 'publish') },
  });
  routes = createEditorServer({
    projectRoot: process.cwd(),
    contentDir: content,
    distDir: join(root, 'no-build'),
    settings: readEditorSettings({ EDITOR_ACCOUNTS_FILE: accountsFile }),
    trustProxy: 1,
    ...(publishing ? { extraRoutes: publishing.extraRoutes } : {}),
  }).routes;
  [main, short] = await Promise.all([
    startEditorServer(PORTS.main),
    startEditorServer(PORTS.short, { EDITOR_SESSION_IDLE_MIN: '0.02' }),
  ]);
}, 180_000);

afterAll(async () => {
  await publishing?.close();
  killServerProcesses();
  rmSync(root, { recursive: true, force: true });
});

const sameOrigin = (server: ServerProcess) => ({ Origin: server.origin });

async function signIn(server: ServerProcess, who: { email: string; password: string }, client = EDITOR_CLIENT) {
  const answer = await fetch(`${server.origin}${SIGN_IN_PATH}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...sameOrigin(server), 'X-Forwarded-For': client },
    body: new URLSearchParams({ email: who.email, password: who.password }),
  });
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  return { answer, cookie };
}

async function cookieOf(server: ServerProcess, who: { email: string; password: string }): Promise<string> {
  const { answer, cookie } = await signIn(server, who);
  expect(answer.status).toBe(303);
  expect(cookie).toMatch(/^studio-editor=[\w-]{43}$/);
  return cookie ?? '';
}

/** A concrete path for a route's pattern (`*` and `:name` filled in). */
const concrete = (path: string) => path.replace(/\*$/, 'tree').replace(/:(\w+)/g, 'editor-main.js');

/** Each route with the methods to try (ALL: a read and a write). */
const attempts = () =>
  routes.flatMap(({ method, path }) =>
    (method === 'ALL' ? ['GET', 'POST', 'PUT', 'DELETE'] : [method]).map((verb) => ({
      method: verb,
      path: concrete(path),
    })),
  );

const isPagePath = (method: string, path: string) =>
  method === 'GET' &&
  (path === '/keystatic' || path.startsWith('/keystatic/')) &&
  !path.startsWith('/keystatic/assets/');

describe('the router lists the editor routes', () => {
  it('holds the pages, the sign-out, the built code, the choices and the API, all behind the gate', () => {
    const listed = routes.map(({ method, path }) => `${method} ${path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        `POST ${SIGN_OUT_PATH}`,
        'GET /keystatic/assets/:file',
        'GET /api/keystatic/options',
        'ALL /api/keystatic/*',
        'GET /keystatic',
        'GET /keystatic/*',
        `GET ${PUBLISH_PAGE}`,
        `POST ${PUBLISH_PAGE}`,
        `POST ${PUBLISH_UNDO}`,
        `GET ${PUBLISH_API}`,
        `POST ${PUBLISH_API}`,
        `POST ${PUBLISH_API_UNDO}`,
      ]),
    );
    expect(listed.some((route) => route.includes(SIGN_IN_PATH))).toBe(false);
  });
});

describe('every editor route without a live session', () => {
  const cookies: Record<string, () => Promise<string | undefined>> = {
    'no cookie': async () => undefined,
    'a forged cookie': async () => `studio-editor=${'A'.repeat(43)}`,
    'an expired cookie': async () => {
      const cookie = await cookieOf(short, BOB);
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      return cookie;
    },
    "another server's cookie": () => cookieOf(short, ADA),
  };

  for (const [name, cookieFor] of Object.entries(cookies))
    it(`answers as an unknown path, or sends to the sign-in page, with ${name}`, async () => {
      const server = name === 'an expired cookie' ? short : main;
      const cookie = await cookieFor();
      const unknown = await (await fetch(`${server.origin}/no-such-page`)).text();
      expect(attempts().length).toBeGreaterThan(6);
      for (const { method, path } of attempts()) {
        const answer = await fetch(`${server.origin}${path}`, {
          method,
          redirect: 'manual',
          headers: { ...sameOrigin(server), 'no-cors': '1', ...(cookie ? { cookie } : {}) },
          ...(method === 'GET' ? {} : { body: '{"additions":[],"deletions":[]}' }),
        });
        const body = await answer.text();
        const where = `${method} ${path} with ${name}`;
        if (isPagePath(method, path)) {
          expect(answer.status, where).toBe(303);
          expect(answer.headers.get('location'), where).toMatch(/^\/keystatic\/sign-in\?next=/);
        } else {
          expect(answer.status, where).toBe(404);
          expect(body, where).toBe(unknown);
        }
        expect(body, where).not.toMatch(/editor-main|studio-editor|keystatic-core/);
      }
    }, 60_000);
});

describe('cross-site writes', () => {
  it('are refused (403) on every write route, sign-in and sign-out included, even with a live session', async () => {
    const cookie = await cookieOf(main, ADA);
    const writes = [...attempts().filter(({ method }) => method !== 'GET'), { method: 'POST', path: SIGN_IN_PATH }];
    const before = readFileSync(join(content, 'site.json'), 'utf8');
    for (const { method, path } of writes)
      for (const headers of [
        { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        {},
      ] as Record<string, string>[]) {
        const answer = await fetch(`${main.origin}${path}`, {
          method,
          redirect: 'manual',
          headers: { ...headers, cookie, 'no-cors': '1', 'content-type': 'application/json' },
          body: JSON.stringify({
            additions: [{ path: 'site.json', contents: Buffer.from('{}').toString('base64') }],
            deletions: [],
          }),
        });
        expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    expect(readFileSync(join(content, 'site.json'), 'utf8')).toBe(before);
    // The session is still there: the refused sign-out did not end it.
    expect((await fetch(`${main.origin}/api/keystatic/options`, { headers: { cookie } })).status).toBe(200);
  });
});

describe("the editor API's paths", () => {
  it('refuses traversal, absolute, encoded and symlinked paths, and writes nothing outside content/', async () => {
    const cookie = await cookieOf(main, ADA);
    const outside = join(root, 'outside');
    mkdirSync(outside, { recursive: true });
    writeFileSync(join(outside, 'secret.md'), '---\ntitle: secret\n---\n');
    symlinkSync(join(outside, 'secret.md'), join(content, 'projects', 'linked.md'));
    symlinkSync(outside, join(content, 'projects', 'linked-folder'));
    const secretSha = blobSha(readFileSync(join(outside, 'secret.md')));
    const listing = () => readdirSync(root).sort();
    const before = listing();

    const reads = [
      `/api/keystatic/blob/${secretSha}/projects/linked.md`,
      `/api/keystatic/blob/${secretSha}/projects/linked-folder/secret.md`,
      `/api/keystatic/blob/${secretSha}/projects/..%2F..%2F..%2Foutside%2Fsecret.md`,
      `/api/keystatic/blob/${secretSha}/projects/%2e%2e/%2e%2e/%2e%2e/outside/secret.md`,
      `/api/keystatic/blob/${secretSha}/%2F${encodeURIComponent(join(outside, 'secret.md').slice(1))}`,
    ];
    for (const path of reads) {
      const answer = await fetch(`${main.origin}${path}`, { headers: { cookie, 'no-cors': '1' } });
      expect([400, 404], path).toContain(answer.status);
      expect(await answer.text(), path).not.toContain('title: secret');
    }

    const tree = await (
      await fetch(`${main.origin}/api/keystatic/tree`, { headers: { cookie, 'no-cors': '1' } })
    ).text();
    expect(tree).not.toContain('linked');

    const evil = Buffer.from('---\ntitle: written\n---\n').toString('base64');
    const targets = [
      '../../outside/new.md',
      'projects/../../../outside/new.md',
      join(outside, 'new.md'),
      'projects/%2e%2e/%2e%2e/%2e%2e/outside/new.md',
      'projects\\..\\..\\..\\outside\\new.md',
      'projects/linked.md',
      'projects/linked-folder/new.md',
    ];
    for (const path of targets)
      for (const body of [
        { additions: [{ path, contents: evil }], deletions: [] },
        { additions: [], deletions: [{ path }] },
      ]) {
        const answer = await fetch(`${main.origin}/api/keystatic/update`, {
          method: 'POST',
          headers: { ...sameOrigin(main), cookie, 'no-cors': '1', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
      }
    expect(readFileSync(join(outside, 'secret.md'), 'utf8')).toBe('---\ntitle: secret\n---\n');
    expect(readdirSync(outside)).toEqual(['secret.md']);
    expect(listing()).toEqual(before);
  });

  it('refuses an oversized save and an image that is not one, writing nothing', async () => {
    const cookie = await cookieOf(main, ADA);
    // An upload larger than a save may be: the server refuses it from its declared length, before
    // reading it, so only its start is sent (node:http: fetch would wait to send it whole).
    const huge = JSON.stringify({
      additions: [
        { path: 'projects/cashcast/big.png', contents: Buffer.alloc(MAX_SAVE_BYTES + 1, 1).toString('base64') },
      ],
      deletions: [],
    });
    const big = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(`${main.origin}/api/keystatic/update`, {
        method: 'POST',
        agent: false,
        headers: {
          ...sameOrigin(main),
          cookie,
          'no-cors': '1',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(huge),
        },
      });
      request.on('response', (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
        answer.on('end', () => {
          request.destroy();
          resolve({ status: answer.statusCode ?? 0, text });
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      request.write(huge.slice(0, 64 * 1024));
    });
    expect(big.status).toBe(422);
    expect(big.text).toMatch(/^Not saved: /);
    expect(existsSync(join(content, 'projects', 'cashcast', 'big.png'))).toBe(false);

    const text = Buffer.from('<script>alert(1)</script>').toString('base64');
    const fake = await fetch(`${main.origin}/api/keystatic/update`, {
      method: 'POST',
      headers: { ...sameOrigin(main), cookie, 'no-cors': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ additions: [{ path: 'projects/cashcast/fake.png', contents: text }], deletions: [] }),
    });
    expect(fake.status).toBe(422);
    expect(await fake.text()).toMatch(/^Not saved: the image projects\/cashcast\/fake\.png /);
    expect(existsSync(join(content, 'projects', 'cashcast', 'fake.png'))).toBe(false);
  }, 90_000);
});

describe('sessions and the account file', () => {
  it("end when the editor's password changes or the account is removed, and no other's", async () => {
    const [ada, bob] = [await cookieOf(main, ADA), await cookieOf(main, BOB)];
    const store = accountStore(accountsFile);
    const open = async (cookie: string) =>
      (await fetch(`${main.origin}/api/keystatic/options`, { headers: { cookie } })).status;
    expect([await open(ada), await open(bob)]).toEqual([200, 200]);
    // What `npm run editor -- password` does: a new hash and a new stamp.
    store.save(
      store.all().map((account) => (account.email === BOB.email ? { ...account, stamp: newStamp() } : account)),
    );
    expect([await open(ada), await open(bob)]).toEqual([200, 404]);
    const before = store.all();
    store.save(before.filter((account) => account.email !== ADA.email));
    expect(await open(ada)).toBe(404);
    store.save(before);
  });

  it('use a Secure __Host- cookie behind a TLS proxy, and never a plain one there', async () => {
    const answer = await fetch(`${main.origin}${SIGN_IN_PATH}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: main.origin.replace('http:', 'https:'),
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-For': EDITOR_CLIENT,
      },
      body: new URLSearchParams({ email: ADA.email, password: ADA.password }),
    });
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-studio-editor=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
    const token = setCookie.split(';')[0]?.split('=')[1] ?? '';
    const over = (proto: string, cookie: string) =>
      fetch(`${main.origin}/api/keystatic/options`, { headers: { cookie, 'X-Forwarded-Proto': proto } }).then(
        (r) => r.status,
      );
    expect(await over('https', `__Host-studio-editor=${token}`)).toBe(200);
    expect(await over('https', `studio-editor=${token}`)).toBe(404);
  });
});

describe('wrong passwords', () => {
  it('50 against one account slow that account and client down, while another editor signs in', async () => {
    const attack = Array.from({ length: 50 }, (_, i) =>
      signIn(main, { email: ADA.email, password: `wrong password ${i}` }, ATTACKER).then(({ answer }) => answer),
    );
    const bob = await signIn(main, BOB, EDITOR_CLIENT);
    const answers = await Promise.all(attack);
    expect(bob.answer.status).toBe(303);
    expect(bob.cookie).toMatch(/^studio-editor=/);
    expect((await fetch(`${main.origin}/keystatic`, { headers: { cookie: bob.cookie ?? '' } })).status).toBe(200);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(40);
    const slowed = answers.find((answer) => answer.status === 429);
    expect(Number(slowed?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits now, from the attacked account's side.
    expect((await signIn(main, ADA, EDITOR_CLIENT)).answer.status).toBe(429);
  });

  it('say the same for an unknown email and a wrong password', async () => {
    const text = async (email: string) =>
      (
        await (await signIn(main, { email, password: 'not the password' }, `192.0.2.${email.length}`)).answer.text()
      ).replace(/value="[^"]*"/g, '');
    expect(await text('nobody@example.com')).toBe(await text(BOB.email));
  });
});

describe('content security policies', () => {
  it("give each editor page its own policy, and never the site's alone", async () => {
    const policy = async (path: string, cookie = '') =>
      (await fetch(`${main.origin}${path}`, { headers: cookie ? { cookie } : {} })).headers.get(
        'content-security-policy',
      ) ?? '';
    expect(await policy(SIGN_IN_PATH)).toContain("script-src 'none'");
    expect(await policy(SIGN_IN_PATH)).toMatch(/style-src 'sha256-/);
    const cookie = await cookieOf(main, ADA);
    expect(await policy('/keystatic', cookie)).toContain("script-src 'self'");
    expect(await policy('/keystatic', cookie)).toContain("frame-ancestors 'none'");
    expect(await policy(PUBLISH_PAGE, cookie)).toMatch(/^default-src 'none'; .*style-src 'sha256-/);
  });
});

describe('the log', () => {
  it('never logs a password, a hash or a session token', async () => {
    const { cookie } = await signIn(main, BOB, '192.0.2.200');
    const token = cookie?.split('=')[1] ?? 'none';
    for (const server of [main, short]) {
      const log = server.output();
      for (const secret of [ADA.password, BOB.password, token, 'scrypt$']) expect(log).not.toContain(secret);
    }
  });
});

describe('with no editor account', () => {
  it('answers /keystatic and its sign-in page as an unknown path, until the first account is added', async () => {
    const laterAccounts = join(root, 'later', 'editors.json');
    const none = await startServerProcess({
      port: PORTS.none,
      dir: mkdtempSync(join(root, 'server-')),
      via: 'npm',
      env: { CONTENT_ROOT: join(root, 'site'), EDITOR_ACCOUNTS_FILE: laterAccounts },
    });
    const unknown = await (await fetch(`${none.origin}/no-such-page`)).text();
    for (const path of ['/keystatic', SIGN_IN_PATH, '/keystatic/assets/editor-main.js']) {
      const answer = await fetch(`${none.origin}${path}`, { redirect: 'manual' });
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).toBe(unknown);
    }
    expect(none.output()).not.toContain('Content editor');

    // The first account, added while the server runs: the editor is there within seconds, no restart.
    await writeAccounts(laterAccounts, [ADA]);
    let signInPage = 404;
    for (let tries = 0; tries < 60 && signInPage !== 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      signInPage = (await fetch(`${none.origin}${SIGN_IN_PATH}`)).status;
    }
    expect(signInPage).toBe(200);
    expect(none.output()).toContain('Content editor on /keystatic (1 editor');
    const cookie = await cookieOf(none, ADA);
    expect((await fetch(`${none.origin}/keystatic`, { headers: { cookie } })).status).toBe(200);
  }, 120_000);
});
