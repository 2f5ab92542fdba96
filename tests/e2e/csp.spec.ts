/**
 * No page breaks its own Content-Security-Policy: every page of the test catalogue, with every
 * island hydrated, and with the consultation dialog open (its form loads then), is watched for
 * `securitypolicyviolation` from the first script on, and any one fails the test. A violation the
 * page survives (a caught probe, such as Zod's `new Function('')` check for eval) still lands in
 * every violation report, so it counts too.
 */
import type { Page } from '@playwright/test';
import { builtPages } from '../support/site-pages';
import { fixturePaths } from '../support/fixture';
import { hydrateAllIslands } from '../support/islands';
import { expect, test } from '../support/browser-test';

const paths = builtPages(fixturePaths.dist).map((page) => page.path);

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every violation of the page from before its first script runs. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

test('no page violates its Content-Security-Policy, its islands hydrated', async ({ page, problems }) => {
  test.setTimeout(240_000);
  // The 404 pages (the site's and each language's) are opened at their own paths, which answer 404 on purpose.
  problems.allow(/^http 404: (\/[a-z]{2,3})?\/404$|status of 404 \(Not Found\)/);
  expect(paths.length).toBeGreaterThan(10);
  await watchViolations(page);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await hydrateAllIslands(page);
    for (const violation of await violations(page)) found.push(`${path}: ${violation}`);
  }
  expect(found).toEqual([]);
});

test('the consultation dialog opens and loads its form without a CSP violation', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/request');
  const trigger = page.getByRole('link', { name: 'Schedule a consultation' });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await expect(dialog.getByLabel('Name')).toBeVisible();
  // Validation runs the form's schema: an empty send shows its messages.
  await dialog.getByRole('button', { name: 'Schedule Consultation' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
