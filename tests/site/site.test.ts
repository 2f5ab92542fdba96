/**
 * Whole-site checks over every page of the editors' content as built (dist/): search and share
 * tags, structured data, links and images that resolve, valid HTML, the sitemap, and every
 * entry on the pages that list it. They read files only; the browser checks run on the test
 * catalogue (tests/e2e).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { resolveStaticFile } from '../support/dist-file';
import { livePaths } from '../support/fixture';
import { builtPages, expectedJsonLdTypes } from '../support/site-pages';
import { classConflicts } from '../support/class-conflicts';
import { splitLanguagePath } from '../../src/lib/i18n/languages';

/** The URLs of a `srcset` ("a.webp 400w, b.webp 800w" -> a.webp, b.webp). */
const srcsetUrls = (srcset: string): string[] =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

const dist = livePaths.dist;
const pages = builtPages(dist);
/** Pages for search engines: all but those marked noindex (the 404 page, the steps of a form post). */
const isNoindex = (html: string) =>
  /noindex/.test(parse(html).querySelector('meta[name="robots"]')?.getAttribute('content') ?? '');
const publicPages = pages.filter((p) => !isNoindex(p.html));
/** The site's languages: one dictionary each. */
const languages = readdirSync(join(livePaths.content, 'dictionaries')).map((name) => name.replace(/\.json$/, ''));
const siteUrl = (() => {
  const canonical = parse(pages.find((p) => p.path === '/')?.html ?? '').querySelector('link[rel=canonical]');
  return new URL(canonical?.getAttribute('href') ?? 'http://localhost/').origin;
})();

describe('every built page', () => {
  test('has a unique title and description, a canonical URL equal to its own, social tags and lang', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const problems: string[] = [];
    for (const page of publicPages) {
      const doc = parse(page.html);
      const title = doc.querySelector('title')?.text.trim() ?? '';
      const description = doc.querySelector('meta[name=description]')?.getAttribute('content') ?? '';
      const canonical = doc.querySelector('link[rel=canonical]')?.getAttribute('href');
      if (!title) problems.push(`${page.path}: no <title>`);
      if (!description) problems.push(`${page.path}: no meta description`);
      if (titles.has(title)) problems.push(`${page.path}: title "${title}" also on ${titles.get(title)}`);
      if (descriptions.has(description))
        problems.push(`${page.path}: description also on ${descriptions.get(description)}`);
      titles.set(title, page.path);
      descriptions.set(description, page.path);
      if (canonical !== new URL(page.path, siteUrl).href) problems.push(`${page.path}: canonical ${canonical}`);
      const lang = splitLanguagePath(page.path, languages).language;
      if (doc.querySelector('html')?.getAttribute('lang') !== lang)
        problems.push(`${page.path}: lang is not "${lang}"`);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
        if (!doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content'))
          problems.push(`${page.path}: no ${property}`);
      }
      for (const name of ['twitter:card', 'twitter:title', 'twitter:image']) {
        if (!doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content'))
          problems.push(`${page.path}: no ${name}`);
      }
      const image = doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
      if (image.startsWith(siteUrl) && !resolveStaticFile(dist, new URL(image).pathname))
        problems.push(`${page.path}: og:image ${image} is not in dist/`);
    }
    expect(problems).toEqual([]);
  });

  test('links no script file: page scripts are inline, so none delays the first paint', () => {
    // Lighthouse counts a parser-inserted module script as render-blocking (measured: +290 ms
    // FCP on every page with a copy button); islands load their code themselves.
    const linked = publicPages.flatMap((page) =>
      parse(page.html)
        .querySelectorAll('script[src]')
        .map((script) => `${page.path}: ${script.getAttribute('src')}`),
    );
    expect(linked).toEqual([]);
  });

  test('carries JSON-LD that parses, of the expected types, with no empty values', () => {
    const problems: string[] = [];
    for (const page of publicPages) {
      const blocks = parse(page.html).querySelectorAll('script[type="application/ld+json"]');
      const types: string[] = [];
      for (const block of blocks) {
        let data: unknown;
        try {
          data = JSON.parse(block.text);
        } catch {
          problems.push(`${page.path}: JSON-LD does not parse`);
          continue;
        }
        const type = (data as { '@type'?: string })['@type'];
        if (type) types.push(type);
        if (/:\s*(null|""|"undefined")/.test(block.text))
          problems.push(`${page.path}: JSON-LD ${type} has an empty value`);
      }
      for (const expected of expectedJsonLdTypes(page.path, languages))
        if (!types.includes(expected))
          problems.push(`${page.path}: no ${expected} JSON-LD (has ${types.join(', ') || 'none'})`);
    }
    expect(problems).toEqual([]);
  });

  test('links and images to the site all resolve', () => {
    const broken: string[] = [];
    for (const page of pages) {
      const doc = parse(page.html);
      const refs = [
        ...doc.querySelectorAll('a[href]').map((a) => a.getAttribute('href') ?? ''),
        ...doc.querySelectorAll('img[src]').map((img) => img.getAttribute('src') ?? ''),
        ...doc
          .querySelectorAll('img[srcset], source[srcset]')
          .flatMap((el) => srcsetUrls(el.getAttribute('srcset') ?? '')),
        ...doc.querySelectorAll('link[href]').map((link) => link.getAttribute('href') ?? ''),
        ...doc.querySelectorAll('script[src]').map((script) => script.getAttribute('src') ?? ''),
      ];
      for (const ref of refs) {
        if (!ref.startsWith('/') || ref.startsWith('//')) continue;
        const path = ref.split(/[?#]/)[0] ?? '/';
        if (!resolveStaticFile(dist, path)) broken.push(`${page.path} -> ${ref}`);
      }
    }
    expect([...new Set(broken)]).toEqual([]);
  });

  test('content images come as AVIF and WebP at the layout widths, declared at their own proportions', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const picture of parse(page.html).querySelectorAll('main picture')) {
        const img = picture.querySelector('img');
        const avif = picture.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '';
        const webp = img?.getAttribute('srcset') ?? '';
        if (!/\.avif \d+w/.test(avif) || !/\.webp \d+w/.test(webp))
          problems.push(`${page.path}: a picture without an AVIF source and a WebP srcset (${avif} | ${webp})`);
        const src = img?.getAttribute('src') ?? '';
        const file = resolveStaticFile(dist, src);
        if (!img || !file) {
          problems.push(`${page.path}: a picture whose img ${src} is not in dist/`);
          continue;
        }
        const { width = 0, height = 0 } = await sharp(join(dist, file)).metadata();
        const declared = Number(img.getAttribute('width')) / Number(img.getAttribute('height'));
        if (Math.abs(declared - width / height) > 0.01)
          problems.push(
            `${page.path}: ${src} is ${width}x${height} but declared ${img.getAttribute('width')}x${img.getAttribute('height')}`,
          );
        if (!img.getAttribute('sizes')) problems.push(`${page.path}: ${src} has no sizes`);
        checked += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(checked, 'pictures on the built pages').toBeGreaterThan(0);
  });

  test("a preloaded image is the page's first picture, with the srcset and sizes it loads (fetched once)", () => {
    const problems: string[] = [];
    const preloading = new Set<string>();
    for (const page of pages) {
      const doc = parse(page.html);
      const preloads = doc.querySelectorAll('link[rel="preload"][as="image"]');
      if (preloads.length === 0) continue;
      preloading.add(page.path);
      const first = doc.querySelector('main picture source[type="image/avif"]');
      if (preloads.length > 1) problems.push(`${page.path}: ${preloads.length} image preloads`);
      for (const link of preloads) {
        if (link.getAttribute('type') !== 'image/avif' || link.getAttribute('fetchpriority') !== 'high')
          problems.push(`${page.path}: an image preload that is not the AVIF copy at high priority`);
        if (!first || link.getAttribute('imagesrcset') !== first.getAttribute('srcset'))
          problems.push(`${page.path}: the preload's imagesrcset is not the first picture's AVIF srcset`);
        if (!first || link.getAttribute('imagesizes') !== first.getAttribute('sizes'))
          problems.push(`${page.path}: the preload's imagesizes is not the first picture's sizes`);
      }
    }
    expect(problems).toEqual([]);
    // The templates whose largest paint is an image above the fold.
    for (const path of ['/projects', '/projects/page/2']) expect(preloading, path).toContain(path);
    expect([...preloading].filter((path) => path.startsWith('/case-studies/')).length).toBeGreaterThan(0);
    expect([...preloading].filter((path) => path.startsWith('/business-ideas/')).length).toBeGreaterThan(0);
    expect(preloading.has('/'), 'the home page, whose largest paint is its heading text').toBe(false);
  });

  test('no element carries two classes that set the same property (classes are joined, not merged)', () => {
    expect(classConflicts('block px-3 text-sm hover:text-slate-900 text-base sm:flex')).toEqual([
      'text-sm text-base (font size)',
    ]);
    const found = new Map<string, string>();
    for (const page of pages)
      for (const el of parse(page.html).querySelectorAll('[class]'))
        for (const conflict of classConflicts(el.getAttribute('class') ?? '')) found.set(conflict, page.path);
    expect([...found].map(([conflict, path]) => `${path}: ${conflict}`)).toEqual([]);
  });

  test('is valid HTML (W3C Nu validator)', { timeout: 120_000 }, () => {
    const jar = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');
    expect(existsSync(jar), 'vnu-jar is installed').toBe(true);
    let output: string;
    try {
      // The CSS checker of vnu predates modern CSS (@property, margin-trim) that Tailwind 4
      // emits on purpose, so CSS messages are filtered; its speculation-rules checker predates
      // the `immediate` eagerness of the Speculation Rules spec (Chromium 121+), which the
      // pages use for the link a visitor points at; the HTML is otherwise checked in full.
      output = execFileSync(
        'java',
        [
          '-jar',
          jar,
          '--errors-only',
          '--format',
          'json',
          '--filterpattern',
          '(.*CSS:.*)|(.*The .eagerness. property in a speculation rule must be one of .eager., .moderate., or .conservative.*)',
          ...pages.map((p) => p.file),
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
    } catch (error) {
      output = String((error as { stderr?: string }).stderr ?? error);
    }
    const messages = output.trim()
      ? (JSON.parse(output) as { messages: { url: string; message: string; lastLine?: number }[] }).messages
      : [];
    expect(messages.map((m) => `${m.url.replace(`file:${dist}`, '')}:${m.lastLine ?? '?'} ${m.message}`)).toEqual([]);
  });

  test('the sitemap lists every page but the noindex ones, and robots.txt points at it', () => {
    const index = readFileSync(join(dist, 'sitemap-index.xml'), 'utf8');
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    const listed = sitemaps.flatMap((file) =>
      [...readFileSync(join(dist, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1] ?? '').pathname.replace(/\/$/, '') || '/',
      ),
    );
    expect(listed.sort()).toEqual(publicPages.map((p) => p.path).sort());
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
  });
});
