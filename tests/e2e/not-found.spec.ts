import { checkA11y, expect, test, viewports } from '../support/browser-test';

const cases = [
  ['/no-such-page', 'Oops! Page not found', 'Return to Home', '/'],
  ['/case-studies/no-such-project', 'Case Study Not Found', 'Back to Portfolio', '/projects'],
  ['/tools/detail/no-such-tool', 'Tool Not Found', 'Back to All Tools', '/tools'],
  ['/tools/no-such-category', 'Category Not Found', 'Back to All Tools', '/tools'],
  ['/expertise/no-such-area', 'Expertise Area Not Found', 'Back to All Expertise Areas', '/expertise'],
  ['/methodology/no-such-method', 'Methodology Not Found', 'Back to Expertise & Methodologies', '/expertise'],
  ['/business-ideas/no-such-idea', 'Business Idea Not Found', 'Back to Home', '/'],
] as const;

for (const [path, title, back, href] of cases) {
  test(`${path} shows "${title}" with status 404 and logs the path`, async ({ page, problems }) => {
    problems.allow(/http 404/);
    problems.allow(/404 \(Not Found\)/);
    const logged: string[] = [];
    page.on('console', (msg) => logged.push(msg.text()));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(title.replace(/[!.]/g, '\\$&')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: back })).toHaveAttribute('href', href);
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[!.]/g, '\\$&')} \\|`));
    expect(logged.some((line) => line.includes(path))).toBe(true);
  });
}

test('the not-found page has no axe violations at 375 and 1280 px', async ({ page, problems }) => {
  problems.allow(/404/);
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto(cases[1][0]);
    await checkA11y(page);
  }
});

test('the generic screen shows 404 and an explanation', async ({ page, problems }) => {
  problems.allow(/404/);
  await page.goto('/definitely/not/here');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
});
