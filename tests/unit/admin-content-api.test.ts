/**
 * The content editor's API (src/admin/node/content-api.ts) around Keystatic's own local-mode
 * handler, on a copy of the test catalogue: what the editor lists and reads, what a save
 * writes, and the saves it refuses because they would break the content check.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import sharp from 'sharp';
import { adminConfig } from '@/admin/browser/config';
import { blobSha, createContentApi } from '@/admin/node/content-api';
import { readAdminOptions } from '@/admin/node/options';
import { IMAGE_LIMITS, MAX_SAVE_BYTES } from '@/lib/content/image-limits';
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
const save = (additions: Record<string, string | Uint8Array>, deletions: string[] = []) =>
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
    const shown = `${JSON.stringify({ items: JSON.parse(read('highlights.json')) as unknown }, null, 2)}\n`;
    expect(list?.sha).toBe(blobSha(new TextEncoder().encode(shown)));
    // A file the editor reads as it is has the hash of its bytes.
    const methodology = entries.find((entry) => /^methodologies\/[^/]+\.md$/.test(entry.path));
    expect(methodology?.sha).toBe(blobSha(readFileSync(join(content, methodology!.path))));

    const blob = await get(`blob/${list?.sha}/highlights.json`);
    expect(await blob.text()).toBe(shown);
    expect((await get(`blob/${methodology?.sha}/highlights.json`)).status).toBe(404);

    // A tool is read with the name of its category, which the list of tools shows.
    const [firstTool] = fixture.tools;
    const tool = entries.find((entry) => entry.path === firstTool!.file);
    const category = fixture.toolCategories.find(({ id }) => id === firstTool!.data.category)!;
    const toolShown = await (await get(`blob/${tool?.sha}/${firstTool!.file}`)).text();
    expect(toolShown).toContain(`categoryLabel: ${category.name}`);
    expect(tool?.sha).toBe(blobSha(new TextEncoder().encode(toolShown)));
  });
});

describe('saving', { timeout: 60_000 }, () => {
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
    // The file being saved comes first, naming the entry it clashes with by its title.
    expect(message.split('\n')[1]).toBe(
      `content error in ${file}: Number (id): the id "${first!.data.id}" is already used by ${first!.data.title} (${first!.file})`,
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

describe("translations of a folder's entries", { timeout: 60_000 }, () => {
  const file = 'tools/agno.de.md';
  const shown = 'translations/de/tools/agno.md';

  it('lists each at its place in the editor, after the folders that hold it, and reads it from beside its entry', async () => {
    const entries = (await (await get('tree')).json()) as (Entry & { type: string })[];
    const paths = entries.map((entry) => entry.path);
    expect(paths).not.toContain(file);
    expect(paths).toContain('translations/de/faq/pricing.json');
    const at = (path: string) => paths.indexOf(path);
    expect(at('translations')).toBeGreaterThanOrEqual(0);
    expect(at('translations')).toBeLessThan(at('translations/de'));
    expect(at('translations/de')).toBeLessThan(at('translations/de/tools'));
    expect(at('translations/de/tools')).toBeLessThan(at(shown));
    expect(entries[at('translations/de/tools')]?.type).toBe('tree');
    const entry = entries[at(shown)]!;
    const blob = await get(`blob/${entry.sha}/${shown}`);
    expect(blob.status).toBe(200);
    expect(await blob.text()).toBe(read(file));
  });

  it('writes a saved translation beside its entry, changing only the edited line', async () => {
    const before = read(file);
    const edited = before.replace(
      /^description: .*$/m,
      'description: Ein quelloffenes Framework für KI-Agenten in Python, mit eigener Laufzeit und AgentOS als Produktions-API.',
    );
    const response = await save({ [shown]: edited });
    expect(response.status).toBe(200);
    expect(read(file)).toBe(edited);
    expect(existsSync(join(content, shown))).toBe(false);
    // The answer lists it at its place in the editor again.
    const paths = ((await response.json()) as Entry[]).map((entry) => entry.path);
    expect(paths).toContain(shown);
    expect(paths).not.toContain(file);
  });

  it('refuses a translation of no entry and a field every language shares, naming them, and writes nothing', async () => {
    const orphan = await save({ 'translations/de/tools/no-such-tool.md': read(file) });
    expect(orphan.status).toBe(422);
    expect(await orphan.text()).toContain('tools/no-such-tool.de.md');
    expect(existsSync(join(content, 'tools/no-such-tool.de.md'))).toBe(false);

    const before = read(file);
    const shared = await save({ [shown]: before.replace(/^description:/m, 'category: ai-agents\ndescription:') });
    expect(shared.status).toBe(422);
    expect(await shared.text()).toMatch(/tools\/agno\.de\.md: .*\(category\): is the same in every language/);
    expect(read(file)).toBe(before);
  });
});

describe("a list file's translation", { timeout: 60_000 }, () => {
  it('is read as its items and written back as a list, changing only the edited text', async () => {
    const file = 'services.de.json';
    const before = read(file);
    const entries = (await (await get('tree')).json()) as Entry[];
    const entry = entries.find((candidate) => candidate.path === file);
    const shown = await (await get(`blob/${entry?.sha}/${file}`)).text();
    const items = (JSON.parse(shown) as { items: { id: string; title: string }[] }).items;
    expect(items.map((item) => item.id)).toEqual((JSON.parse(before) as { id: string }[]).map((item) => item.id));
    items[0]!.title = `${items[0]!.title} (neu)`;
    expect((await save({ [file]: JSON.stringify({ items }, null, 2) })).status).toBe(200);
    expect(JSON.parse(read(file))).toEqual(items);
    const [oldLines, newLines] = [before, read(file)].map((text) => text.split('\n'));
    expect(newLines!.filter((line, index) => line !== oldLines![index])).toEqual([
      `    "title": ${JSON.stringify(items[0]!.title)},`,
    ]);
  });

  it('refuses an item the list does not have, naming it, and writes nothing', async () => {
    const file = 'services.de.json';
    const before = read(file);
    const items = JSON.parse(before) as { id: string }[];
    const response = await save({ [file]: JSON.stringify({ items: [...items, { ...items[0], id: 'gone' }] }) });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('translates "gone", which the entry does not have');
    expect(read(file)).toBe(before);
  });
});

describe('images', { timeout: 60_000 }, () => {
  const project = fixture.projects[0]!;
  const folder = `projects/${project.id}`;
  /** A photo-like image: noise, which compresses as badly as a photo does. */
  const noise = (width: number, height: number) => {
    const pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) % 251;
    return sharp(pixels, { raw: { width, height, channels: 3 } });
  };

  it('refuses a file that is not an image, naming it, and writes nothing', async () => {
    const path = `${folder}/images/fake.png`;
    const response = await save({ [path]: 'a text file named like an image\n' });
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(new RegExp(`^Not saved: the image ${path} is not an image that can be read`));
    expect(existsSync(join(content, path))).toBe(false);
  });

  it('refuses an image over the pixel limit, naming the limit, without decoding it', async () => {
    const path = `${folder}/images/huge.png`;
    const side = Math.ceil(Math.sqrt(IMAGE_LIMITS.maxPixels)) + 100;
    const huge = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const response = await save({ [path]: huge });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(`${side} x ${side} pixels`);
    expect(existsSync(join(content, path))).toBe(false);
  });

  it('refuses a save larger than the bound before reading it', async () => {
    const response = await api(
      new Request(`${origin}/api/keystatic/update`, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(MAX_SAVE_BYTES + 1) },
        body: '{}',
      }),
    );
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(/one save may carry at most [\d.]+ MB and each image at most 20 MB/);
  });

  it('stores a photo wider than any layout scaled down to the widest layout width', async () => {
    const path = `${folder}/images/photo.jpg`;
    const photo = await noise(3000, 2000).jpeg({ quality: 95 }).toBuffer();
    expect((await save({ [path]: photo })).status).toBe(200);
    const stored = await sharp(readFileSync(join(content, path))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual([
      'jpeg',
      IMAGE_LIMITS.storedWidth,
      Math.round((2000 * IMAGE_LIMITS.storedWidth) / 3000),
    ]);
  });

  it('stores an image within the layout width byte for byte', async () => {
    const path = `${folder}/images/small.webp`;
    const small = await noise(400, 300).webp().toBuffer();
    expect((await save({ [path]: small })).status).toBe(200);
    expect(readFileSync(join(content, path))).toEqual(small);
  });
});
