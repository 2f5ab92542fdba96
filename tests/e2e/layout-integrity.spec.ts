/**
 * Layout integrity on every page of the test catalogue: at 375, 768 and 1280 px, at 375 px
 * with the page zoom control at 100 % and 125 % (the default is 75 %), and at 320 px with 125 %, no sideways page scroll,
 * no text past the box that holds it, no short label cut with an ellipsis (tests/e2e/
 * layout-check.ts says exactly what counts). Each tab panel, a copy toast and the consultation
 * dialog are checked open as well.
 */
import type { Page } from '@playwright/test';
import { builtPages } from '../support/site-pages';
import { fixturePaths } from '../support/fixture';
import { ZOOM_STORAGE_KEY } from '../../src/lib/zoom';
import { hydrateAllIslands } from './catalogue-helpers';
import { expect, test, viewports } from './fixtures';
import { findLayoutFaults, type LayoutFault } from './layout-check';

const paths = builtPages(fixturePaths.dist).map((page) => page.path);
const template = (path: string) => path.replace(/^(\/[^/]+(?:\/detail|\/page)?)\/[^/]+$/, '$1/[id]');
const byTemplate = [...Map.groupBy(paths, template)];

const SETUPS = [
  { name: '375 px', viewport: viewports.mobile, zoom: undefined },
  { name: '768 px', viewport: viewports.tablet, zoom: undefined },
  { name: '1280 px', viewport: viewports.desktop, zoom: undefined },
  { name: '375 px at zoom 100 %', viewport: viewports.mobile, zoom: 100 },
  { name: '375 px at zoom 125 %', viewport: viewports.mobile, zoom: 125 },
  // The narrowest phones (WCAG 1.4.10 reflow) at the site's largest zoom.
  { name: '320 px at zoom 125 %', viewport: viewports.narrow, zoom: 125 },
] as const;

const report = (faults: LayoutFault[]) =>
  faults.map((f) => `${f.kind} by ${f.by}px: "${f.text.slice(0, 60)}" at ${f.where}`);

async function expectIntact(page: Page, state: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  expect(report(await page.evaluate(findLayoutFaults)), state).toEqual([]);
}

/** Every state of the page a visitor can open without typing: each tab, a copy toast. */
async function checkPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrateAllIslands(page);
  await expectIntact(page, path);

  const tabs = page.locator('[role="tab"]:visible');
  for (let i = 1; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    const name = (await tab.textContent())?.trim() ?? `tab ${i + 1}`;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expectIntact(page, `${path}, tab "${name}" open`);
  }

  // A copy button with a toast (the others only change their own label).
  const copy = page.locator('button[data-copy][data-success-title]:visible').first();
  if ((await copy.count()) > 0) {
    await copy.click();
    await expect(page.locator('li[data-variant]').first()).toBeVisible();
    await page.waitForTimeout(400); // its fade-in
    await expectIntact(page, `${path}, copy toast shown`);
  }
}

for (const setup of SETUPS) {
  test.describe(`layout integrity at ${setup.name}`, () => {
    test.use({ viewport: setup.viewport });
    test.beforeEach(async ({ context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      if (setup.zoom !== undefined)
        await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
          ZOOM_STORAGE_KEY,
          String(setup.zoom),
        ] as const);
    });

    // One test per template, one browser page for all its pages (a context per page costs more
    // than the checks on a 2-core machine); each page is a step named by its path.
    for (const [route, pages] of byTemplate) {
      test(`${route}: ${pages.length} page(s)`, async ({ page, problems }) => {
        test.setTimeout(15_000 * pages.length + 30_000);
        // The not-found page answers with status 404 on purpose.
        problems.allow(/404/);
        for (const path of pages) await test.step(path, () => checkPage(page, path));
      });
    }

    test('the consultation dialog, open', async ({ page }) => {
      await page.goto('/');
      await page.locator('[data-consultation-trigger]:visible').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectIntact(page, 'consultation dialog open');
    });
  });
}
