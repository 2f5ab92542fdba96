/**
 * The site search (issue: find anything), on the test catalogue's build: the top bar's Search
 * button, `/` and Ctrl+K open a dialog whose combobox finds a project by a word of its title, a
 * tool by its name, an FAQ question by a word of it and an area by its name; the keyboard alone
 * walks and opens the results; nothing of the search is fetched before it is opened; the search
 * page keeps its query in the URL and lists every page without JavaScript; axe and the layout
 * checks pass with the dialog open. The automatic fixture fails on any CSP violation.
 */
import type { Page, Request } from '@playwright/test';
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
