/**
 * What a search engine sees of the built site (issue 40): rich-result markup that carries what
 * its type requires and describes a breadcrumb the page shows, no indexable empty listing,
 * titles and descriptions written for a results page, a dated sitemap and the h1 first.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { readCatalogue } from '../../src/content-reading/validate.ts';
import { publishedCatalogue } from '../../src/lib/content/drafts.ts';
import { livePaths } from '../support/fixture';
import { resolveStaticFile } from '../support/dist-file';
import { richResultProblems } from '../support/rich-results';
import { builtPages } from '../support/site-pages';

const dist = livePaths.dist;
const pages = builtPages(dist).map((page) => ({ ...page, doc: parse(page.html) }));
const robots = (doc: HTMLElement) => doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
const publicPages = pages.filter((page) => !/noindex/.test(robots(page.doc)));
const catalogue = publishedCatalogue(readCatalogue(livePaths));
const jsonLdBlocks = (doc: HTMLElement): Record<string, unknown>[] =>
  doc
    .querySelectorAll('script[type="application/ld+json"]')
    .map((block) => JSON.parse(block.text) as Record<string, unknown>);

/** Every URL of the sitemaps, by path, with its lastmod. */
function sitemapEntries(): Map<string, string | undefined> {
  const index = readFileSync(join(dist, 'sitemap-index.xml'), 'utf8');
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  const entries = new Map<string, string | undefined>();
  for (const file of files)
    for (const [, url] of readFileSync(join(dist, file), 'utf8').matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url ?? '')?.[1] ?? '';
      entries.set(new URL(loc).pathname.replace(/\/$/, '') || '/', /<lastmod>([^<]+)<\/lastmod>/.exec(url ?? '')?.[1]);
    }
  return entries;
}

describe('structured data', () => {
  test('every JSON-LD block has what its rich result requires (tests/support/rich-results.ts)', () => {
    const problems = pages.flatMap((page) =>
      jsonLdBlocks(page.doc).flatMap((block) => richResultProblems(block).map((p) => `${page.path}: ${p}`)),
    );
    expect(problems).toEqual([]);
  });

  test('a BreadcrumbList only beside a visible breadcrumb with the same trail, the page marked current', () => {
    const problems: string[] = [];
    let trails = 0;
    for (const page of pages) {
      const list = jsonLdBlocks(page.doc).find((block) => block['@type'] === 'BreadcrumbList');
      const nav = page.doc.querySelector('nav[data-breadcrumb]');
      if (!list && !nav) continue;
      if (!list || !nav) {
        problems.push(
          `${page.path}: ${list ? 'BreadcrumbList markup without a visible breadcrumb' : 'a breadcrumb without its BreadcrumbList'}`,
        );
        continue;
      }
      trails += 1;
      const items = (list.itemListElement as { name: string; item: string }[]).map(
        (item) => `${item.name} -> ${new URL(item.item).pathname}`,
      );
      const links = nav.querySelectorAll('a');
      const shown = links.map((a) => `${a.text.trim()} -> ${a.getAttribute('href')}`);
      if (shown.join(' | ') !== items.join(' | '))
        problems.push(`${page.path}: breadcrumb shows ${shown.join(' / ')}, markup says ${items.join(' / ')}`);
      const current = nav.querySelectorAll('[aria-current="page"]');
      if (current.length !== 1 || current[0] !== links.at(-1))
        problems.push(`${page.path}: the breadcrumb does not mark the page itself (last) as current`);
    }
    expect(problems).toEqual([]);
    expect(trails, 'pages with a breadcrumb').toBeGreaterThan(0);
  });

  test("author and publisher are the home page's Organization, by its @id with its name and logo: a PNG of at least 112 px the site serves", async () => {
    const home = pages.find((page) => page.path === '/');
    const organization = jsonLdBlocks(home?.doc ?? parse('')).find((block) => block['@type'] === 'Organization');
    const id = organization?.['@id'];
    expect(id, 'the Organization has an @id').toEqual(expect.any(String));
    const logoUrl = (node: Record<string, unknown> | undefined) =>
      (node?.logo as { url?: string } | undefined)?.url ?? (typeof node?.logo === 'string' ? node.logo : '');
    const problems: string[] = [];
    const logos = new Set([logoUrl(organization)]);
    let named = 0;
    for (const page of publicPages)
      for (const block of jsonLdBlocks(page.doc))
        for (const role of ['author', 'publisher']) {
          if (block[role] === undefined) continue;
          const studio = block[role] as Record<string, unknown>;
          const where = `${page.path}: ${String(block['@type'])} ${role}`;
          named += 1;
          if (studio['@id'] !== id) problems.push(`${where} is not the Organization by @id`);
          if (studio.name !== organization?.name) problems.push(`${where} is named ${String(studio.name)}`);
          if (logoUrl(studio) !== logoUrl(organization)) problems.push(`${where} has the logo ${logoUrl(studio)}`);
          logos.add(logoUrl(studio));
        }
    expect(problems).toEqual([]);
    expect(named, 'blocks that name an author or publisher').toBeGreaterThan(0);
    for (const logo of logos) {
      const file = resolveStaticFile(dist, new URL(logo).pathname);
      expect(file, `the logo ${logo} is in dist/`).toBeTruthy();
      const { format, width = 0, height = 0 } = await sharp(join(dist, file ?? '')).metadata();
      expect(format).toBe('png');
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(112);
    }
  });
});

describe('the results page', () => {
  test('every title is at most 60 characters with no word twice in a row; the home title says what the studio does', () => {
    const problems: string[] = [];
    for (const page of publicPages) {
      const title = page.doc.querySelector('title')?.text.trim() ?? '';
      const texts = [
        title,
        page.doc.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
        page.doc.querySelector('meta[property="og:image:alt"]')?.getAttribute('content') ?? '',
        ...page.doc.querySelectorAll('input[placeholder]').map((input) => input.getAttribute('placeholder') ?? ''),
      ];
      if (title.length > 60) problems.push(`${page.path}: title of ${title.length} characters: "${title}"`);
      for (const text of texts) {
        const doubled = /\b(\w+)\W+\1\b/i.exec(text);
        if (doubled) problems.push(`${page.path}: "${doubled[1]}" twice in "${text}"`);
      }
    }
    const homeTitle =
      pages
        .find((page) => page.path === '/')
        ?.doc.querySelector('title')
        ?.text.trim() ?? '';
    const siteName = (JSON.parse(readFileSync(join(livePaths.content, 'site.json'), 'utf8')) as { name: string }).name;
    if (homeTitle === siteName) problems.push(`/: the title is only the studio's name`);
    expect(problems).toEqual([]);
  });

  test('every description is at most 160 characters, ends a sentence or clause and stands on its own', () => {
    const problems: string[] = [];
    for (const page of publicPages) {
      const description = page.doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      if (description.length > 160) problems.push(`${page.path}: ${description.length} characters`);
      if (/(\.\.\.|…)$/.test(description)) problems.push(`${page.path}: cut with an ellipsis: "${description}"`);
      else if (!/[.!?)]$/.test(description)) problems.push(`${page.path}: does not end a sentence: "${description}"`);
      if (/\b(below|above)\b/i.test(description)) problems.push(`${page.path}: points at the page: "${description}"`);
    }
    expect(problems).toEqual([]);
  });

  test("the page's h1 is its first heading", () => {
    const problems = pages
      .map((page) => ({ path: page.path, first: page.doc.querySelector('h1, h2, h3, h4, h5, h6') }))
      .filter(({ first }) => first?.tagName !== 'H1')
      .map(({ path, first }) => `${path}: first heading is ${first?.tagName ?? 'none'} "${first?.text.trim() ?? ''}"`);
    expect(problems).toEqual([]);
  });
});

describe('no thin page is indexed', () => {
  test('a tool category without tools is noindex, out of the sitemap and of the other categories; one with tools is indexed', () => {
    const sitemap = sitemapEntries();
    const problems: string[] = [];
    const withTools = new Set(catalogue.tools.map((tool) => tool.data.category));
    for (const category of catalogue.toolCategories) {
      const path = `/tools/${category.id}`;
      const page = pages.find((candidate) => candidate.path === path);
      const indexed = !/noindex/.test(robots(page?.doc ?? parse('')));
      if (indexed !== withTools.has(category.id))
        problems.push(`${path}: ${indexed ? 'indexed without tools' : 'noindex with tools'}`);
      if (sitemap.has(path) !== withTools.has(category.id))
        problems.push(`${path}: ${sitemap.has(path) ? 'in the sitemap without tools' : 'not in the sitemap'}`);
      if (!withTools.has(category.id)) {
        for (const other of pages)
          if (other.doc.querySelector(`nav[aria-labelledby="other-categories"] a[href="${path}"]`))
            problems.push(`${other.path}: lists the empty ${path} among the other categories`);
        const main = page?.doc.querySelector('main');
        if (!main?.querySelector('a[href="/request"]'))
          problems.push(`${path}: the empty state offers no request form`);
        for (const full of withTools)
          if (!main?.querySelector(`a[href="/tools/${full}"]`))
            problems.push(`${path}: the empty state does not lead on to /tools/${full}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('a page that shows an empty listing is noindex', () => {
    const thin = publicPages.filter((page) => page.doc.querySelector('[data-empty-listing]')).map((page) => page.path);
    expect(thin).toEqual([]);
  });
});

describe('the sitemap', () => {
  const headCommit = execFileSync('git', ['log', '-1', '--format=%cI'], { encoding: 'utf8' }).trim();

  test("dates every URL with its entries' own date, never the build's", () => {
    const problems: string[] = [];
    for (const [path, lastmod] of sitemapEntries()) {
      if (!lastmod) problems.push(`${path}: no lastmod`);
      else if (Number.isNaN(Date.parse(lastmod))) problems.push(`${path}: lastmod ${lastmod} is not a date`);
      else if (lastmod.slice(0, 10) > headCommit.slice(0, 10))
        problems.push(`${path}: lastmod ${lastmod} is after the last commit (${headCommit})`);
    }
    expect(problems).toEqual([]);
  });

  test('a case study and an idea take their updatedAt; /projects the newest of its projects', () => {
    const sitemap = sitemapEntries();
    const day = (path: string) => sitemap.get(path)?.slice(0, 10);
    for (const project of catalogue.projects)
      expect(day(`/case-studies/${project.id}`), project.file).toBe(project.data.updatedAt);
    for (const idea of catalogue.ideas) expect(day(`/business-ideas/${idea.id}`), idea.file).toBe(idea.data.updatedAt);
    const newest = catalogue.projects
      .map((project) => project.data.updatedAt)
      .sort()
      .at(-1);
    expect(day('/projects')).toBe(newest);
  });
});
