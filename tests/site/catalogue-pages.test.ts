/**
 * Every entry of the editors' content shows where a visitor looks for it, whatever the
 * catalogue holds: its own page, and the lists that hold it. Expectations come from content/
 * read through the build's own validator.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { byDisplayOrder } from '../../src/lib/display-order.ts';
import { readCatalogue } from '../../src/content-reading/validate.ts';
import { publishedCatalogue } from '../../src/lib/content/drafts.ts';
import { PAGE_SIZE } from '../../src/lib/portfolio/pagination.ts';
import { cardShardUrl, type ShardedManifest } from '../../src/lib/sharded-index/manifest.ts';
import { livePaths } from '../support/fixture';

// What the build publishes: drafts are left out (src/lib/content/drafts.ts).
const catalogue = publishedCatalogue(readCatalogue(livePaths));
const page = (path: string): HTMLElement => {
  const file = join(livePaths.dist, `${path === '/' ? 'index' : path.slice(1)}.html`);
  expect(existsSync(file), `${path} is built`).toBe(true);
  return parse(readFileSync(file, 'utf8'));
};
const text = (root: HTMLElement) => root.querySelector('main')?.text.replace(/\s+/g, ' ') ?? '';
const h1 = (root: HTMLElement) => root.querySelector('h1')?.text.trim();

describe("the editors' catalogue on the built site", () => {
  test('each project has its case study; /projects shows the first page in display order and can show the rest', () => {
    const portfolio = page('/projects');
    // The rest comes from the portfolio's sharded index: the page names its manifest, which names the card shards.
    const manifestPath = /\/data\/portfolio-manifest\.[0-9a-f]{12}\.json/.exec(portfolio.toString())?.[0];
    expect(manifestPath, "/projects names its index's manifest").toBeDefined();
    const readData = (path: string): unknown => JSON.parse(readFileSync(join(livePaths.dist, path), 'utf8'));
    const manifest = readData(manifestPath ?? '') as ShardedManifest;
    expect(manifest.total).toBe(catalogue.projects.length);
    const slugs = Array.from({ length: Math.ceil(manifest.total / manifest.cardShardSize) }, (_, shard) =>
      (readData(cardShardUrl(manifest, shard)) as { slug: string }[]).map((card) => card.slug),
    ).flat();
    for (const project of catalogue.projects) {
      expect(h1(page(`/case-studies/${project.id}`)), project.file).toBe(project.data.title);
      expect(slugs, `${project.file} in the portfolio index`).toContain(project.id);
    }
    const ordered = [...catalogue.projects].sort(
      byDisplayOrder(
        (p) => p.data.order,
        (a, b) => a.data.id - b.data.id,
      ),
    );
    const firstPage = portfolio.querySelectorAll('[data-project]').map((card) => card.getAttribute('data-project'));
    expect(firstPage).toEqual(ordered.slice(0, PAGE_SIZE.full).map((p) => p.id));
  });

  test('each tool has its page, and /tools and its category page list it', () => {
    const tools = page('/tools');
    for (const tool of catalogue.tools) {
      expect(h1(page(`/tools/detail/${tool.id}`)), tool.file).toBe(tool.data.name);
      expect(tools.querySelector(`[data-tool-card="${tool.id}"]`), `${tool.file} on /tools`).not.toBeNull();
      expect(text(page(`/tools/${tool.data.category}`)), `${tool.file} on its category page`).toContain(tool.data.name);
    }
  });

  test('each tool category, area, methodology and idea has its page', () => {
    for (const category of catalogue.toolCategories) expect(h1(page(`/tools/${category.id}`))).toBe(category.name);
    for (const area of catalogue.areas) expect(h1(page(`/expertise/${area.id}`)), area.file).toBe(area.data.name);
    for (const method of catalogue.methodologies)
      expect(h1(page(`/methodology/${method.id}`)), method.file).toBe(method.data.name);
    for (const idea of catalogue.ideas) expect(h1(page(`/business-ideas/${idea.id}`)), idea.file).toBe(idea.data.title);
  });

  test('each FAQ question is on /faq', () => {
    const faq = text(page('/faq'));
    for (const category of catalogue.faq)
      for (const item of category.data.items) expect(faq, category.file).toContain(item.question.replace(/\s+/g, ' '));
  });
});
