/**
 * Every page of the test catalogue in Chromium at phone width, and one page of every route
 * template at desktop width: 0 axe violations, no horizontal scroll, one h1 (the automatic
 * fixture adds: no console error, page error or failed request). Interaction states (open
 * dialogs, tabs, filters) are checked with axe by the specs that drive them.
 */
import { builtPages } from '../support/site-pages';
import { fixturePaths } from '../support/fixture';
import { checkA11y, expect, test, viewports } from './fixtures';
import { hydrateAllIslands } from './catalogue-helpers';
import type { Page } from '@playwright/test';

const paths = builtPages(fixturePaths.dist)
  .map((page) => page.path)
  .filter((path) => path !== '/404');

/** The route a path is built from: /case-studies/x -> /case-studies/[slug]. */
const template = (path: string) => path.replace(/^(\/[^/]+(?:\/detail)?)\/[^/]+$/, '$1/[id]');

async function checkPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrateAllIslands(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
  await checkA11y(page);
}

/** The pages of each template, in build order. */
const byTemplate = [...Map.groupBy(paths, template)];

test.describe('at 375 px, every page', () => {
  test.use({ viewport: viewports.mobile });
  // One test per template, one browser page for all its pages: a new context per page costs
  // more than the checks on this 2-core machine. Each page is a step named by its path.
  for (const [route, pages] of byTemplate) {
    test(`${route}: ${pages.length} page(s), 0 axe violations, no horizontal scroll, one h1`, async ({ page }) => {
      test.setTimeout(30_000 + 20_000 * pages.length);
      for (const path of pages) await test.step(path, () => checkPage(page, path));
    });
  }
});

test.describe('at 1280 px, one page of each template', () => {
  test.use({ viewport: viewports.desktop });
  for (const [route, [path = route]] of byTemplate) {
    test(`${route} (${path}): 0 axe violations, no horizontal scroll, one h1`, async ({ page }) => {
      await checkPage(page, path);
    });
  }
});
