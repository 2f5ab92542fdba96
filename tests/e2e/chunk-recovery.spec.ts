/**
 * Issue #8, failure handling: a lazily loaded chunk that cannot be fetched (a deploy replaced
 * the hashed files) reloads the page once; when it fails again the visitor sees the
 * 'Unexpected Application Error!' screen instead of a dead button.
 */
import type { Page } from '@playwright/test';
import { expect, test, type PageProblems } from '../support/browser-test';
import { expectHydrated, requestForm } from '../support/form-controls';

/** Serves 404 for every request to a chunk whose file name starts with `name`. */
async function breakChunk(page: Page, problems: PageProblems, name: string): Promise<void> {
  await page.route(`**/_astro/${name}.*.js*`, (route) => route.fulfill({ status: 404, body: 'gone' }));
  problems.allow(new RegExp(`_astro/${name}\\.`));
  problems.allow(/Failed to fetch dynamically imported module|Error hydrating/);
  // Chromium logs each refused chunk without its URL.
  problems.allow(/Failed to load resource: the server responded with a status of 404/);
}

function countLoads(page: Page): { readonly count: number } {
  const loads = { count: 0 };
  page.on('load', () => loads.count++);
  return loads;
}

test('an island whose code is gone reloads the page once, then shows the error screen', async ({ page, problems }) => {
  await breakChunk(page, problems, 'ToolFilter');
  const loads = countLoads(page);
  await page.goto('/tools');
  const error = page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' });
  await expect(error).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  expect(loads.count, 'the first failure reloads, the second does not').toBe(2);
  // The shell stays usable: the visitor can navigate away.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' })).toBeAttached();
});

test('a consultation dialog that cannot load reloads once, then shows the error screen', async ({ page, problems }) => {
  await breakChunk(page, problems, 'ConsultationDialog');
  const loads = countLoads(page);
  await page.goto('/case-studies/siteforge');
  const trigger = page.locator('[data-consultation-trigger]').first();
  await trigger.click();
  await expect.poll(() => loads.count, { timeout: 15_000 }).toBe(2);
  await page.locator('[data-consultation-trigger]').first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' })).toBeVisible({
    timeout: 15_000,
  });
  expect(loads.count).toBe(2);
});

test('validation code that cannot load when the visitor starts a form reloads once, then shows the error screen', async ({
  page,
  problems,
}) => {
  await breakChunk(page, problems, 'validation');
  const loads = countLoads(page);
  for (const expectedLoads of [2, 3]) {
    await page.goto('/request');
    await expectHydrated(requestForm(page));
    await page.getByLabel('Business name').focus();
    if (expectedLoads === 2) await expect.poll(() => loads.count, { timeout: 15_000 }).toBe(expectedLoads);
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' })).toBeVisible({
    timeout: 15_000,
  });
  expect(loads.count, 'the second failure within a minute does not reload').toBe(3);
});

test('a reload mark older than a minute does not block the next recovery reload', async ({ page, problems }) => {
  await breakChunk(page, problems, 'ToolFilter');
  await page.goto('/faq');
  // An old reload mark (over a minute ago) does not count as a recent failure.
  await page.evaluate(() => sessionStorage.setItem('studio:chunk-reload-at', String(Date.now() - 61_000)));
  const loads = countLoads(page);
  await page.goto('/tools');
  await expect(page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' })).toBeVisible({
    timeout: 15_000,
  });
  expect(loads.count).toBe(2);
});
