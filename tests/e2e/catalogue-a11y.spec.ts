/** Axe on states only the browser reaches: idea tabs and an open accordion, filtered and empty tool lists, a second case-study tab. */
import { checkA11y, expect, test } from '../support/browser-test';
import { waitForIslands } from '../support/islands';

test('every business idea tab and an open accordion pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/business-ideas/virtual-interior-design');
  await page.locator('[data-challenges] summary').first().click();
  await checkA11y(page);
  for (const name of ['Market Analysis', 'Development', 'Business Model']) {
    await page.getByRole('tab', { name }).click();
    await checkA11y(page);
  }
});

test('the filtered and empty tool lists and the second case study pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/tools?q=zzzz');
  await waitForIslands(page);
  await expect(page.getByText('No tools match the selected filters.')).toBeVisible();
  await checkA11y(page);
  await page.goto('/tools?category=ai-ml&featured=1');
  await waitForIslands(page);
  await checkA11y(page);
  await page.goto('/expertise/rag-systems');
  await page.locator('#case-studies').getByRole('tab').nth(1).click();
  await checkA11y(page);
});
