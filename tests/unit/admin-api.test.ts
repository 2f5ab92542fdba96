/**
 * The content editor's API (src/admin/content-api.ts) around Keystatic's own local-mode
 * handler, on a copy of the test catalogue: what the editor lists and reads, what a save
 * writes, and the saves it refuses because they would break the content check.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { adminConfig } from '@/admin/config';
import { blobSha, createContentApi } from '@/admin/content-api';
import { readAdminOptions } from '@/admin/options';
import { fixture } from '../support/fixture';
import { copyTestCatalogue } from '../support/dev-server';

const copy = copyTestCatalogue('content-api-');
const content = copy.paths.content;
const config = adminConfig(readAdminOptions(content));
const api = createContentApi(content, makeGenericAPIRouteHandler({ config, localBaseDirectory: content }));
afterAll(() => copy.remove());

const origin = 'http://127.0.0.1:4321';
const headers = { 'no-cors': '1', 'content-type': 'application/json' };
const get = (path: string) => api(new Request(`${origin}/api/keystatic/${path}`, { headers }));
const save = (additions: Record<string, string>, deletions: string[] = []) =>
  api(
    new Request(`${origin}/api/keystatic/update`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        additions: Object.entries(additions).map(([path, text]) => ({
          path,
          contents: Buffer.from(text).toString('base64'),
        })),
        deletions: deletions.map((path) => ({ path })),
      }),
    }),
  );
const read = (path: string) => readFileSync(join(content, path), 'utf8');

interface Entry {
  path: string;
  sha: string;
}

describe('the listing and the files', () => {
  it('lists content/ with the hash of what the editor reads', async () => {
    const entries = (await (await get('tree')).json()) as Entry[];
    const list = entries.find((entry) => entry.path === 'highlights.json');
    const shown = `${JSON.stringify({ items: JSON.parse(read('highlights.json')) }, null, 2)}\n`;
    expect(list?.sha).toBe(blobSha(new TextEncoder().encode(shown)));
    const tool = entries.find((entry) => entry.path === fixture.tools[0]!.file);
    expect(tool?.sha).toBe(blobSha(readFileSync(join(content, fixture.tools[0]!.file))));

    const blob = await get(`blob/${list?.sha}/highlights.json`);
    expect(await blob.text()).toBe(shown);
    expect((await get(`blob/${tool?.sha}/highlights.json`)).status).toBe(404);
  });
});

describe('saving', () => {
  it('writes a list file as a list, changing only the edited entry', async () => {
    const before = read('highlights.json');
    const items = JSON.parse(before) as { id: string; title: string }[];
    items[0]!.title = `${items[0]!.title} (new)`;
    const response = await save({ 'highlights.json': JSON.stringify({ items }, null, 2) });
    expect(response.status).toBe(200);
    const after = read('highlights.json');
    expect(JSON.parse(after)).toEqual(items);
    const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changed).toHaveLength(1);
  });

  it('refuses a save that would break the content check, naming file and field, and writes nothing', async () => {
    const [first, second] = fixture.projects;
    const file = second!.file;
    const before = read(file);
    const duplicate = before.replace(/^id: .*$/m, `id: ${first!.data.id}`);
    const response = await save({ [file]: duplicate });
    expect(response.status).toBe(422);
    const message = await response.text();
    expect(message).toContain(
      `content error in ${file}: id: the id "${first!.data.id}" is already used by ${first!.file}`,
    );
    expect(read(file)).toBe(before);
  });

  it('saves a fix, and a change beside a problem that was already there', async () => {
    const tool = fixture.tools[1]!;
    const other = fixture.tools[2]!;
    const broken = read(tool.file).replace(/^category: .*$/m, 'category: productivty');
    writeFileSync(join(content, tool.file), broken);

    const renamed = read(other.file).replace(/^name: .*$/m, `name: ${other.data.name} Two`);
    expect((await save({ [other.file]: renamed })).status).toBe(200);
    expect(read(other.file)).toBe(renamed);

    const fixed = broken.replace('category: productivty', `category: ${tool.data.category}`);
    expect((await save({ [tool.file]: fixed })).status).toBe(200);
    expect(read(tool.file)).toBe(fixed);
  });
});
