/**
 * The theme: System (the default) follows the system's light or dark preference, live, through
 * CSS alone; Light or Dark chosen in the top bar's Theme control sticks (localStorage
 * `preferredTheme`) and is applied before the first paint. "Dark from the first frame" is read in
 * the page's first animation frame, before anything is painted: the colour of the page then (the
 * root's background, which is the canvas the first frame shows). The prerendered page and Back
 * from the back/forward cache are in navigation.spec.ts; axe in dark on every page in
 * pages.spec.ts; focus rings, forced colours, text on gradients and input edges in both themes in
 * the a11y specs; dark baselines in visual.spec.ts.
 */
import type { Page } from '@playwright/test';
import { THEME_COLORS, THEME_OPTIONS, THEME_STORAGE_KEY } from '../../src/lib/theme';
import { onePagePerScreen } from '../support/site-pages';
import { fixturePaths } from '../support/fixture';
import { findLayoutFaults } from '../support/layout-check';
import { expect, test, viewports } from '../support/browser-test';

/** 'none': the colour is (partly) transparent, so not what the page shows. */
type Scheme = 'light' | 'dark' | 'none';

/**
 * Light or dark, from a colour as the page computes it (an `oklch()` or `rgb()`): drawn on a
 * canvas and read back as sRGB, dark below a relative luminance of 0.2.
 */
function schemeOfColour(css: string): Scheme {
  const context = new OffscreenCanvas(1, 1).getContext('2d')!;
  context.fillStyle = css;
  context.fillRect(0, 0, 1, 1);
  const [red, green, blue, alpha] = context.getImageData(0, 0, 1, 1).data as unknown as [
    number,
    number,
    number,
    number,
  ];
  if (alpha < 255) return 'none';
  const [r, g, b] = [red, green, blue].map((c) =>
    c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.2 ? 'dark' : 'light';
}

/** Records, in every document of the page, the root's background in its first animation frame. */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(`requestAnimationFrame(() => {
    const schemeOfColour = ${schemeOfColour.toString()};
    const root = document.documentElement;
    root.dataset.firstFrame = schemeOfColour(getComputedStyle(root).backgroundColor);
  })`);
}

const firstFrame = async (page: Page): Promise<Scheme> => {
  await expect(page.locator('html')).toHaveAttribute('data-first-frame', /^(light|dark|none)$/);
  return (await page.locator('html').getAttribute('data-first-frame')) as Scheme;
};
/** The theme the page shows now: its body's background. */
const shown = async (page: Page): Promise<Scheme> =>
  page.evaluate(schemeOfColour, await page.evaluate(() => getComputedStyle(document.body).backgroundColor));

const themeControl = (page: Page) => page.getByRole('combobox', { name: 'Theme' });

/** The colour the browser gives its own bar: the first theme-color tag whose media query matches. */
const themeColor = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const tags = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
    const applies = tags.find((tag) => !tag.media || matchMedia(tag.media).matches);
    return applies?.content ?? null;
  });

/** Everything the page stored in the browser: localStorage, sessionStorage and cookies. */
const storedAnything = (page: Page) =>
  page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookies: document.cookie }));

test.describe('the theme control', () => {
  test('is named Theme, beside the zoom, and offers System, Light and Dark, System first', async ({ page }) => {
    await page.goto('/');
    const control = themeControl(page);
    await expect(control).toBeVisible();
    await expect(control).toHaveValue('system');
    await expect(control.locator('option')).toHaveText(THEME_OPTIONS.map((option) => option.label));
    await expect(page.getByRole('combobox', { name: 'Zoom' })).toBeVisible();
  });
});

test.describe('a first visit', () => {
  for (const colorScheme of ['light', 'dark'] as const)
    test(`stores nothing before the visitor chooses, with Global Privacy Control or without (${colorScheme})`, async ({
      browser,
    }) => {
      for (const gpc of [false, true]) {
        const context = await browser.newContext({ colorScheme });
        const page = await context.newPage();
        if (gpc)
          await page.addInitScript(
            `Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })`,
          );
        for (const path of ['/', '/projects', '/tools']) {
          await page.goto(path);
          await expect(themeControl(page)).toHaveValue('system');
          await expect(page.getByRole('combobox', { name: 'Zoom' })).toHaveValue('75');
          // Once the page has settled (its late scripts loaded, the page hidden and shown again).
          await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
          expect(await storedAnything(page), `${path}, GPC ${gpc}`).toEqual({ local: 0, session: 0, cookies: '' });
        }
        await context.close();
      }
    });
});

test.describe('without JavaScript', () => {
  for (const colorScheme of ['light', 'dark'] as const)
    test(`the Theme and Zoom controls, which need a script, are not shown (${colorScheme})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
      const page = await context.newPage();
      for (const path of ['/', '/tools']) {
        await page.goto(path);
        await expect(page.locator('#theme-select')).toBeHidden();
        await expect(page.locator('#zoom-select')).toBeHidden();
        await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveCount(0);
        // The rest of the top bar is there.
        await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
      }
      await context.close();
    });
});

test.describe('with the system dark', () => {
  test.use({ colorScheme: 'dark' });

  test("the browser's bar takes the chosen theme's colour: Light chosen, then System again", async ({ page }) => {
    await page.goto('/');
    expect(await themeColor(page)).toBe(THEME_COLORS.dark);
    await themeControl(page).selectOption({ label: 'Light' });
    expect(await themeColor(page)).toBe(THEME_COLORS.light);
    await page.reload();
    expect(await themeColor(page), 'after a reload').toBe(THEME_COLORS.light);
    await themeControl(page).selectOption({ label: 'System' });
    expect(await themeColor(page)).toBe(THEME_COLORS.dark);
  });

  test('every screen is dark from its first frame', async ({ page, problems }) => {
    const paths = onePagePerScreen(fixturePaths.dist);
    test.setTimeout(30_000 + 10_000 * paths.length);
    problems.allow(/404/);
    await recordFirstFrame(page);
    for (const path of paths) {
      await page.goto(path);
      expect(await firstFrame(page), `${path}: first frame`).toBe('dark');
      expect(await shown(page), `${path}: once loaded`).toBe('dark');
    }
  });

  // The themes change colours only; pages.spec.ts checks every page in every layout in light.
  test('the layout check holds in dark on one page of each screen at 375 px', async ({ page, problems }) => {
    const paths = onePagePerScreen(fixturePaths.dist);
    test.setTimeout(30_000 + 10_000 * paths.length);
    problems.allow(/404/);
    await page.setViewportSize(viewports.mobile);
    for (const path of paths) {
      await page.goto(path);
      expect(await shown(page)).toBe('dark');
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(findLayoutFaults, {}), path).toEqual([]);
    }
  });

  test('Light chosen sticks: across a reload and a new page, from the first frame', async ({ page }) => {
    await recordFirstFrame(page);
    await page.goto('/');
    expect(await shown(page)).toBe('dark');
    await themeControl(page).selectOption({ label: 'Light' });
    expect(await shown(page)).toBe('light');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light');

    await page.reload();
    expect(await firstFrame(page), 'reloaded: first frame').toBe('light');
    await expect(themeControl(page)).toHaveValue('light');

    await page.locator('aside a[href="/faq"]').click();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await firstFrame(page), 'a new page: first frame').toBe('light');
    expect(await shown(page)).toBe('light');
    await expect(themeControl(page)).toHaveValue('light');

    // Back to System: the system's dark again, and nothing pinned.
    await themeControl(page).selectOption({ label: 'System' });
    expect(await shown(page)).toBe('dark');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  });

  test('without JavaScript the page still follows the system', async ({ browser }) => {
    for (const colorScheme of ['dark', 'light'] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
      const page = await context.newPage();
      await page.goto('/tools');
      expect(await shown(page), colorScheme).toBe(colorScheme);
      await context.close();
    }
  });
});

test.describe('with the system light', () => {
  test.use({ colorScheme: 'light' });

  test("the browser's bar takes the chosen theme's colour: Dark chosen, on this page and the next", async ({
    page,
  }) => {
    await page.goto('/faq');
    expect(await themeColor(page)).toBe(THEME_COLORS.light);
    await themeControl(page).selectOption({ label: 'Dark' });
    expect(await themeColor(page)).toBe(THEME_COLORS.dark);
    await page.goto('/tools');
    expect(await themeColor(page), 'the next page').toBe(THEME_COLORS.dark);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await themeColor(page), 'a change of the system changes nothing').toBe(THEME_COLORS.dark);
  });

  test('Dark chosen on one page is dark from the first frame of the next', async ({ page }) => {
    await recordFirstFrame(page);
    await page.goto('/projects');
    expect(await firstFrame(page)).toBe('light');
    await themeControl(page).selectOption({ label: 'Dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await shown(page)).toBe('dark');
    await page.goto('/tools');
    expect(await firstFrame(page)).toBe('dark');
  });

  test('System follows a change of the system preference live, without a reload', async ({ page }) => {
    await page.goto('/faq');
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });
    expect(await shown(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => shown(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => shown(page)).toBe('light');
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

    // Pinned, it no longer follows.
    await themeControl(page).selectOption({ label: 'Light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await shown(page)).toBe('light');
  });
});
