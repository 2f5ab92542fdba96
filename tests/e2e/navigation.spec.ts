/**
 * The next page is already there: a link the visitor rests on is prerendered (speculation rules
 * inside the strict CSP) and shown on click as if loaded then (the zoom chosen meanwhile applies);
 * the API, the confirmation and problem pages and the editor are never prerendered; every template
 * is restored from the back/forward cache on Back, its islands in the state they were left.
 */
import { isNotFoundPagePath } from '../../src/lib/not-found-page';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FORM_PROBLEM_PAGE, FORM_SENT_PAGES } from '../../src/lib/forms/form-pages.ts';
import { INTENT_ATTRIBUTE, isPrerenderablePath } from '../../src/lib/speculation-rules.ts';
import { THEME_STORAGE_KEY } from '../../src/lib/theme.ts';
import { ZOOM_STORAGE_KEY } from '../../src/lib/zoom.ts';
import { PAGE_SIZE } from '../../src/lib/portfolio/pagination.ts';
import { CdpTab, launchBrowser, type TabPage } from '../../scripts/bench/cdp-tab.ts';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { onePagePerTemplate } from '../support/site-pages';
import { fixture, fixturePaths } from '../support/fixture';
import { waitForIslands } from '../support/islands';
import { expect, test } from '../support/browser-test';

// Playwright turns the back/forward cache off by default; visitors have it.
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/**
 * Prerendering needs a browser that DevTools attaches to through the tab (Chromium refuses to
 * prerender for a page a client attached to directly, as Playwright does), so these tests drive
 * Chromium through the protocol (scripts/cdp-tab.ts): one browser for the file, a fresh profile
 * per test, console errors, exceptions and CSP violations collected from every page.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser.close());

const AXE = readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

/** The axe violations (WCAG 2.2 A/AA) of the page shown. */
async function axeViolations(tab: CdpTab, page: TabPage): Promise<string[]> {
  await tab.evaluate(page.sessionId, AXE);
  const found = await tab.evaluate<string[]>(
    page.sessionId,
    `axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'], resultTypes: ['violations'] })
      .then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`,
    90_000,
  );
  if (!found) throw new Error('axe did not run');
  return found;
}

/** Rests the pointer on a link until the browser reports its page prerendered, then clicks it. */
async function prerenderAndClick(tab: CdpTab, from: TabPage, selector: string, before?: () => Promise<void>) {
  let link = await tab.findLink(from, [selector]);
  for (const until = Date.now() + 30_000; !link && Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    link = await tab.findLink(from, [selector]);
  }
  if (!link) {
    const state = await tab.evaluate(
      from.sessionId,
      `JSON.stringify({ url: location.href, readyState: document.readyState, width: innerWidth, visibility: document.visibilityState, prerendering: document.prerendering, links: [...document.querySelectorAll('${selector}')].map((a) => a.getClientRects().length) })`,
    );
    throw new Error(`no visible link ${selector} on the page shown: ${String(state)}; pages: ${tab.pages.size}`);
  }
  await tab.moveTo(from, link.x, link.y);
  expect(
    await tab.evaluate(from.sessionId, `document.querySelector('${selector}').hasAttribute('${INTENT_ATTRIBUTE}')`),
  ).toBe(true);
  expect(await tab.prerenderStatus(link.href, 'Ready', 90_000), JSON.stringify(tab.prerenders)).toBe('Ready');
  await before?.();
  // What `before` did may have moved the link (a zoom change does).
  const now = (await tab.findLink(from, [selector])) ?? link;
  await tab.click(from, now.x, now.y);
  const shown = await tab.shownPage(link.href);
  return { shown, href: link.href };
}

const activationStart = (tab: CdpTab, page: TabPage) =>
  tab.evaluate<number>(page.sessionId, `performance.getEntriesByType('navigation')[0].activationStart`);

test.describe('prerendered navigation', () => {
  // A prerender under the shared machine's load can take tens of seconds to be ready.
  test.describe.configure({ timeout: 240_000 });
  let tab: CdpTab;
  test.beforeEach(async () => {
    tab = await CdpTab.open(browser.cdp);
  });
  test.afterEach(async () => {
    expect(tab.problems, 'console errors, exceptions or CSP violations').toEqual([]);
    await tab.close();
  });

  test('a link the pointer rests on is prerendered and shown on click, axe clean during and after the transition', async ({
    baseURL,
  }) => {
    const home = await tab.navigate(`${baseURL}/`);
    const { shown, href } = await prerenderAndClick(tab, home, 'aside a[href="/faq"]');
    expect(await activationStart(tab, shown), 'prerendered, then activated').toBeGreaterThan(0);
    expect(tab.prerenders.filter((p) => p.url === href).at(-1)?.status).toBe('Success');
    expect(
      await tab.evaluate(
        shown.sessionId,
        `document.querySelector('aside a[aria-current="page"]')?.getAttribute('href')`,
      ),
    ).toBe('/faq');
    expect(await tab.evaluate(shown.sessionId, `document.querySelector('h1')?.textContent`)).toBeTruthy();
    expect(await axeViolations(tab, shown)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await axeViolations(tab, shown)).toEqual([]);
  });

  test('the zoom chosen after the prerender started applies when the page is shown', async ({ baseURL }) => {
    const home = await tab.navigate(`${baseURL}/`);
    const { shown } = await prerenderAndClick(tab, home, 'aside a[href="/contact"]', async () => {
      // The visitor changes the zoom on this page while the next one waits, prerendered.
      await tab.evaluate(
        home.sessionId,
        `(() => { const s = document.querySelector('[data-zoom-select]'); s.value = '125'; s.dispatchEvent(new Event('change')); })()`,
      );
    });
    expect(await activationStart(tab, shown)).toBeGreaterThan(0);
    expect(
      await tab.evaluate(
        shown.sessionId,
        `[document.documentElement.dataset.zoom, document.querySelector('[data-zoom-select]').value, getComputedStyle(document.documentElement).getPropertyValue('--zoom').trim(), localStorage.getItem('${ZOOM_STORAGE_KEY}')]`,
      ),
    ).toEqual(['125', '125', '1.25', '125']);
  });

  test('the theme chosen after the prerender started applies when the page is shown', async ({ baseURL }) => {
    const home = await tab.navigate(`${baseURL}/`);
    const { shown } = await prerenderAndClick(tab, home, 'aside a[href="/contact"]', async () => {
      // The visitor picks Dark on this page while the next one waits, prerendered in light.
      await tab.evaluate(
        home.sessionId,
        `(() => { const s = document.querySelector('[data-theme-select]'); s.value = 'dark'; s.dispatchEvent(new Event('change')); })()`,
      );
    });
    expect(await activationStart(tab, shown)).toBeGreaterThan(0);
    expect(
      await tab.evaluate(
        shown.sessionId,
        `[document.documentElement.dataset.theme, document.querySelector('[data-theme-select]').value, getComputedStyle(document.documentElement).colorScheme, localStorage.getItem('${THEME_STORAGE_KEY}')]`,
      ),
    ).toEqual(['dark', 'dark', 'dark', 'dark']);
  });

  test('the API, the confirmation and problem pages and the editor are never prerendered', async ({ baseURL }) => {
    const home = await tab.navigate(`${baseURL}/`);
    const forbidden = ['/api/health', ...Object.values(FORM_SENT_PAGES), FORM_PROBLEM_PAGE, '/keystatic'];
    // Links to them, marked as if the visitor rested on each (the rules decide, not the script),
    // and one allowed link marked the same way.
    const injected = await tab.evaluate<number>(
      home.sessionId,
      `(() => {
        for (const path of ${JSON.stringify([...forbidden, '/affiliate'])}) {
          const link = document.createElement('a');
          link.href = path;
          link.textContent = path;
          link.setAttribute('${INTENT_ATTRIBUTE}', '');
          document.getElementById('main').prepend(link);
        }
        return document.querySelectorAll('[${INTENT_ATTRIBUTE}]').length;
      })()`,
    );
    expect(injected).toBe(forbidden.length + 1);
    expect(
      await tab.prerenderStatus(`${baseURL}/affiliate`, 'Ready', 90_000),
      `prerenders seen: ${JSON.stringify(tab.prerenders)}`,
    ).toBe('Ready');
    const attempted = tab.prerenders.map((p) => new URL(p.url).pathname);
    for (const path of forbidden) expect(attempted, path).not.toContain(path);
    for (const path of forbidden)
      expect(isPrerenderablePath(new URL(path, baseURL), new URL(baseURL ?? '').origin), path).toBe(false);
  });
});

/** One page of each template, without the steps of a form submission. */
const onePerTemplate = onePagePerTemplate(fixturePaths.dist).filter(
  (path) => !isNotFoundPagePath(path) && !Object.values(FORM_SENT_PAGES).includes(path) && path !== FORM_PROBLEM_PAGE,
);

const sidebarLink = (page: Page, href: string) => page.locator(`aside a[href="${href}"]`);

test.describe('back/forward cache', () => {
  test('Back restores every template from the cache', async ({ page }) => {
    test.setTimeout(40_000 * onePerTemplate.length);
    const notRestored: string[] = [];
    for (const path of onePerTemplate) {
      await page.goto(path);
      await page.evaluate(() => {
        (window as Window & { visitMark?: boolean }).visitMark = true;
      });
      await page.goto(path === '/faq' ? '/contact' : '/faq');
      await page.goBack({ waitUntil: 'commit' });
      // Playwright's idea of the URL lags behind a page restored from the cache: ask the page.
      await expect.poll(() => page.evaluate(() => location.pathname).catch(() => '')).toBe(path);
      const restored = await page.evaluate(() => (window as Window & { visitMark?: boolean }).visitMark === true);
      if (!restored) {
        const reasons = await page.evaluate(() =>
          JSON.stringify(
            (performance.getEntriesByType('navigation')[0] as unknown as { notRestoredReasons: unknown })
              .notRestoredReasons,
          ),
        );
        notRestored.push(`${path}: ${reasons}`);
      }
    }
    expect(notRestored).toEqual([]);
  });

  test('a theme chosen on the next page applies on Back, to the page restored from the cache', async ({ page }) => {
    await page.goto('/tools');
    await page.evaluate(() =>
      addEventListener('pageshow', (event) => {
        document.documentElement.dataset.shownFromCache = String(event.persisted);
      }),
    );
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await sidebarLink(page, '/faq').click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Dark' });
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => location.pathname).catch(() => '')).toBe('/tools');
    await expect(page.locator('html'), 'restored from the back/forward cache').toHaveAttribute(
      'data-shown-from-cache',
      'true',
    );
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
  });

  test('a filtered portfolio comes back filtered, and its island still works', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/projects');
    await waitForIslands(page);
    const statusTabs = page.getByRole('group', { name: 'Status filter' });
    await statusTabs.getByRole('button', { name: 'Sold' }).click();
    await expect(page).toHaveURL(/\?status=sold$/);
    // The sold projects, once the catalogue has arrived (counting at once could still see the
    // first page's cards).
    const soldCards = Math.min(
      fixture.projects.filter((project) => project.data.status === 'sold').length,
      PAGE_SIZE.full,
    );
    await expect(page.locator('article[data-project]')).toHaveCount(soldCards);
    await page.evaluate(() =>
      addEventListener('pageshow', (event) => {
        document.documentElement.dataset.shownFromCache = String(event.persisted);
      }),
    );
    await sidebarLink(page, '/faq').click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => location.search).catch(() => '')).toBe('?status=sold');
    await expect(page.locator('html'), 'restored from the back/forward cache').toHaveAttribute(
      'data-shown-from-cache',
      'true',
    );
    await expect(page.locator('article[data-project]')).toHaveCount(soldCards);
    await expect(page.getByRole('button', { name: 'Clear Filters (1)' })).toBeVisible();
    await statusTabs.getByRole('button', { name: 'All Projects' }).click();
    await expect.poll(() => page.evaluate(() => location.search)).toBe('');
    await expect(page.getByRole('button', { name: /Clear Filters/ })).toHaveCount(0);
  });
});
