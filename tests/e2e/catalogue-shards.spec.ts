/**
 * Both catalogue filters on a catalogue large enough for their sharded indexes to span several
 * card shards: the test catalogue plus generated projects and tools, in a temporary copy built
 * once for this file and served by `npm start`'s server. Filtering, paging, the URL and Back, and
 * that a view fetches only some of the shards. Nothing generated is kept.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CARD_SHARD_SIZE } from '../../src/lib/sharded-index/manifest';
import { PAGE_SIZE } from '../../src/lib/portfolio/pagination';
import { TOOL_CARD_SHARD_SIZE } from '../../src/lib/tool-index';
import { categoryTools, filterTools, toolCard, type ToolFilters } from '../../src/lib/tools';
import { expect, test } from '../support/browser-test';
import { buildCopy, copyTestCatalogue, type ContentCopy } from '../support/dev-server';
import { fixture } from '../support/fixture';
import { waitForIslands } from '../support/islands';
import { shardsServerPort } from '../support/ports';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../support/server-process';

/** Generated projects: with the test catalogue's, several pages and card shards. */
const PROJECTS = 40;
/** Generated tools, all in one category: its filtered grid spans three card shards. */
const TOOLS = 2 * TOOL_CARD_SHARD_SIZE + 10;
const TOOL_CATEGORY = ['frontend', 'Frontend & UI/UX'] as const;

const pad = (i: number) => String(i).padStart(3, '0');
const projectSlug = (i: number) => `generated-project-${pad(i)}`;
/** Every third generated project is built with Rust. */
const usesRust = (i: number) => i % 3 === 0;

const generatedTools = Array.from({ length: TOOLS }, (_, index) => {
  const i = index + 1;
  return {
    id: `generated-tool-${pad(i)}`,
    name: `Generated Tool ${pad(i)}`,
    description: i % 5 === 0 ? `A generated design kit, number ${i}.` : `A generated component library, number ${i}.`,
    category: TOOL_CATEGORY[0],
    featured: i % 2 === 0,
  };
});

/** Writes the generated entries beside the test catalogue's, each from one of its entries. */
function generate(content: string): void {
  const projects = join(content, 'projects');
  const project = readFileSync(join(projects, 'cashcast.md'), 'utf8');
  for (let i = 1; i <= PROJECTS; i++) {
    const text = project
      .replace(/^id: .*$/m, `id: ${900_000 + i}`)
      .replace(/^title: .*$/m, `title: "Generated Project ${pad(i)}"`)
      // The images stay those of the project copied: its folder is beside the new file too.
      .replace(/^techStack:\n/m, usesRust(i) ? 'techStack:\n  - "Rust"\n' : 'techStack:\n');
    writeFileSync(join(projects, `${projectSlug(i)}.md`), text);
  }
  const tool = readFileSync(join(content, 'tools', 'agno.md'), 'utf8');
  for (const generated of generatedTools) {
    const text = tool
      .replace(/^name: .*$/m, `name: ${generated.name}`)
      .replace(/^category: .*$/m, `category: ${generated.category}`)
      .replace(/^description: .*$/m, `description: ${generated.description}`)
      .replace(/^featured: .*$/m, `featured: ${generated.featured}`);
    writeFileSync(join(content, 'tools', `${generated.id}.md`), text);
  }
}

let copy: ContentCopy;
let server: ServerProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // One build of the generated catalogue (about a minute on a busy two-core machine).
  test.setTimeout(8 * 60_000);
  copy = copyTestCatalogue('catalogue-shards-');
  generate(copy.paths.content);
  await buildCopy(copy);
  server = await startServerProcess({
    port: shardsServerPort(),
    dir: copy.root,
    via: 'node',
    env: { NODE_ENV: 'production', CONTENT_ROOT: copy.root },
  });
});

test.afterAll(async () => {
  killServerProcesses();
  await copy?.remove();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(server.origin + path);
  await waitForIslands(page);
}

/** The card shards of an index that the page fetches from now on. */
function cardShardsFetched(page: Page, prefix: string): Set<string> {
  const shards = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/data/${prefix}-cards-`)) shards.add(pathname);
  });
  return shards;
}

test.describe('the portfolio on a catalogue of several shards', () => {
  const total = fixture.projects.length + PROJECTS;
  const cards = (page: Page) => page.locator('article[data-project]');
  const slugs = (page: Page) => cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-project')));
  const status = (page: Page) => page.getByRole('status').filter({ hasText: /Showing|No projects/ });
  const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
  const generatedSlugs = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => projectSlug(from + i));

  test('a search pages through its matches, fetching only the shards of the page in view, and Back returns', async ({
    page,
  }) => {
    await open(page, '/projects');
    await expect(status(page)).toHaveText(`Showing 1-${PAGE_SIZE.full} of ${total} projects`);
    const shards = cardShardsFetched(page, 'portfolio');

    await page.getByRole('searchbox', { name: 'Search projects' }).fill('generated project');
    await expect(page).toHaveURL(/\/projects\?q=generated\+project$/);
    await expect(status(page)).toHaveText(`Showing 1-${PAGE_SIZE.full} of ${PROJECTS} projects`);
    await expect.poll(() => slugs(page)).toEqual(generatedSlugs(1, PAGE_SIZE.full));
    const firstPage = shards.size;
    expect(firstPage).toBeGreaterThan(1);
    expect(firstPage).toBeLessThan(Math.ceil(total / CARD_SHARD_SIZE));

    await pagination(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/projects\?q=generated\+project&page=2$/);
    await expect(status(page)).toHaveText(
      `Showing ${PAGE_SIZE.full + 1}-${2 * PAGE_SIZE.full} of ${PROJECTS} projects`,
    );
    await expect.poll(() => slugs(page)).toEqual(generatedSlugs(PAGE_SIZE.full + 1, 2 * PAGE_SIZE.full));
    expect(shards.size).toBeGreaterThan(firstPage);

    await page.goBack();
    await expect(page).toHaveURL(/\/projects\?q=generated\+project$/);
    await expect.poll(() => slugs(page)).toEqual(generatedSlugs(1, PAGE_SIZE.full));
    await page.goBack();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(status(page)).toHaveText(`Showing 1-${PAGE_SIZE.full} of ${total} projects`);
  });

  test('a filter and a search from the URL combine, and a page past the last reads as the last', async ({ page }) => {
    const rust = Array.from({ length: PROJECTS }, (_, i) => i + 1).filter(usesRust);
    expect(rust.length, 'more Rust projects than a page holds').toBeGreaterThan(PAGE_SIZE.full);
    await open(page, '/projects?tech=Rust&q=generated&page=9');
    await expect(status(page)).toHaveText(`Showing ${PAGE_SIZE.full + 1}-${rust.length} of ${rust.length} projects`);
    await expect(page).toHaveURL(/\?tech=Rust&q=generated&page=2$/);
    await expect.poll(() => slugs(page)).toEqual(rust.slice(PAGE_SIZE.full).map(projectSlug));
    await pagination(page).getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\?tech=Rust&q=generated$/);
    await expect.poll(() => slugs(page)).toEqual(rust.slice(0, PAGE_SIZE.full).map(projectSlug));
  });
});

test.describe('the tool catalogue on a catalogue of several shards', () => {
  const allTools = [
    ...fixture.tools.map((tool) => toolCard(tool.id, tool.data, tool.data.category)),
    ...generatedTools.map((tool) => toolCard(tool.id, { ...tool, useCases: [] }, tool.category)),
  ];
  const total = allTools.length;
  const count = (filters: Partial<ToolFilters>) =>
    filterTools(allTools, { q: '', category: 'all', featuredOnly: false, ...filters }).length;
  const cards = (page: Page) => page.getByRole('list', { name: 'Tools' }).locator('[data-tool-card]');
  const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });

  test('category, featured and search narrow the grid from the index; Back undoes each step', async ({ page }) => {
    await open(page, '/tools');
    await expect(cards(page)).toHaveCount(total);
    const shards = cardShardsFetched(page, 'tools');

    const category = page.getByRole('group', { name: 'Category' }).getByRole('button', { name: TOOL_CATEGORY[1] });
    await category.click();
    await expect(page).toHaveURL(/\/tools\?category=frontend$/);
    const inCategory = count({ category: TOOL_CATEGORY[0] });
    expect(inCategory).toBeGreaterThan(2 * TOOL_CARD_SHARD_SIZE);
    await expect(cards(page)).toHaveCount(inCategory);
    await expect(status(page)).toHaveText(`Showing ${inCategory} of ${total} tools`);
    expect(shards.size).toBeGreaterThanOrEqual(3);

    await page.getByRole('button', { name: 'Featured Only' }).click();
    await expect(page).toHaveURL(/\/tools\?category=frontend&featured=1$/);
    const featured = count({ category: TOOL_CATEGORY[0], featuredOnly: true });
    await expect(cards(page)).toHaveCount(featured);

    await page.getByPlaceholder('Search tools...').fill('design kit');
    await expect(page).toHaveURL(/\/tools\?q=design\+kit&category=frontend&featured=1$/);
    const kits = generatedTools.filter((tool) => tool.featured && tool.description.includes('design kit'));
    await expect(cards(page).locator('h3')).toHaveText(kits.map((tool) => tool.name));

    await page.goBack();
    await expect(page).toHaveURL(/\/tools\?category=frontend&featured=1$/);
    await expect(cards(page)).toHaveCount(featured);
    await page.goBack();
    await expect(page).toHaveURL(/\/tools\?category=frontend$/);
    await expect(cards(page)).toHaveCount(inCategory);
    await page.goBack();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.locator('astro-slot [data-tool-card]')).toHaveCount(total);
    await expect(category).toHaveAttribute('aria-pressed', 'false');
  });

  test('a category page searches its own tools from the index, the URL holds the search', async ({ page }) => {
    await open(page, `/tools/${TOOL_CATEGORY[0]}?q=number 1`);
    const expected = count({ category: TOOL_CATEGORY[0], q: 'number 1' });
    expect(expected).toBeGreaterThan(1);
    await expect(cards(page)).toHaveCount(expected);
    for (const card of await cards(page).all()) await expect(card).toContainText('number 1');
    await page.getByPlaceholder(`Search ${categoryTools(TOOL_CATEGORY[1])}...`).fill('no such tool');
    await expect(page.getByRole('heading', { name: 'No tools found' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(new RegExp(`/tools/${TOOL_CATEGORY[0]}$`));
    await expect(cards(page)).toHaveCount(count({ category: TOOL_CATEGORY[0] }));
  });
});
