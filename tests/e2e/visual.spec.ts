/**
 * Visual regression baselines of the main templates at 375 and 1280 px, light and dark, on the test catalogue:
 * a full-page screenshot compared with the one stored beside this file
 * (tests/e2e/visual.spec.ts-snapshots/). After an intended change of the look, look at the
 * new pictures and store them with
 *   npm run test:visual:update
 * (builds both catalogues, then runs this file with --update-snapshots).
 *
 * Before the capture every island is hydrated and every lazy image loaded, deferred blocks are
 * rendered (a full-page capture does not scroll, see the defer-render utility), and animations
 * are stopped. The page's clock stands still at one fixed Wednesday, so the consultation calendar
 * shows the same month and the same enabled days on every run. (A mask over the calendar did not
 * do: under the shell's zoom Playwright draws the mask beside the element, and the days around
 * today differed once the date moved on.) The top bar's Search control is hidden in the full-page
 * captures and captured with the top bar and the open search dialog in pictures of its own.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { fixture } from '../support/fixture';
import { hydrateAllIslands } from '../support/islands';
import { expect, test, viewports } from '../support/browser-test';

const first = <T extends { id: string }>(entries: readonly T[], what: string): string => {
  const entry = entries[0];
  if (!entry) throw new Error(`the test catalogue has no ${what}`);
  return entry.id;
};

/** The top bar's Search control, hidden in the full-page captures (it is captured on its own). */
const HIDE_SEARCH_CONTROL = fileURLToPath(new URL('../support/visual-capture.css', import.meta.url));

/** The visitor's "now" in every capture: a Wednesday, 10:00 in the browser's time zone. */
const TODAY = new Date(2026, 2, 4, 10);

/** One page per template, named by the template (the baselines do not depend on slugs). */
const TEMPLATES: readonly (readonly [name: string, path: string])[] = [
  ['home', '/'],
  ['projects', '/projects'],
  ['case-study', `/case-studies/${first(fixture.projects, 'project')}`],
  ['tools', '/tools'],
  ['tool-detail', `/tools/detail/${first(fixture.tools, 'tool')}`],
  ['area', `/expertise/${first(fixture.areas, 'area')}`],
  ['business-idea', `/business-ideas/${first(fixture.ideas, 'business idea')}`],
  ['request', '/request'],
  ['consultation', '/consultation'],
  ['faq', '/faq'],
  ['not-found', '/this-page-does-not-exist'],
];

/** Every lazy image loaded and decoded. */
async function loadImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
}

/** The main templates again in the dark theme (the system's preference dark). */
const DARK_TEMPLATES = new Set(['home', 'case-study', 'tools', 'business-idea', 'request', 'faq', 'not-found']);

for (const [label, viewport, colorScheme] of [
  ['375', viewports.mobile, 'light'],
  ['1280', viewports.desktop, 'light'],
  ['375-dark', viewports.mobile, 'dark'],
  ['1280-dark', viewports.desktop, 'dark'],
] as const) {
  test.describe(`visual baseline at ${label} px`, () => {
    // The deferred blocks are rendered by an inline stylesheet, which the site's
    // Content-Security-Policy refuses: let it through for these captures only.
    test.use({ viewport, colorScheme, bypassCSP: true });
    for (const [name, path] of TEMPLATES.filter(([name]) => colorScheme === 'light' || DARK_TEMPLATES.has(name))) {
      test(name, async ({ page, problems }) => {
        if (name === 'not-found') problems.allow(/404/);
        await page.clock.setFixedTime(TODAY);
        await page.goto(path);
        await hydrateAllIslands(page);
        // Before the capture measures the page: the deferred blocks take their real height.
        await page.addStyleTag({ content: '.defer-render { content-visibility: visible !important; }' });
        await loadImages(page);
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${name}-${label}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          // A full-page capture of the longest pages takes seconds on a busy machine, and an
          // update needs two identical captures in a row.
          timeout: 30_000,
          // Strict: one machine type renders these, and a badge turning from indigo to grey
          // (116 pixels at 375 px) must show; a dotted underline's dots move by a pixel from
          // one run to the next (57 pixels), which must not.
          threshold: 0.05,
          maxDiffPixels: 80,
          // The top bar's Search control has pictures of its own (below): hidden here, it leaves
          // the space it takes, so a change of the control does not store every page again.
          stylePath: HIDE_SEARCH_CONTROL,
        });
      });
    }
  });
}

test.describe('visual baseline of the top bar and the open search', () => {
  test.use({ bypassCSP: true });
  for (const [label, viewport, colorScheme] of [
    ['375', viewports.mobile, 'light'],
    ['1280-dark', viewports.desktop, 'dark'],
  ] as const)
    test(`at ${label} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await page.goto('/faq');
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator('header').first()).toHaveScreenshot(`top-bar-${label}.png`, {
        animations: 'disabled',
        threshold: 0.05,
      });
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('combobox', { name: 'Search the site' }).fill('development');
      await expect(page.getByRole('dialog').getByRole('status')).toContainText('results for');
      await expect(page).toHaveScreenshot(`search-dialog-${label}.png`, {
        animations: 'disabled',
        caret: 'hide',
        threshold: 0.05,
        maxDiffPixels: 80,
      });
    });
});
