import { fixture } from '../support/fixture';
import { checkA11y, expect, test, viewports } from '../support/browser-test';

/** The test catalogue's FAQ categories, in the order of the tabs. */
const categories = [...fixture.faq].sort((a, b) => a.data.order - b.data.order).map((c) => ({ id: c.id, ...c.data }));

test.describe('FAQ categories', () => {
  test('four tabs, Pricing & Costs first and selected', async ({ page }) => {
    await page.goto('/faq');
    const tablist = page.getByRole('tablist', { name: 'FAQ categories' });
    await expect(tablist.getByRole('tab')).toHaveText([
      'Pricing & Costs',
      'Development Process',
      'MVP Options',
      'Business & Revenue',
    ]);
    await expect(tablist.getByRole('tab', { name: 'Pricing & Costs' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Pricing & Costs' });
    await expect(panel.locator('details')).toHaveCount(categories[0]?.items.length ?? 0);
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });

  test('each tab shows its own questions', async ({ page }) => {
    await page.goto('/faq');
    for (const category of categories) {
      await page.getByRole('tab', { name: category.name }).click();
      const panel = page.getByRole('tabpanel', { name: category.name });
      await expect(panel).toBeVisible();
      await expect(panel.locator('summary')).toHaveText(category.items.map((item) => item.question));
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
    }
    await expect(page).toHaveURL(/\/faq\?tab=business$/);
  });

  test('keyboard: arrows, Home and End; ?tab= opens a category', async ({ page }) => {
    await page.goto('/faq?tab=mvp');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await expect(tab('MVP Options')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'MVP Options' })).toBeVisible();
    await tab('MVP Options').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Development Process')).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Development Process' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(tab('Business & Revenue')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Pricing & Costs')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test.describe('FAQ answers', () => {
  test('one answer open at a time, and an open answer closes again', async ({ page }) => {
    await page.goto('/faq');
    const panel = page.getByRole('tabpanel', { name: 'Pricing & Costs' });
    const [first, second] = categories[0]?.items ?? [];
    if (!first || !second) throw new Error('the pricing category needs two questions');
    const one = panel.locator('details').filter({ hasText: first.question });
    const two = panel.locator('details').filter({ hasText: second.question });

    await expect(panel.getByText(first.answer)).toBeHidden();
    await one.getByText(first.question).click();
    await expect(panel.getByText(first.answer)).toBeVisible();
    await two.getByText(second.question).click();
    await expect(panel.getByText(second.answer)).toBeVisible();
    await expect(panel.getByText(first.answer)).toBeHidden();
    await expect(panel.locator('details[open]')).toHaveCount(1);
    await two.getByText(second.question).click();
    await expect(panel.locator('details[open]')).toHaveCount(0);

    // Keyboard: Enter on a focused question toggles it.
    await one.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(one).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(one).not.toHaveAttribute('open');
  });

  test('shows the figures of the spec', async ({ page }) => {
    const response = await page.goto('/faq');
    const html = (await response?.text()) ?? '';
    for (const figure of [
      '40-50%',
      '15-20%',
      '10-15%',
      '$1,000-$5,000',
      '70-80%',
      '$3,000-$8,000',
      '$5,000+',
      '2-3 months',
      '4-6 months',
      '6-12+ months',
      '$50',
      '$500+',
    ]) {
      expect(html, figure).toContain(figure.replace(/&/g, '&amp;'));
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the accordion still opens one answer at a time', async ({ page }) => {
      await page.goto('/faq');
      const panel = page.locator('#faq-panel-pricing');
      const [first, second] = categories[0]?.items ?? [];
      if (!first || !second) throw new Error('the pricing category needs two questions');
      await panel.getByText(first.question).click();
      await expect(panel.getByText(first.answer)).toBeVisible();
      await panel.getByText(second.question).click();
      await expect(panel.getByText(first.answer)).toBeHidden();
      await expect(panel.getByText(second.answer)).toBeVisible();
    });
  });
});

test.describe('FAQ for search engines and links', () => {
  test('every question and answer is in the HTML as FAQPage data', async ({ page }) => {
    await page.goto('/faq');
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data['@type']).toBe('FAQPage');
    const all = categories.flatMap((category) => category.items);
    expect(data.mainEntity.map((q) => q.name)).toEqual(all.map((item) => item.question));
    expect(data.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(all.map((item) => item.answer));
    // Hidden categories are in the document too.
    await expect(page.locator('main details')).toHaveCount(all.length);
  });

  test('the intro links to /request; the page ends with Still Have Questions? and Request a Consultation', async ({
    page,
  }) => {
    await page.goto('/faq');
    const intro = page.locator('main header');
    await expect(intro.getByRole('link')).toHaveAttribute('href', '/request');
    const closing = page.getByRole('region', { name: 'Still Have Questions?' });
    await expect(closing).toBeVisible();
    await expect(closing.getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute('href', '/request');
    // Nothing of the page's own content comes after it.
    expect(await closing.evaluate((el) => el.nextElementSibling === null)).toBe(true);
  });
});

test.describe('FAQ accessibility', () => {
  test('0 axe violations, also with a category switched and an answer open', async ({ page }) => {
    test.slow(); // several full-page axe runs
    await page.goto('/faq');
    await checkA11y(page);
    await page.getByRole('tab', { name: 'MVP Options' }).click();
    await page.getByRole('tabpanel', { name: 'MVP Options' }).locator('summary').first().click();
    await checkA11y(page);
  });

  test('0 axe violations at 375 px', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/faq');
    await checkA11y(page);
  });
});
