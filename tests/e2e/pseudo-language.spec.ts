/**
 * The pseudo-language check (issue of languages, part 9): the test catalogue built with one more
 * language whose every text is accented and about 40 % longer (scripts/pseudo-language.ts, built
 * by `npm run test:e2e` under .astro/pseudo-language). Every page built in it shows no word of the
 * English dictionary (a word still in English is one the code wrote itself), and nothing
 * overflows its box at 320, 375 and 1280 px.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { expect, test, viewports } from '../support/browser-test';
import { findLayoutFaults } from '../support/layout-check';
import { hydrateAllIslands } from '../support/islands';
import { startSiteServer, type SiteServer } from '../support/site-server';
import { projectRoot } from '../support/fixture';
import { sitePaths } from '../../src/config/site-paths';
import type { Dictionary } from '../../src/lib/content/kinds/dictionary';
import { PSEUDO_LANGUAGE } from '../../src/lib/i18n/pseudo';

const paths = sitePaths(projectRoot, { CONTENT_ROOT: '.astro/pseudo-language' });
const english = JSON.parse(readFileSync(join(paths.content, 'dictionaries', 'en.json'), 'utf8')) as Dictionary;
/** The pages built in the pseudo-language, by path (its home page, /qps, beside its folder; an entry's page too: /qps/tools/detail/agno). */
const pages = [
  ...(existsSync(join(paths.dist, `${PSEUDO_LANGUAGE}.html`)) ? [`/${PSEUDO_LANGUAGE}`] : []),
  ...readdirSync(join(paths.dist, PSEUDO_LANGUAGE), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${PSEUDO_LANGUAGE}/${file.replace(/\.html$/, '')}`),
];

/** The English dictionary's texts long enough to be words of their own (not "FAQ", not a placeholder). */
const englishTexts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(englishTexts);
const words = [...new Set(englishTexts({ ...english, name: '', locale: '' }))]
  .flatMap((text) => text.split(/\{[^}]+\}/))
  .map((text) => text.trim())
  .filter((text) => text.length > 3);

let server: SiteServer;
let base: string;
test.beforeAll(async () => {
  server = await startSiteServer(paths.dist, new Hono());
  base = server.url;
});
test.afterAll(async () => server.close());

test('the pseudo-language build has pages to check', () => {
  expect(pages).toContain(`/${PSEUDO_LANGUAGE}`);
  expect(pages).toContain(`/${PSEUDO_LANGUAGE}/faq`);
  expect(pages).toContain(`/${PSEUDO_LANGUAGE}/404`);
  expect(pages).toContain(`/${PSEUDO_LANGUAGE}/tools/detail/agno`);
  expect(pages).toContain(`/${PSEUDO_LANGUAGE}/expertise/ai-agent-development`);
  expect(pages).toContain(`/${PSEUDO_LANGUAGE}/business-ideas/ai-content-calendar`);
  expect(pages).toContain(`/${PSEUDO_LANGUAGE}/case-studies/cashcast`);
  expect(pages).toContain(`/${PSEUDO_LANGUAGE}/tools`);
  expect(pages).toContain(`/${PSEUDO_LANGUAGE}/tools/frontend`);
  expect(pages).toContain(`/${PSEUDO_LANGUAGE}/expertise`);
  expect(pages).toContain(`/${PSEUDO_LANGUAGE}/projects`);
  expect(pages).toContain(`/${PSEUDO_LANGUAGE}/projects/page/2`);
});

for (const path of pages)
  test(`${path}: no English word of the dictionary, and no box overflows at 320, 375 and 1280 px`, async ({
    page,
    problems,
  }) => {
    problems.allow(/404/);
    for (const viewport of [viewports.narrow, viewports.mobile, viewports.desktop]) {
      await page.setViewportSize(viewport);
      await page.goto(base + path);
      // Every island running, as a visitor who scrolled finds it (a tab opens only once its island does).
      await hydrateAllIslands(page);
      await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_LANGUAGE);
      // What visitors and screen readers can get, less content marked as another language (not yet translated).
      const shown = await page.evaluate((language) => {
        const root = document.body.cloneNode(true) as HTMLElement;
        // The texts marked as another language, also where a label quotes them ("Details: {title}").
        const marked: string[] = [];
        for (const other of root.querySelectorAll('[lang]'))
          if (other.getAttribute('lang') !== language) {
            const text = other.textContent?.trim();
            if (text) marked.push(text);
            other.remove();
          }
        // Every tab panel and screen, shown or not; never the code of scripts and styles, nor code
        // samples (translate="no"), which are the same in every language.
        for (const code of root.querySelectorAll('script, style, template, noscript, [translate="no"]')) code.remove();
        const labels = [...root.querySelectorAll('[aria-label], [placeholder], [title]')].map((element) =>
          ['aria-label', 'placeholder', 'title']
            .map((name) => marked.reduce((label, text) => label.replaceAll(text, ''), element.getAttribute(name) ?? ''))
            .join(' '),
        );
        return `${root.textContent ?? ''} ${labels.join(' ')} ${document.title}`;
      }, PSEUDO_LANGUAGE);
      expect(
        words.filter((word) => shown.includes(word)),
        `${path} at ${viewport.width} px`,
      ).toEqual([]);
      expect(await page.evaluate(findLayoutFaults, { eachTab: true }), `${path} at ${viewport.width} px`).toEqual([]);
    }
  });
