/**
 * Waits for the page's React islands in the browser tests: those that hydrate by themselves, or
 * every one, those waiting to be scrolled into view too.
 */
import type { Page } from '@playwright/test';
import { expect } from './browser-test';

/** Waits until every React island that hydrates by itself has (not those waiting for an event). */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="event"])')).toHaveCount(0);
}

/**
 * Hydrates every island, those that wait to be scrolled into view too: each is brought into
 * view in turn until it has hydrated, then the page goes back to the top.
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  const islands = page.locator('astro-island:not([client="event"])');
  for (let i = 0; i < (await islands.count()); i++) {
    const island = islands.nth(i);
    if ((await island.getAttribute('ssr')) === null) continue;
    // Its first element: an island is laid out as its contents, and Playwright cannot scroll to one
    // whose first child is a comment (React's Suspense marker, as in the home page's portfolio block).
    await island.locator(':scope > *').first().scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr', '');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
