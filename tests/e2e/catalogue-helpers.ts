/** Helpers shared by the catalogue end-to-end specs. */
import type { Page } from '@playwright/test';
import { fixture } from '../support/fixture';
import { expect } from './fixtures';

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
    await island.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr', '');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The test catalogue's entries, in the order the site lists them. */
export const categories = [...fixture.toolCategories]
  .sort((a, b) => a.order - b.order)
  .map((category) => [category.id, category.name] as const);
export const ideaSlugs = [...fixture.ideas].sort((a, b) => a.data.id - b.data.id).map((idea) => idea.id);

/** Tools of a category in the order the site lists them (by name). */
export const toolsOf = (categoryId: string) =>
  fixture.tools
    .filter((tool) => tool.data.category === categoryId)
    .sort((a, b) => a.data.name.localeCompare(b.data.name));
