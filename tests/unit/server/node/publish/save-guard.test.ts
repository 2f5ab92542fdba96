/**
 * Two editors on one entry, through the editor's API (content-api.ts around Keystatic's own
 * local-mode handler) on a copy of the test catalogue, with the save guard of `npm start`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { adminConfig } from '@/admin/browser/config';
import { createContentApi } from '@/admin/node/content-api';
import { readAdminOptions } from '@/admin/node/options';
import { createSaveGuard } from '@/server/node/publish/save-guard';
import { copyTestCatalogue } from '../../../../support/dev-server';

const copy = copyTestCatalogue('save-guard-');
const content = copy.paths.content;
const logDir = mkdtempSync(join(tmpdir(), 'save-log-'));
const guard = createSaveGuard(join(logDir, 'saves.json'));
const config = adminConfig(readAdminOptions(content));
const api = createContentApi(content, makeGenericAPIRouteHandler({ config, localBaseDirectory: content }), guard);
afterAll(async () => {
  await copy.remove();
  rmSync(logDir, { recursive: true, force: true });
});

const ada = { name: 'Ada', email: 'ada@example.com' };
const bob = { name: 'Bob', email: 'bob@example.com' };
const origin = 'http://127.0.0.1:4321';
const headers = { 'no-cors': '1', 'content-type': 'application/json' };
const FILE = 'projects/cashcast.md';

/** Opens the entry as the editor does: the listing's hash, then the file by it. */
async function open(editor: typeof ada): Promise<string> {
  const tree = (await (await api(new Request(`${origin}/api/keystatic/tree`, { headers }), editor)).json()) as {
    path: string;
    sha: string;
  }[];
  const sha = tree.find((entry) => entry.path === FILE)?.sha ?? '';
  const blob = await api(new Request(`${origin}/api/keystatic/blob/${sha}/${FILE}`, { headers }), editor);
  expect(blob.status).toBe(200);
  return blob.text();
}

const save = (editor: typeof ada, text: string) =>
  api(
    new Request(`${origin}/api/keystatic/update`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        additions: [{ path: FILE, contents: Buffer.from(text).toString('base64') }],
        deletions: [],
      }),
    }),
    editor,
  );

describe('two editors on one entry', () => {
  it("refuses the second save over the first, naming who saved, and keeps the first editor's text", async () => {
    const adaOpened = await open(ada);
    const bobOpened = await open(bob);
    const bobs = bobOpened.replace(/^title: .*$/m, 'title: "CashCast by Bob"');
    expect((await save(bob, bobs)).status).toBe(200);

    const refused = await save(ada, adaOpened.replace(/^title: .*$/m, 'title: "CashCast by Ada"'));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Bob (bob@example.com) changed content/projects/cashcast.md');
    expect(readFileSync(join(content, FILE), 'utf8')).toContain('CashCast by Bob');

    // Opened again, Ada sees Bob's version and may save over it.
    const again = await open(ada);
    expect(again).toContain('CashCast by Bob');
    expect((await save(ada, again.replace(/^title: .*$/m, 'title: "CashCast by Ada"'))).status).toBe(200);
    expect(readFileSync(join(content, FILE), 'utf8')).toContain('CashCast by Ada');
    expect(guard.lastSaves()[FILE]?.email).toBe(ada.email);
  });
});
