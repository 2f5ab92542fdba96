/**
 * The site search's index, over both builds: Pagefind holds exactly the records the build made
 * (src/build-time/site-search-records.ts); every published entry is one record of its kind,
 * every FAQ question and full area case study one more; no record points at a page the build
 * lacks or one marked noindex; the search page lists every record for a visitor without
 * JavaScript; and only the files the site serves are written.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { siteSearchRecordsOf, isServedSearchFile, SITE_SEARCH_DIR } from '../../src/build-time/site-search-index.ts';
import type { SitePaths } from '../../src/config/site-paths.ts';
import { readCatalogue } from '../../src/content-reading/validate.ts';
import { readTranslationFiles } from '../../src/content-reading/files.ts';
import { publishedCatalogue } from '../../src/lib/content/drafts.ts';
import { fixturePaths, livePaths } from '../support/fixture';
import { builtPages } from '../support/site-pages';

const filesIn = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );

for (const [name, paths] of [
  ["the editors' content", livePaths],
  ['the test catalogue', fixturePaths],
] as [string, SitePaths][]) {
  describe(`the site search's index of ${name}`, () => {
    const records = siteSearchRecordsOf(paths.dist);
    const catalogue = readCatalogue(paths);
    const published = publishedCatalogue(catalogue);
    const urls = records.map((record) => record.url);
    /** The URLs of a kind's records in a language (the default one unless named). */
    const ofKind = (kind: string, language = 'en') =>
      records.filter((record) => record.kind === kind && record.language === language).map((record) => record.url);
    const translations = readTranslationFiles(paths.content).translations;

    test('holds every record of the build once, and nothing else', () => {
      const entry = JSON.parse(readFileSync(join(paths.dist, SITE_SEARCH_DIR, 'pagefind-entry.json'), 'utf8')) as {
        languages: Record<string, { page_count: number }>;
      };
      // One index per language the records are in (Pagefind's script picks the page's).
      const languages = [...new Set(records.map((record) => record.language))].sort();
      expect(Object.keys(entry.languages).sort()).toEqual(languages);
      for (const language of languages)
        expect(entry.languages[language]?.page_count, language).toBe(
          records.filter((record) => record.language === language).length,
        );
      expect(new Set(urls).size, 'each URL once').toBe(urls.length);
      expect(
        records.every((record) => record.title.trim() !== ''),
        'every record has a title',
      ).toBe(true);
    });

    test('has every published entry once, as a record of its kind, and no draft; a translation once more', () => {
      const expected: [string, string[]][] = [
        ['project', published.projects.map((entry) => `/case-studies/${entry.id}`)],
        ['tool', published.tools.map((entry) => `/tools/detail/${entry.id}`)],
        ['idea', published.ideas.map((entry) => `/business-ideas/${entry.id}`)],
        ['methodology', published.methodologies.map((entry) => `/methodology/${entry.id}`)],
      ];
      for (const [kind, expectedUrls] of expected) expect(ofKind(kind).sort(), kind).toEqual([...expectedUrls].sort());
      // A translated tool is one record in its language too, and an untranslated one none.
      const germanTools = translations
        .filter((t) => t.kind === 'tools' && t.language === 'de' && published.tools.some((tool) => tool.id === t.entry))
        .map((t) => `/de/tools/detail/${t.entry}`);
      expect(ofKind('tool', 'de').sort(), 'German tools').toEqual(germanTools.sort());
      const areaPages = ofKind('area').filter((url) => !url.includes('#'));
      expect(areaPages.sort()).toEqual(published.areas.map((entry) => `/expertise/${entry.id}`).sort());
      const drafts = [...catalogue.projects, ...catalogue.tools, ...catalogue.ideas].filter(
        (entry) => entry.data.draft,
      );
      for (const draft of drafts)
        expect(
          urls.some((url) => url.endsWith(`/${draft.id}`)),
          draft.id,
        ).toBe(false);
    });

    test('has every FAQ question and every full case study of an area as a result linked to its anchor', () => {
      const questions = catalogue.faq.flatMap((category) => category.data.items);
      const faqOnFaqPage = ofKind('faq').filter((url) => url.startsWith('/faq'));
      expect(faqOnFaqPage).toHaveLength(questions.length);
      for (const question of questions)
        expect(
          faqOnFaqPage.some((url) => url.endsWith(`-${question.id}`)),
          question.question,
        ).toBe(true);
      const shownStudies = new Set(published.areas.flatMap((area) => area.data.caseStudies ?? []));
      const fullStudies = catalogue.areaCaseStudies.filter((study) => study.data.detail && shownStudies.has(study.id));
      expect(ofKind('area').filter((url) => url.includes('#study-')).length).toBe(fullStudies.length);
    });

    test('points only at pages of the build, none marked noindex, and each anchor exists on its page', () => {
      const pages = new Map(builtPages(paths.dist).map((page) => [page.path, page.html]));
      const problems: string[] = [];
      for (const url of urls) {
        const { pathname, hash } = new URL(url, 'https://example.com');
        const html = pages.get(pathname);
        if (!html) problems.push(`${url}: no such page`);
        else if (/noindex/.test(parse(html).querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''))
          problems.push(`${url}: the page is noindex`);
        else if (hash && !parse(html).getElementById(decodeURIComponent(hash.slice(1))))
          problems.push(`${url}: no element ${hash}`);
      }
      expect(problems).toEqual([]);
    });

    test("is listed, every record, on its language's search page for a visitor without JavaScript", () => {
      for (const [language, file] of [
        ['en', 'search.html'],
        ['de', 'de/search.html'],
      ]) {
        const page = parse(readFileSync(join(paths.dist, file ?? ''), 'utf8'));
        const listed = page.querySelectorAll('[data-site-index] a').map((link) => link.getAttribute('href'));
        const own = records.filter((record) => record.language === language).map((record) => record.url);
        expect(own.length, language).toBeGreaterThan(0);
        expect(listed.sort(), file).toEqual([...own].sort());
      }
    });

    test("finds a language's pages in that language only: each record's page is written in it", () => {
      for (const record of records) {
        const german = record.url === '/de' || record.url.startsWith('/de/');
        expect(record.language === 'de', record.url).toBe(german);
      }
    });

    test("keeps the words of touching elements apart in what Pagefind stores (its excerpts' text)", () => {
      const dir = join(paths.dist, SITE_SEARCH_DIR, 'fragment');
      const fragments = readdirSync(dir)
        .filter((file) => file.endsWith('.pf_fragment'))
        .map(
          (file) =>
            JSON.parse(
              gunzipSync(readFileSync(join(dir, file)))
                .toString('utf8')
                .replace(/^pagefind_dcd/, ''),
            ) as {
              url: string;
              content: string;
            },
        );
      expect(fragments.length).toBe(records.length);
      // The project cards' links (src/components/islands/portfolio/ProjectCard.tsx): "Details" beside "Visit".
      const projects = fragments.find((fragment) => fragment.url === '/projects')?.content ?? '';
      expect(projects).toMatch(/\bDetails (Visit|Request)/);
      for (const fragment of fragments) expect(fragment.content, fragment.url).not.toMatch(/Details(Visit|Request)/);
    });

    test('is written with only the files the site serves', () => {
      const dir = join(paths.dist, SITE_SEARCH_DIR);
      expect(existsSync(dir)).toBe(true);
      const files = filesIn(dir).filter((file) => !/\.(br|gz)$/.test(file));
      expect(files.filter((file) => !isServedSearchFile(file))).toEqual([]);
      for (const needed of [
        'pagefind.js',
        'pagefind-worker.js',
        'pagefind-entry.json',
        'wasm.en.pagefind',
        'wasm.de.pagefind',
      ])
        expect(files, needed).toContain(needed);
    });
  });
}
