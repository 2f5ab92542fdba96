/**
 * Every page of the test catalogue (of a translated template, its first: byTemplate), loaded once
 * and then seen in every layout a visitor can give it: at 375 px with the zoom control at its default (75 %), 100 % and 125 %, at 320 px with 125 %
 * (WCAG 1.4.10 reflow), at 768 and 1280 px. In each layout: one h1, no sideways page scroll, no
 * text past the box that holds it, no short label cut with an ellipsis (tests/support/layout-check.ts
 * says exactly what counts), with each tab panel open in turn and with a copy toast shown.
 * axe (WCAG 2.2 A/AA) runs on the first page of each template on the whole page at 375 and 1280 px,
 * in the light and the dark theme (checkA11y runs both), and on every other page at 375 px on its
 * `<main>` in the light theme: the shell around it is the same components with another link
 * current, and the dark theme's colours are the same tokens on the same components (the listing
 * pages, each the first of its template, show every card, badge and tone). The not-found screens
 * have their own axe check (not-found.spec.ts). The automatic fixture adds: no console error, page
 * error or failed request.
 *
 * The layouts are reached by resizing the window and choosing the zoom with the page's own
 * control, not by loading the page again: the site's layout is CSS alone (the only script that
 * reads the width, the mobile menu's, follows a change), so a resize shows what a load at that
 * size shows, at a sixth of the page loads.
 */
import type { Page } from '@playwright/test';
import { pagesByTemplate } from '../support/site-pages';
import { fixturePaths } from '../support/fixture';
import { DEFAULT_ZOOM } from '../../src/lib/zoom';
import { hydrateAllIslands } from '../support/islands';
import { checkA11y, expect, test, viewports } from '../support/browser-test';
import { findLayoutFaults, type LayoutFault } from '../support/layout-check';

/**
 * Every page of each template in the default language; the first page of each template in
 * another language. A translated page is its original's screen with other words: one page of
 * each shows what the language's words do to the layout (longer words, other cards), and the
 * pseudo-language check (pseudo-language.spec.ts) lengthens every string on its pages.
 */
const byTemplate = [...pagesByTemplate(fixturePaths.dist)].map(
  ([route, pages]) => [route, route.startsWith('/[language]') ? pages.slice(0, 1) : pages] as const,
);

interface Layout {
  name: string;
  viewport: { width: number; height: number };
  zoom: number;
}
/** The first is the one each page is loaded in (and where axe runs on every page). */
const LAYOUTS: readonly Layout[] = [
  { name: '375 px', viewport: viewports.mobile, zoom: DEFAULT_ZOOM },
  { name: '375 px at zoom 100 %', viewport: viewports.mobile, zoom: 100 },
  { name: '375 px at zoom 125 %', viewport: viewports.mobile, zoom: 125 },
  { name: '320 px at zoom 125 %', viewport: viewports.narrow, zoom: 125 },
  { name: '768 px', viewport: viewports.tablet, zoom: DEFAULT_ZOOM },
  { name: '1280 px', viewport: viewports.desktop, zoom: DEFAULT_ZOOM },
];
const DESKTOP = LAYOUTS.at(-1);

const report = (faults: LayoutFault[]) =>
  faults.map((f) => `${f.state ? `${f.state}: ` : ''}${f.kind} by ${f.by}px: "${f.text.slice(0, 60)}" at ${f.where}`);

/** Resizes the window and sets the zoom through the page's zoom control, as a visitor would. */
async function enterLayout(page: Page, layout: Layout): Promise<void> {
  await page.setViewportSize(layout.viewport);
  await page.evaluate((zoom) => {
    const select = document.querySelector<HTMLSelectElement>('[data-zoom-select]');
    if (!select) throw new Error('no zoom control on the page');
    if (select.value === String(zoom)) return;
    select.value = String(zoom);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, layout.zoom);
  await expect(page.locator('html')).toHaveAttribute('data-zoom', String(layout.zoom));
}

/** The page in its layout, as it is and with each tab panel open in turn (the tabs open before, open again after). */
async function expectIntact(page: Page, state: string, { eachTab }: { eachTab: boolean }): Promise<void> {
  expect(report(await page.evaluate(findLayoutFaults, { eachTab })), state).toEqual([]);
}

async function checkPage(page: Page, path: string, { first }: { first: boolean }): Promise<void> {
  const notFound = path === '/404';
  await page.setViewportSize(viewports.mobile);
  await page.goto(path);
  await hydrateAllIslands(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const layout of LAYOUTS) {
    await enterLayout(page, layout);
    await expectIntact(page, `${path} at ${layout.name}`, { eachTab: true });
    if (notFound) continue;
    if (first && (layout === LAYOUTS[0] || layout === DESKTOP)) await checkA11y(page);
    else if (layout === LAYOUTS[0]) await checkA11y(page, { include: 'main', bothSchemes: false });
  }

  // A copy button with a toast (the others only change their own label). The pointer rests on
  // the toast, as a reader's would, which holds it open while it is seen in every layout.
  const copy = page.locator('button[data-copy][data-success-title]:visible').first();
  if ((await copy.count()) === 0) return;
  await copy.click();
  const toast = page.locator('li[data-variant]').first();
  await expect(toast).toBeVisible();
  await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
  for (const layout of LAYOUTS) {
    await enterLayout(page, layout);
    await toast.hover();
    await expectIntact(page, `${path} at ${layout.name}, copy toast shown`, { eachTab: false });
  }
}

test.describe('every page in every layout', () => {
  test.use({ viewport: viewports.mobile });
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  // One test per template, one browser page for all its pages (a context per page costs more
  // than the checks on a 2-core machine); each page is a step named by its path.
  for (const [route, pages] of byTemplate) {
    test(`${route}: ${pages.length} page(s)`, async ({ page, problems }) => {
      test.setTimeout(60_000 + 30_000 * pages.length);
      // The not-found pages (the site's and each language's) answer with status 404 on purpose.
      if (route.endsWith('/404')) problems.allow(/404/);
      for (const [index, path] of pages.entries())
        await test.step(path, () => checkPage(page, path, { first: index === 0 }));
    });
  }

  test('the consultation dialog, open, in every layout', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-consultation-trigger]:visible').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    for (const layout of LAYOUTS) {
      await enterLayout(page, layout);
      await expectIntact(page, `consultation dialog open at ${layout.name}`, { eachTab: false });
    }
  });
});
