/**
 * The site search (issue: find anything), on the test catalogue's build: the top bar's Search
 * button, `/` and Ctrl+K open a dialog whose combobox finds a project by a word of its title, a
 * tool by its name, an FAQ question by a word of it and an area by its name; the keyboard alone
 * walks and opens the results; nothing of the search is fetched before it is opened; the search
 * page keeps its query in the URL and lists every page without JavaScript; axe and the layout
 * checks pass with the dialog open. The automatic fixture fails on any CSP violation.
 */
import type { Page, Request } from '@playwright/test';
import { SEARCH_MAX_LENGTH } from '../../src/lib/url-state';
import { DEFAULT_ZOOM } from '../../src/lib/zoom';
import { checkA11y, expect, test, viewports } from '../support/browser-test';
import { findLayoutFaults } from '../support/layout-check';

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const field = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search the site' });
const isSearchFile = (request: Request) => /\/pagefind\/|site-search/.test(new URL(request.url()).pathname);

async function openSearch(page: Page): Promise<void> {
  await searchButton(page).click();
  await expect(field(page)).toBeFocused();
}

async function search(page: Page, words: string): Promise<void> {
  await field(page).fill(words);
  await expect(dialog(page).getByRole('status')).toContainText(`for “${words}”`);
}

test.describe('the site search', () => {
  test('fetches nothing before it opens, then finds each kind by a word and opens the FAQ answer', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (isSearchFile(request)) requests.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requests, 'search files fetched before the search was opened').toEqual([]);

    await openSearch(page);
    // The empty search suggests where to start.
    for (const name of ['Portfolio', 'Tools', 'FAQ'])
      await expect(dialog(page).getByRole('link', { name, exact: true })).toBeVisible();

    const finds: [words: string, href: string, group: string][] = [
      ['PawPlan', '/case-studies/pawplan', 'Projects'],
      ['Convex', '/tools/detail/convex', 'Tools'],
      ['involved', '/faq?tab=development#faq-development-how-involved-will-i-be', 'FAQ'],
      ['RAG Systems', '/expertise/rag-systems', 'Expertise'],
    ];
    for (const [words, href, group] of finds) {
      await search(page, words);
      const option = dialog(page).getByRole('group', { name: group }).locator(`[role="option"][href="${href}"]`);
      await expect(option, `"${words}" finds ${href}`).toBeVisible();
      await expect(option.locator('mark').first()).toBeVisible();
    }
    expect(requests.some((path) => path.endsWith('/pagefind/pagefind.js'))).toBe(true);
    // Pagefind searches in its worker (allowed by this page's policy), not on the page's thread.
    expect(page.workers().some((worker) => worker.url().endsWith('/pagefind/pagefind-worker.js'))).toBe(true);

    // The FAQ result opens its tab and its answer.
    await search(page, 'involved');
    await dialog(page).locator('[role="option"][href*="how-involved"]').click();
    await expect(page).toHaveURL(/\/faq\?tab=development#faq-development-how-involved-will-i-be$/);
    await expect(page.getByRole('tab', { name: 'Development Process' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#faq-development-how-involved-will-i-be')).toHaveAttribute('open', '');
    await expect(page.locator('#faq-development-how-involved-will-i-be')).toBeInViewport();
  });

  test('works from the keyboard alone: /, type, arrows, Enter; Ctrl+K and Escape back to the button', async ({
    page,
  }) => {
    await page.goto('/tools');
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('rag');
    await expect(dialog(page).getByRole('status')).toContainText('for “rag”');
    const options = dialog(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(1);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const href = (await second.getAttribute('href')) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?#.]/g, '\\$&')}$`));

    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('the search page keeps the query in the URL: shared, filtered by kind, and restored by Back', async ({
    page,
  }) => {
    // A search without results says so and suggests where to look.
    await page.goto('/search?q=kkkkkkkk');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No results for “kkkkkkkk”');
    for (const name of ['Portfolio', 'Tools', 'FAQ'])
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();

    await page.goto('/search?q=convex');
    const results = page.getByRole('listbox', { name: 'Results' });
    await expect(results.locator('[role="option"][href="/tools/detail/convex"]')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search the site' })).toHaveValue('convex');

    await page
      .getByRole('group', { name: 'Kinds of result' })
      .getByRole('button', { name: /^Tools/ })
      .click();
    await expect(page).toHaveURL(/\/search\?q=convex&kind=tool$/);
    await expect(results.getByRole('group')).toHaveCount(1);

    await results.locator('[role="option"][href="/tools/detail/convex"]').click();
    await expect(page).toHaveURL(/\/tools\/detail\/convex$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=convex&kind=tool$/);
    await expect(page.getByRole('combobox', { name: 'Search the site' })).toHaveValue('convex');
    await expect(results.locator('[role="option"][href="/tools/detail/convex"]')).toBeVisible();
  });

  test('with the dialog open: axe in both themes and intact layouts at 375 and 1280 px', async ({ page }) => {
    // Eight runs of axe over a page with the dialog open: more than a minute on a busy machine.
    test.slow();
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      await page.setViewportSize(viewport);
      await page.goto('/projects');
      await openSearch(page);
      await checkA11y(page);
      await search(page, 'ai');
      await expect(dialog(page).getByRole('option').first()).toBeVisible();
      await checkA11y(page);
      expect(await page.evaluate(findLayoutFaults, {}), `dialog at ${viewport.width} px`).toEqual([]);
    }
    // The narrowest phone at the largest zoom: the dialog fills the screen and its field fits.
    await page.setViewportSize(viewports.narrow);
    await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('[data-zoom-select]');
      if (select) select.value = '125';
      select?.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(DEFAULT_ZOOM).not.toBe(125);
    await expect(page.locator('html')).toHaveAttribute('data-zoom', '125');
    expect(await page.evaluate(findLayoutFaults, {}), 'dialog at 320 px, zoom 125 %').toEqual([]);
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(318);
  });
});

/** Where the build writes Pagefind's script (SITE_SEARCH_DIR). */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

/** The best result Pagefind ranks for `words` over every kind (as the dialog asks), read in the page. */
const pagefindBest = (page: Page, words: string) =>
  page.evaluate(
    async ([term, script]) => {
      const pagefind = (await import(/* @vite-ignore */ script)) as {
        search: (term: string) => Promise<{ results: { data: () => Promise<{ url: string }> }[] }>;
      };
      const first = (await pagefind.search(term)).results[0];
      return first ? (await first.data()).url : undefined;
    },
    [words, PAGEFIND_SCRIPT] as const,
  );

test.describe('relevance, text and dialogs', () => {
  test("shows Pagefind's best result first for the audited queries, its kind named above it", async ({ page }) => {
    test.slow();
    // The test catalogue's answers: its Tailwind CSS tool, its Agentic RAG methodology, its pricing
    // question, its Affiliate Program page and its Contact page (headed "Let's Connect").
    const expected: [words: string, href: string][] = [
      ['tailwind', '/tools/detail/tailwindcss'],
      ['agentic rag', '/methodology/agentic-rag'],
      ['how much does it cost', '/faq#faq-pricing-how-much-does-a-saas-cost'],
      ['affiliate', '/affiliate'],
      ['contact', '/contact'],
    ];
    await page.goto('/');
    await openSearch(page);
    for (const [words, href] of expected) {
      await search(page, words);
      const best = await pagefindBest(page, words);
      expect(best, `Pagefind's best for "${words}"`).toBe(href);
      const first = dialog(page).getByRole('option').first();
      await expect(first, `"${words}" shows Pagefind's best first`).toHaveAttribute('href', best ?? '');
      // Its kind is named by its group, whose heading is the first thing in it.
      const group = dialog(page).getByRole('listbox').getByRole('group').first();
      await expect(group.getByRole('option').first()).toHaveAttribute('href', best ?? '');
      await expect(group).toHaveAttribute('aria-label', /.+/);
      await expect(group.locator('[aria-hidden="true"]').first()).toHaveText(
        (await group.getAttribute('aria-label')) ?? '',
      );
    }
  });

  test('answers "No results" to words with no real match, and each excerpt is read once', async ({ page }) => {
    test.slow();
    await page.goto('/search?q=pawplan');
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText('for “pawplan”');
    const searchField = page.getByRole('combobox', { name: 'Search the site' });
    for (const words of ['a'.repeat(100), Array(100).fill('a').join(' '), 'C#', 'ü', 'asdfgh']) {
      await searchField.fill(words);
      const kept = await searchField.inputValue();
      expect(kept.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
      await expect(status, words.slice(0, 12)).toHaveText(`No results for “${kept.trim()}”`);
      await expect(page.getByRole('listbox', { name: 'Results' }).getByRole('option')).toHaveCount(0);
    }
    await searchField.fill('pawplan');
    const option = page.locator('[role="option"][href="/case-studies/pawplan"]');
    await expect(option).toBeVisible();
    const excerpt = (await option.locator('span').nth(1).textContent()) ?? '';
    expect(excerpt.length).toBeGreaterThan(10);
    // Named by its title and excerpt; no description reads the excerpt again.
    await expect(option).toHaveAccessibleName(`PawPlan ${excerpt}`.replace(/\s+/g, ' ').trim());
    await expect(option).toHaveAccessibleDescription('');
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ])
    test(`/search?q= shows its results without a layout shift at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: { node?: Node | null }[];
          })[]) {
            const nodes = (entry.sources ?? []).map((source) => source.node);
            // The top bar's preference controls (not the search's) have been seen to widen on a
            // slow first paint of any page: left to the top bar's own checks.
            if (nodes.every((node) => node instanceof Element && node.closest('header'))) continue;
            shifts.push(
              `${entry.value}: ${nodes.map((node) => (node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.nodeName))).join(', ')}`,
            );
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/search?q=tailwind');
      await expect(page.locator('[role="option"][href="/tools/detail/tailwindcss"]')).toBeVisible();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
    });

  test('the scrim behind every dialog is one dark colour in both themes', async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewports.mobile);
    const scrims: Record<string, string> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/request');
      await openSearch(page);
      scrims[`search, ${colorScheme}`] = await dialog(page).evaluate(
        (element) => getComputedStyle(element, '::backdrop').backgroundColor,
      );
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'Schedule a consultation' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Schedule a Consultation' })).toBeVisible();
      scrims[`consultation, ${colorScheme}`] = await page
        .locator('[data-state="open"].fixed.inset-0')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open menu' }).click();
      scrims[`menu, ${colorScheme}`] = await page
        .locator('[data-sidebar-overlay]')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    }
    const colours = new Set(Object.values(scrims));
    expect(colours.size, JSON.stringify(scrims)).toBe(1);
    // Dark: an OK lightness under 0.3, at least half opaque.
    const [, lightness, alpha] =
      /okl(?:ab|ch)\(([\d.]+) [-\d.]+ [-\d.]+ \/ ([\d.]+)\)/.exec([...colours][0] ?? '') ?? [];
    expect(Number(lightness), JSON.stringify(scrims)).toBeLessThan(0.3);
    expect(Number(alpha)).toBeGreaterThanOrEqual(0.5);
  });

  test('Escape closes the topmost dialog only, and focus returns to where it was before the shortcut', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/request');
    // From a link of the page: Ctrl+K, Escape, and the focus is on that link again.
    const link = page.getByRole('main').getByRole('link').first();
    await link.focus();
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(link).toBeFocused();

    // Over the consultation dialog: the search works, the first Escape closes it (and focus is
    // back in the consultation dialog), the second the consultation dialog.
    await page.getByRole('link', { name: 'Schedule a consultation' }).first().click();
    const consultation = page.getByRole('dialog', { name: 'Schedule a Consultation' });
    const name = consultation.getByRole('textbox').first();
    // The form loads the first time the dialog opens.
    await expect(name).toBeVisible({ timeout: 20_000 });
    await name.focus();
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    await field(page).fill('pawplan');
    await expect(dialog(page).locator('[role="option"][href="/case-studies/pawplan"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(consultation).toBeVisible();
    await expect(name).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(consultation).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Search button opens the search page, which lists every kind with links and says typing needs JavaScript', async ({
    page,
  }) => {
    await page.goto('/');
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/search\??$/);
    const response = await page.goto('/search');
    expect(response?.status()).toBe(200);
    // A browser without JavaScript renders the <noscript> (Playwright's text matchers skip it).
    expect(await page.locator('main noscript').evaluate((element) => element.textContent)).toContain(
      'Typing a search needs JavaScript.',
    );
    const index = page.locator('[data-site-index]');
    for (const kind of [
      'Projects',
      'Tools',
      'Tool categories',
      'Expertise',
      'Methodologies',
      'Business ideas',
      'FAQ',
      'Pages',
    ])
      await expect(index.getByRole('heading', { name: new RegExp(`^${kind} \\(\\d+\\)$`) })).toBeVisible();
    await expect(index.getByRole('link', { name: 'PawPlan' })).toHaveAttribute('href', '/case-studies/pawplan');
  });
});
