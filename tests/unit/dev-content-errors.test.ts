/**
 * `npm run dev` while an editor's file is invalid: every page answers with the problem (file,
 * field, what was expected) instead of the last valid version, and the page is back as soon as
 * the file is fixed; the content editor (/keystatic) keeps working meanwhile. Runs Astro's dev
 * server, as an editor would, on a copy of the test catalogue.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { copyTestCatalogue, startDevServer, until, type DevServer } from '../support/dev-server';

const copy = copyTestCatalogue('content-dev-');
const tool = fixture.tools[0]!;
const file = join(copy.paths.content, tool.file);
const original = readFileSync(file, 'utf8');

let server: DevServer | undefined;
const get = async (path: string) => {
  const response = await fetch(`${server?.origin}${path}`);
  return { status: response.status, text: await response.text() };
};

beforeAll(async () => {
  server = await startDevServer(copy);
}, 130_000);

afterAll(async () => {
  await server?.stop();
  await copy.remove();
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
    expect(broken.text).toContain('<code class="field">Category (category)</code>');
    expect(broken.text).toContain('&quot;productivty&quot; is not a category');

    // The content editor stays usable, so the file can be fixed there.
    const admin = await get('/keystatic');
    expect(admin.status).toBe(200);
    expect(admin.text).not.toContain('productivty');
    const listing = await fetch(`${server?.origin}/api/keystatic/tree`, { headers: { 'no-cors': '1' } });
    expect(listing.status).toBe(200);
    expect(await listing.json()).toContainEqual(expect.objectContaining({ path: tool.file }));

    writeFileSync(file, original);
    await until(async () => (await get(page)).status === 200, 'the fixed page');
    expect((await get(page)).text).toContain(tool.data.name);
  }, 150_000);
});
