/**
 * `npm run dev` while an editor's file is invalid: every page answers with the problem (file,
 * field, what was expected) instead of the last valid version, and the page is back as soon as
 * the file is fixed; the content editor (/keystatic) keeps working meanwhile. The same holds when
 * the files were broken before the server started. Runs Astro's dev server, as an editor would,
 * on a copy of the test catalogue.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { copyTestCatalogue, startDevServer, type DevServer } from '../support/dev-server';
import { until } from '../support/until';

/**
 * How long the dev server may take to see a saved file and answer again: it recompiles the page,
 * which on a 2-core machine busy with the other unit files takes far longer than alone.
 */
const RECOMPILE_MS = 90_000;

const copy = copyTestCatalogue('content-dev-');
/** A second copy, broken before its server starts. */
const brokenCopy = copyTestCatalogue('content-dev-broken-');
const tool = fixture.tools[0]!;
const file = join(copy.paths.content, tool.file);
const original = readFileSync(file, 'utf8');

let server: DevServer | undefined;
let brokenServer: DevServer | undefined;
const getFrom = async (origin: string | undefined, path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, text: await response.text() };
};
const get = (path: string) => getFrom(server?.origin, path);

/** Three files broken as an editor might before `npm run dev`: a misspelled status, a YAML slip, a JSON value of the wrong type. */
const [misspelled, slipped] = fixture.projects;
const brokenFiles = {
  misspelled: join(brokenCopy.paths.content, 'projects', `${misspelled!.id}.md`),
  slipped: join(brokenCopy.paths.content, 'projects', `${slipped!.id}.md`),
  highlights: join(brokenCopy.paths.content, 'highlights.json'),
};
const brokenOriginals = Object.fromEntries(
  Object.entries(brokenFiles).map(([name, path]) => [name, readFileSync(path, 'utf8')]),
) as Record<keyof typeof brokenFiles, string>;

// A project folder runs one `astro dev` at a time: each describe starts its server and stops it.
describe('npm run dev with an invalid content file', () => {
  beforeAll(async () => {
    server = await startDevServer(copy);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await copy.remove();
  });

  const page = `/tools/detail/${tool.id}`;

  it('shows the problem, naming file and field, then the page again once it is fixed', async () => {
    // The first sync reads every entry and its images; on two busy cores it can take most of a minute.
    await until(async () => (await get(page)).status === 200, `${page} after the first sync`, 75_000);

    writeFileSync(file, original.replace(/^category:.*$/m, 'category: productivty'));
    await until(async () => (await get(page)).status === 500, 'the problems page', RECOMPILE_MS);
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
    await until(async () => (await get(page)).status === 200, 'the fixed page', RECOMPILE_MS);
    expect((await get(page)).text).toContain(tool.data.name);
  }, 300_000);
});

describe('npm run dev started while files are broken', () => {
  beforeAll(async () => {
    const { misspelled: status, slipped: yaml, highlights } = brokenOriginals;
    writeFileSync(brokenFiles.misspelled, status.replace(/^status: .*$/m, 'status: sould'));
    writeFileSync(brokenFiles.slipped, yaml.replace(/^status: /m, '  status: '));
    writeFileSync(brokenFiles.highlights, highlights.replace(/"title": "[^"]*"/, '"title": 42'));
    // Its pages answer with the problems (500); the editor answers.
    brokenServer = await startDevServer(brokenCopy, '/keystatic');
  }, 240_000);
  afterAll(async () => {
    await brokenServer?.stop();
    await brokenCopy.remove();
  });

  const get = (path: string) => getFrom(brokenServer?.origin, path);
  const pages = [`/case-studies/${misspelled!.id}`, `/case-studies/${slipped!.id}`, '/'];

  it('answers every page with the problems, then each page once its file is fixed', async () => {
    for (const page of pages) {
      const answer = await get(page);
      expect(answer.status, page).toBe(500);
      expect(answer.text).toContain(`content/projects/${misspelled!.id}.md`);
      expect(answer.text).toContain('<code class="field">Status (status)</code>');
      expect(answer.text).toContain(`content/projects/${slipped!.id}.md`);
      expect(answer.text).toContain('is indented more than the line above it');
      expect(answer.text).toContain('content/highlights.json');
    }
    // The editor and its repair view answer, so the files can be fixed in the browser.
    expect((await get('/keystatic')).status).toBe(200);
    expect((await get('/keystatic/repair')).status).toBe(200);

    const fixAll = () => {
      for (const [name, path] of Object.entries(brokenFiles))
        writeFileSync(path, brokenOriginals[name as keyof typeof brokenFiles]);
      return Date.now();
    };
    // On two cores under the whole unit suite, the dev server once missed a fix written while it
    // was syncing the one before; an editor would save again, and so does the test every 20 s.
    let writtenAt = fixAll();
    for (const page of pages)
      await until(
        async () => {
          if (Date.now() - writtenAt > 20_000) writtenAt = fixAll();
          return (await get(page)).status === 200;
        },
        `${page} once fixed`,
        RECOMPILE_MS,
      );
    expect((await get(pages[0]!)).text).toContain(misspelled!.data.title);
    expect((await get(pages[1]!)).text).toContain(slipped!.data.title);
  }, 300_000);
});
