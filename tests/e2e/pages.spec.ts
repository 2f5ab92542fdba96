/**
 * Every page of the test catalogue in Chromium at phone width, and one page of every route
 * template at desktop width: 0 axe violations, no horizontal scroll, one h1 (the automatic
 * fixture adds: no console error, page error or failed request). Interaction states (open
 * dialogs, tabs, filters) are checked with axe by the specs that drive them.
 */
import { builtPages } from '../site/site-pages';
import { fixturePaths } from '../support/fixture';
import { checkA11y, expect, test, viewports } from './fixtures';
import { hydrateAllIslands } from './catalogue-helpers';
import type { Page } from '@playwright/test';

const paths = builtPages(fixturePaths.dist)
  .map((page) => page.path)
  .filter((path) => path !== '/404');

/** The route a path is built from: /case-studies/x -> /case-studies/[slug]. */
const template = (path: string) => path.replace(/^(\/[^/]+(?:\/detail)?)\/[^/]+$/, '$1/[id]');
const oneOfEachTemplate = [...new Map(paths.map((path) => [template(path), path])).values()];

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

test.describe('at 375 px, every page', () => {
  test.use({ viewport: viewports.mobile });
  for (const path of paths) {
    test(`${path}: 0 axe violations, no horizontal scroll, one h1`, async ({ page }) => {
      await checkPage(page, path);
    });
  }
});

test.describe('at 1280 px, one page of each template', () => {
  test.use({ viewport: viewports.desktop });
  for (const path of oneOfEachTemplate) {
    test(`${template(path)} (${path}): 0 axe violations, no horizontal scroll, one h1`, async ({ page }) => {
      await checkPage(page, path);
    });
  }
});
