/**
 * Islands that hydrate by themselves (`client:painted`, src/directives/painted.ts) fetch their
 * code only once the first contentful paint has been shown, even when the browser is idle
 * earlier, and the visible ones only once they are in view.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/browser-test';
import { hydrateAllIslands } from '../support/islands';

test.use({ bypassCSP: true });

const chunkTiming = (component: string) => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const chunk = performance
    .getEntriesByType('resource')
    .find((entry) => entry.name.includes(`/_astro/${component}.`))?.startTime;
  const loaded = performance.getEntriesByType('navigation')[0];
  return { fcp, chunk: chunk ?? null, loadEnd: loaded?.loadEventEnd ?? 0 };
};

/** The directive's fallback for a page that never paints: the load event plus this (src/directives/painted.ts). */
const PAINT_WAIT_MS = 2000;

/** Serves `path` with the whole page hidden until `showPage`: nothing contentful paints before. */
async function holdFirstPaint(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)),
      );
      const body = (await response.text()).replace(
        '<head>',
        '<head><style id="hold-paint">html{visibility:hidden}</style>',
      );
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}

const showPage = (page: Page) => page.evaluate(() => document.getElementById('hold-paint')?.remove());

for (const [path, component] of [
  ['/projects', 'PortfolioExplorer'],
  ['/tools', 'ToolFilter'],
  ['/request', 'RequestForm'],
] as const) {
  test(`${path}: ${component} is fetched only after the first contentful paint`, async ({ page }) => {
    await holdFirstPaint(page, path);
    await page.goto(path);
    await page.waitForLoadState('networkidle'); // the browser has been idle for a while
    const hidden = await page.evaluate(chunkTiming, component);
    expect(hidden.fcp).toBeNull();
    if (hidden.chunk !== null) {
      // On a slow machine the network went idle after the fallback's wait: the code came then, not before.
      expect(hidden.chunk).toBeGreaterThanOrEqual(hidden.loadEnd + PAINT_WAIT_MS - 50);
      return;
    }

    await showPage(page);
    await expect(page.locator('astro-island[ssr]:not([client="event"])')).toHaveCount(0);
    const { fcp, chunk, loadEnd } = await page.evaluate(chunkTiming, component);
    expect(fcp).toBeGreaterThan(0);
    expect(chunk).not.toBeNull();
    // After the first paint, or (a slow machine) after the fallback's wait, never earlier.
    expect(chunk as number).toBeGreaterThanOrEqual(Math.min(fcp as number, loadEnd + PAINT_WAIT_MS - 50));
  });
}

test('the home carousel hydrates when it comes into view, not before', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto('/');
  const carousel = page.getByRole('button', { name: /Show next highlight/ });
  // Loaded, and the painted directive's fallback wait (load + 2 s) over: nothing else starts it.
  await page.waitForLoadState('load');
  await page.waitForTimeout(PAINT_WAIT_MS + 500);
  expect(await carousel.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true);
  expect((await page.evaluate(chunkTiming, 'HighlightCarousel')).chunk).toBeNull();
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-hydrated', 'true');
  expect((await page.evaluate(chunkTiming, 'HighlightCarousel')).chunk).not.toBeNull();
});

/**
 * A page's first Intl formatter makes the browser load the locale's data in one 20-30 ms task on
 * a phone; the islands format figures with src/lib/format.ts instead, so hydrating creates none.
 */
for (const path of ['/', '/projects', '/tools', '/de/tools', '/request']) {
  test(`${path}: hydrating the islands creates no Intl formatter`, async ({ page }) => {
    await page.addInitScript(() => {
      const created: string[] = [];
      Object.defineProperty(window, '__intlCreated', { value: created });
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        const Counted = new Proxy(Original, {
          construct(target, args: unknown[]) {
            created.push(name);
            return new target(...args);
          },
          apply(target, self, args: unknown[]): unknown {
            created.push(name);
            return Reflect.apply(target, self, args) as unknown;
          },
        });
        Object.defineProperty(Intl, name, { value: Counted });
      }
      for (const [proto, method] of [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
      ] as const) {
        const original = Reflect.get(proto, method) as ((this: unknown, ...args: unknown[]) => string) | undefined;
        if (!original) continue;
        Object.defineProperty(proto, method, {
          value(this: unknown, ...args: unknown[]) {
            created.push(method);
            return original.apply(this, args);
          },
        });
      }
    });
    await page.goto(path);
    // Each island in view in turn, so those that wait to be visible hydrate too.
    await hydrateAllIslands(page);
    expect(await page.evaluate(() => (window as unknown as { __intlCreated: string[] }).__intlCreated)).toEqual([]);
  });
}
