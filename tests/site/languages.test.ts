/**
 * The languages as search engines read them, on both builds (the editors' content and the test
 * catalogue): every page's `lang`, hreflang alternates that are reciprocal, absolute and carry
 * x-default, only between pages that exist in each language, the sitemap's alternates equal to
 * the pages' own, and German pages whose frame holds no English word of the dictionary.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { fixturePaths, livePaths } from '../support/fixture';
import { builtPages } from '../support/site-pages';
import { DEFAULT_LANGUAGE, splitLanguagePath } from '../../src/lib/i18n/languages';
import type { Dictionary } from '../../src/lib/content/kinds/dictionary';

const isNoindex = (html: string) =>
  /noindex/.test(parse(html).querySelector('meta[name="robots"]')?.getAttribute('content') ?? '');

/** Every text value of a dictionary, flattened. */
const values = (dictionary: unknown): string[] =>
  typeof dictionary === 'string' ? [dictionary] : Object.values(dictionary as Record<string, unknown>).flatMap(values);

for (const [name, paths] of [
  ["the editors' content", livePaths],
  ['the test catalogue', fixturePaths],
] as const) {
  describe(`languages on ${name}`, () => {
    const dictionaryDir = join(paths.content, 'dictionaries');
    const languages = readdirSync(dictionaryDir).map((file) => file.replace(/\.json$/, ''));
    const dictionaries = new Map(
      languages.map((language) => [
        language,
        JSON.parse(readFileSync(join(dictionaryDir, `${language}.json`), 'utf8')) as Dictionary,
      ]),
    );
    const pages = builtPages(paths.dist);
    const publicPages = pages.filter((page) => !isNoindex(page.html));
    const alternatesOf = (html: string) =>
      parse(html)
        .querySelectorAll('head link[rel=alternate][hreflang]')
        .map((link) => ({ hreflang: link.getAttribute('hreflang') ?? '', href: link.getAttribute('href') ?? '' }));
    const siteUrl = new URL(
      parse(pages.find((page) => page.path === '/')?.html ?? '')
        .querySelector('link[rel=canonical]')
        ?.getAttribute('href') ?? 'http://localhost/',
    ).origin;
    const byUrl = new Map(publicPages.map((page) => [new URL(page.path, siteUrl).href, page]));

    test('has a language besides the default, and pages in it', () => {
      expect(languages).toContain(DEFAULT_LANGUAGE);
      expect(languages.length).toBeGreaterThan(1);
      expect(publicPages.some((page) => splitLanguagePath(page.path, languages).language !== DEFAULT_LANGUAGE)).toBe(
        true,
      );
    });

    test("a page's links to another language's pages say which language they lead to", () => {
      const problems: string[] = [];
      for (const page of pages) {
        const { language } = splitLanguagePath(page.path, languages);
        if (language === DEFAULT_LANGUAGE) continue;
        for (const link of parse(page.html).querySelectorAll('a[href^="/"]')) {
          const href = link.getAttribute('href') ?? '';
          // A built file (a gallery image's full-size copy) is in no language.
          if (href.startsWith('/_astro/')) continue;
          const target = splitLanguagePath(href.split(/[?#]/)[0] ?? href, languages).language;
          const hreflang = link.getAttribute('hreflang') ?? link.getAttribute('hrefLang');
          if (target !== language && hreflang !== target) problems.push(`${page.path}: ${href} (hreflang ${hreflang})`);
        }
      }
      expect(problems).toEqual([]);
    });

    test('every page says its language, and every translated page links its versions both ways', () => {
      const problems: string[] = [];
      for (const page of publicPages) {
        const { language, path } = splitLanguagePath(page.path, languages);
        const doc = parse(page.html);
        if (doc.querySelector('html')?.getAttribute('lang') !== language) problems.push(`${page.path}: lang`);
        const alternates = alternatesOf(page.html);
        // A page in another language than the default always has its versions; one in the default may have none.
        if (language !== DEFAULT_LANGUAGE && alternates.length === 0) problems.push(`${page.path}: no alternates`);
        if (alternates.length === 0) continue;
        const own = new URL(page.path, siteUrl).href;
        if (!alternates.some((a) => a.hreflang === language && a.href === own))
          problems.push(`${page.path}: not itself`);
        const xDefault = alternates.find((a) => a.hreflang === 'x-default');
        if (xDefault?.href !== new URL(path, siteUrl).href) problems.push(`${page.path}: x-default ${xDefault?.href}`);
        for (const alternate of alternates) {
          if (!/^https?:\/\//.test(alternate.href)) problems.push(`${page.path}: relative ${alternate.href}`);
          const other = byUrl.get(alternate.href);
          if (!other) {
            problems.push(`${page.path}: ${alternate.hreflang} alternate ${alternate.href} is no page`);
            continue;
          }
          // Reciprocal: the other version lists the very same set.
          expect(alternatesOf(other.html), `${other.path} from ${page.path}`).toEqual(alternates);
          if (
            alternate.hreflang !== 'x-default' &&
            splitLanguagePath(other.path, languages).language !== alternate.hreflang
          )
            problems.push(`${page.path}: ${alternate.href} is not in ${alternate.hreflang}`);
        }
      }
      expect(problems).toEqual([]);
    });

    test("the sitemap lists each page's alternates as the page does, and no page of another language without them", () => {
      const sitemap = readdirSync(paths.dist)
        .filter((file) => /^sitemap-\d+\.xml$/.test(file))
        .map((file) => readFileSync(join(paths.dist, file), 'utf8'))
        .join('');
      const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '';
        const page = byUrl.get(loc);
        expect(page, loc).toBeDefined();
        const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          (match) => ({ hreflang: match[1] ?? '', href: match[2] ?? '' }),
        );
        expect(links, loc).toEqual(alternatesOf(page?.html ?? ''));
      }
    });

    test("a page of another language has its words in its frame, none of the default language's", () => {
      const english = dictionaries.get(DEFAULT_LANGUAGE);
      for (const page of pages) {
        const { language } = splitLanguagePath(page.path, languages);
        const own = dictionaries.get(language);
        if (language === DEFAULT_LANGUAGE || !english || !own) continue;
        const doc = parse(page.html);
        const frame = ['header', '#sidebar', 'footer', 'a[href="#main"]']
          .flatMap((selector) => doc.querySelectorAll(selector))
          // Content names not yet translated are marked with their language; they are not the frame's words.
          .map((element) => {
            for (const marked of element.querySelectorAll('[lang]'))
              if (marked.getAttribute('lang') !== language) marked.remove();
            return `${element.text} ${element
              .querySelectorAll('[aria-label]')
              .map((e) => e.getAttribute('aria-label'))
              .join(' ')} ${element.getAttribute('aria-label') ?? ''}`;
          })
          .join(' ');
        const ownWords = new Set(values(own));
        const english_only = values(english).filter(
          (word) => !ownWords.has(word) && word.length > 3 && !word.includes('{'),
        );
        const found = english_only.filter((word) =>
          new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u').test(frame),
        );
        expect(found, page.path).toEqual([]);
        expect(frame.length, page.path).toBeGreaterThan(0);
      }
    });

    for (const [kind, folder, page] of [
      ['tool', 'tools', '/tools/detail/'],
      ['expertise area', 'areas', '/expertise/'],
      ['business idea', 'ideas', '/business-ideas/'],
      ['project', 'projects', '/case-studies/'],
    ] as const)
      test(`a ${kind}'s page exists in a language exactly when the ${kind} is translated into it, and so does its sitemap entry`, () => {
        const dir = join(paths.content, folder);
        const built = new Set(pages.map((built) => built.path));
        const sitemap = readdirSync(paths.dist)
          .filter((file) => /^sitemap-\d+\.xml$/.test(file))
          .map((file) => readFileSync(join(paths.dist, file), 'utf8'))
          .join('');
        const ids = readdirSync(dir)
          .filter((file) => /^[a-z0-9-]+\.md$/.test(file))
          .map((file) => file.slice(0, -'.md'.length))
          .filter((id) => built.has(`${page}${id}`));
        let translated = 0;
        for (const language of languages.filter((code) => code !== DEFAULT_LANGUAGE))
          for (const id of ids) {
            const written = existsSync(join(dir, `${id}.${language}.md`));
            if (written) translated += 1;
            const path = `/${language}${page}${id}`;
            expect(built.has(path), path).toBe(written);
            expect(sitemap.includes(`<loc>${new URL(path, siteUrl).href}</loc>`), `${path} in the sitemap`).toBe(
              written,
            );
            // The English page names its German version only when it exists.
            const english = pages.find((candidate) => candidate.path === `${page}${id}`);
            expect(
              alternatesOf(english?.html ?? '').some((a) => a.hreflang === language),
              `${page}${id}`,
            ).toBe(written);
          }
        expect(translated, `translated ${folder}`).toBeGreaterThan(0);
      });

    test("every tool category's page and the expertise list exist in each language the tool list does, in its sitemap", () => {
      const built = new Set(pages.map((candidate) => candidate.path));
      const categoryPages = [...built].filter((path) => /^\/tools\/[a-z0-9-]+$/.test(path));
      expect(categoryPages.length).toBeGreaterThan(0);
      for (const language of languages.filter((code) => code !== DEFAULT_LANGUAGE)) {
        const listed = built.has(`/${language}/tools`);
        for (const path of [...categoryPages, '/expertise'])
          expect(built.has(`/${language}${path}`), `/${language}${path}`).toBe(listed);
      }
    });

    test("a language's 404 page is built for its prefix", () => {
      for (const language of languages.filter((code) => code !== DEFAULT_LANGUAGE)) {
        const file = join(paths.dist, language, '404.html');
        expect(existsSync(file), file).toBe(true);
        expect(parse(readFileSync(file, 'utf8')).querySelector('html')?.getAttribute('lang')).toBe(language);
      }
    });
  });
}
