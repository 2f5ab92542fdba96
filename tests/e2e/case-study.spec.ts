import { checkA11y, expect, test } from '../support/browser-test';
import { thumbnailAlt } from '../../src/lib/image-alt';
import { fixture } from '../support/fixture';

test.describe('case study pages', () => {
  test('header, tabs and key metrics of an earning project', async ({ page }) => {
    await page.goto('/case-studies/siteforge');
    await expect(page).toHaveTitle('SiteForge AI Website Builder Case Study | Nexora Studio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SiteForge AI Website Builder');
    await expect(page.locator('[data-project-type]')).toHaveText('saas');
    await expect(page.getByText('$640/mo').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit Website/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /View Marketplace Listing/ })).toHaveAttribute('rel', /noopener/);

    const tabs = page.getByRole('tablist', { name: 'Case study sections' }).getByRole('tab');
    await expect(tabs).toHaveText(['Overview', 'Features', 'Tech Stack', 'Business Model']);
    const metrics = page.getByRole('region', { name: 'Key Metrics' });
    await expect(metrics).toContainText(/Monthly Users\s*2,150\/mo/);
    await expect(metrics).toContainText(/Page Views\s*18,400\/mo/);
    await expect(metrics).toContainText(/Development Cost\s*\$9,800/);

    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Features', level: 2 })).toBeVisible();
    await expect(page).toHaveURL(/\?tab=features$/);
    await page.keyboard.press('End');
    await expect(page.getByRole('heading', { name: 'SEO Performance' })).toBeVisible();
    await checkA11y(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'SEO Performance' })).toBeVisible();
  });

  test('every panel is in the HTML without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/case-studies/siteforge');
    const html = await page.content();
    for (const text of [
      'Key Metrics',
      'Generates a five-page site',
      'Tech Stack',
      'SEO Performance',
      'ai website builder',
    ])
      expect(html).toContain(text);
    await context.close();
  });

  test('a sold project shows the sale note and sale date', async ({ page }) => {
    await page.goto('/case-studies/faceswap-studio');
    await expect(page.locator('[data-sold-note]')).toHaveText(/^\s*Sold for \$1,000 on [A-Z][a-z]+ \d{1,2}, 2025\s*$/);
    await expect(page.getByRole('region', { name: 'Key Metrics' })).toContainText('Sale Date');
  });

  for (const slug of ['controlbyweb-ai', 'phpforge']) {
    test(`${slug} hides its price and development cost`, async ({ page }) => {
      await page.goto(`/case-studies/${slug}`);
      const metrics = page.getByRole('region', { name: 'Key Metrics' });
      await expect(metrics).toContainText('Price cannot be disclosed due to privacy agreement');
      await expect(metrics).not.toContainText('Development Cost');
      await expect(page.getByRole('link', { name: /Visit Website/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Marketplace Listing/ })).toHaveCount(0);
    });
  }

  test('business model empty states', async ({ page }) => {
    await page.goto('/case-studies/pipelinedesk?tab=business');
    await expect(page.getByText('No monetization model specified.')).toBeVisible();
    await expect(page.getByText('No additional business details available.')).toBeVisible();
    await checkA11y(page);
  });

  test('calls to action: Request a Quote and Schedule Consultation', async ({ page }) => {
    await page.goto('/case-studies/tutorloop');
    await expect(page.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/request');
    await expect(page.locator('[data-consultation-trigger]')).toHaveText('Schedule Consultation');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the header image and every gallery image say what they show, in the words of the content', async ({ page }) => {
    // A project with its own thumbnail alt text and one that falls back to its title.
    const withAlt = fixture.projects.find((p) => p.data.thumbnailAlt && p.data.images.length > 0);
    const withoutAlt = fixture.projects.find((p) => !p.data.thumbnailAlt && p.data.images.length > 0);
    for (const project of [withAlt, withoutAlt]) {
      if (!project) throw new Error('the test catalogue needs projects with and without a thumbnail alt text');
      await page.goto(`/case-studies/${project.id}`);
      await expect(page.locator('main header picture img')).toHaveAttribute('alt', thumbnailAlt(project.data));
      const gallery = page.getByRole('region', { name: 'Project Gallery' }).locator('img');
      await expect(gallery).toHaveCount(project.data.images.length);
      for (const [index, { alt }] of project.data.images.entries()) {
        await expect(gallery.nth(index)).toHaveAttribute('alt', alt);
      }
    }
  });
});
