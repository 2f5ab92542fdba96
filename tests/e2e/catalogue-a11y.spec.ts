import { checkA11y, expect, test, viewports } from './fixtures';
import {
  areaIds,
  categories,
  ideaSlugs,
  methodologyIds,
  stubIdeaImages,
  toolIds,
  waitForIslands,
} from './catalogue-helpers';

const routes = [
  '/tools',
  ...categories.map(([id]) => `/tools/${id}`),
  ...toolIds.map((id) => `/tools/detail/${id}`),
  '/expertise',
  ...areaIds.map((id) => `/expertise/${id}`),
  ...methodologyIds.map((id) => `/methodology/${id}`),
  ...ideaSlugs.map((slug) => `/business-ideas/${slug}`),
];

for (const [label, viewport] of [
  ['375', viewports.mobile],
  ['1280', viewports.desktop],
] as const) {
  test.describe(`at ${label} px`, () => {
    test.use({ viewport });
    for (const route of routes) {
      test(`${route}: 0 axe violations, no horizontal scroll, one h1`, async ({ page, problems: _ }) => {
        test.setTimeout(60_000);
        await stubIdeaImages(page);
        await page.goto(route);
        await waitForIslands(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
        await checkA11y(page);
      });
    }
  });
}

test('every page of the catalogue has its own title and description', async ({ page, problems: _ }) => {
  test.setTimeout(120_000);
  await stubIdeaImages(page);
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of routes) {
    await page.goto(route);
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
  }
  expect(titles.size).toBe(routes.length);
  expect(descriptions.size).toBe(routes.length);
});

test('every business idea tab and an open accordion pass axe', async ({ page, problems: _ }) => {
  test.setTimeout(120_000);
  await stubIdeaImages(page);
  await page.goto('/business-ideas/virtual-interior-design');
  await page.locator('[data-challenges] summary').first().click();
  await checkA11y(page);
  for (const name of ['Market Analysis', 'Development', 'Business Model']) {
    await page.getByRole('tab', { name }).click();
    await checkA11y(page);
  }
});

test('the filtered and empty tool lists and the second case study pass axe', async ({ page, problems: _ }) => {
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
