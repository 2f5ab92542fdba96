import { expect, test } from '../support/browser-test';
import { conceptGallery, thumbnailAlt } from '../../src/lib/image-alt';
import { fixture, ideaSlugs } from '../support/fixture';

const tabNames = ['Overview', 'Market Analysis', 'Development', 'Business Model'];

test.describe('/business-ideas/{slug}', () => {
  test('shows the header, the consultation triggers and four tabs', async ({ page }) => {
    await page.goto('/business-ideas/ai-content-calendar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Content Calendar');
    await expect(page).toHaveTitle(/^AI Content Calendar - Business Idea \|/);
    for (const name of ['Request Business Plan', 'Schedule Consultation']) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('data-consultation-trigger', '');
    }
    const tabs = page.getByRole('tablist', { name: 'AI Content Calendar details' }).getByRole('tab');
    await expect(tabs).toHaveText(tabNames);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1); // only the open panel is exposed
  });

  test('Overview: key metrics, USP, success stories', async ({ page }) => {
    await page.goto('/business-ideas/ai-content-calendar');
    const metrics = page.locator('[data-key-metrics]');
    await expect(metrics.locator('[data-metric="revenue"] dd')).toHaveText('$12,000 - $40,000/mo');
    await expect(metrics.locator('[data-metric="time"] dd')).toHaveText('5 months');
    await expect(metrics.locator('[data-metric="cost"] dd')).toHaveText('$40,000 - $75,000');
    await expect(metrics.locator('[data-metric="scalability"] > dd').first()).toHaveText('8/10');
    await expect(metrics.locator('[data-metric="ltv-cac"] dd')).toHaveText('3.6');
    const meter = metrics.getByRole('meter', { name: 'Scalability score' });
    await expect(meter).toHaveAttribute('aria-valuenow', '8');
    const track = await meter.boundingBox();
    const bar = await metrics.locator('[data-scalability-bar]').boundingBox();
    expect(track && bar && Math.abs(bar.width / track.width - 0.8)).toBeLessThan(0.01);

    await expect(page.locator('[data-usp]')).toContainText('Tell it your goals once');
    const visit = page.getByRole('link', { name: /Visit Website of Buffer/ });
    await expect(visit).toHaveAttribute('href', 'https://buffer.com');
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', /noopener/);
  });

  test('Challenges & Solutions is a single-open accordion', async ({ page }) => {
    await page.goto('/business-ideas/ai-content-calendar');
    const items = page.locator('[data-challenges] details');
    await expect(items).toHaveCount(4);
    const summaries = items.locator('summary');
    await summaries.nth(0).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0)).toContainText('Isolate each network behind its own adapter');
    await summaries.nth(1).click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await summaries.nth(1).click();
    await expect(items.locator('[open]')).toHaveCount(0);
    await summaries.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(2)).toHaveAttribute('open', '');
  });

  test('Market Analysis, Development and Business Model panels', async ({ page }) => {
    await page.goto('/business-ideas/ai-content-calendar');
    await page.getByRole('tab', { name: 'Market Analysis' }).click();
    const market = page.getByRole('tabpanel', { name: 'Market Analysis' });
    await expect(market).toBeVisible();
    await expect(market.locator('[data-market="tam"] dd')).toHaveText('$18,000M');
    await expect(market.locator('[data-market="sam"] dd')).toHaveText('$2,400M');
    await expect(market.locator('[data-market="som"] dd')).toHaveText('$24M');
    for (const text of [
      'Demographics',
      'Industries',
      'Roles',
      'Direct Competitors',
      'Indirect Competitors',
      'Buffer',
      'Canva Content Planner',
      'Competitive Advantages',
      'Expansion Opportunities',
      'Exit Strategies',
    ]) {
      await expect(market.getByText(text, { exact: true }).first()).toBeVisible();
    }

    await page.getByRole('tab', { name: 'Development' }).click();
    const dev = page.getByRole('tabpanel', { name: 'Development' });
    await expect(dev.locator('[data-tech="Next.js"]')).toHaveText(
      /^\s*Next\.js\s*for the web app and the calendar interface\s*$/,
    );
    await expect(dev.locator('[data-tech="Next.js"] span').first()).toHaveText('Next.js');
    await expect(dev.locator('[data-resource="timeline"] dd')).toHaveText('5 months');
    await expect(dev.locator('[data-resource="cost"] dd')).toHaveText('$40,000 - $75,000');
    await expect(dev.locator('[data-resource="team"] dd')).toHaveText('3-5 people');
    await expect(dev.getByText('Subscription billing', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Business Model' }).click();
    const model = page.getByRole('tabpanel', { name: 'Business Model' });
    await expect(model.locator('[data-primary-revenue]')).toHaveText('Monthly SaaS subscription in three tiers');
    await expect(model.getByText('Agency white-label add-on')).toBeVisible();
    await expect(model.getByText(/Starter \$29 per month/)).toBeVisible();
    await expect(model.locator('[data-economics="ltv"] dd')).toHaveText('$900');
    await expect(model.locator('[data-economics="cac"] dd')).toHaveText('$250');
    await expect(model.locator('[data-economics="ltv-cac"] dd')).toHaveText('3.6');
    // ceil(75,000 / mean(12,000, 40,000)) = ceil(2.88) = 3
    await expect(model.locator('[data-economics="breakeven"] dd')).toHaveText('3 months');
  });

  test('computed figures of every idea', async ({ page }) => {
    const expected = {
      'ai-content-calendar': { ratio: '3.6', breakeven: '3 months' }, // 75,000 / 26,000 = 2.88
      'personalized-meal-prep': { ratio: '3.3', breakeven: '2 months' }, // 650 / 200 = 3.25; 120,000 / 60,000 = 2
      'virtual-interior-design': { ratio: '3.7', breakeven: '6 months' }, // 220 / 60; 130,000 / 22,500 = 5.78
      'micro-learning-platform': { ratio: '3.6', breakeven: '4 months' }, // 160 / 45; 60,000 / 19,000 = 3.16
      'sustainable-fashion-marketplace': { ratio: '3.4', breakeven: '4 months' }, // 120 / 35; 100,000 / 32,500 = 3.08
    } as const;
    for (const [slug, figures] of Object.entries(expected)) {
      await page.goto(`/business-ideas/${slug}`);
      await expect(page.locator('[data-economics="ltv-cac"] dd')).toHaveText(figures.ratio);
      await expect(page.locator('[data-economics="breakeven"] dd')).toHaveText(figures.breakeven);
      const text = await page.locator('main').textContent();
      expect(text).not.toMatch(/NaN|Infinity|undefined/);
    }
  });

  test('tabs work by keyboard and keep the open tab in the URL', async ({ page }) => {
    await page.goto('/business-ideas/ai-content-calendar');
    const overview = page.getByRole('tab', { name: 'Overview' });
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    const market = page.getByRole('tab', { name: 'Market Analysis' });
    await expect(market).toBeFocused();
    await expect(market).toHaveAttribute('aria-selected', 'true');
    await expect(market).toHaveAttribute('tabindex', '0');
    await expect(overview).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('tabpanel', { name: 'Market Analysis' })).toBeVisible();
    await expect(page).toHaveURL(/\?tab=market-analysis$/);

    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Business Model' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(overview).toBeFocused();
    await expect(page).toHaveURL(/\/ai-content-calendar$/);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Business Model' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(overview).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Business Model' })).toBeFocused();

    await page.goto('/business-ideas/ai-content-calendar?tab=development');
    await expect(page.getByRole('tab', { name: 'Development' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Development' })).toBeVisible();

    await page.goto('/business-ideas/ai-content-calendar?tab=bogus');
    await expect(overview).toHaveAttribute('aria-selected', 'true');
  });

  test('its artwork and concept images say what they show, in the words of the content', async ({ page }) => {
    const withAlt = fixture.ideas.find((idea) => idea.data.thumbnailAlt && idea.data.conceptImages.length > 0);
    const withoutAlt = fixture.ideas.find((idea) => !idea.data.thumbnailAlt && idea.data.conceptImages.length > 0);
    for (const idea of [withAlt, withoutAlt]) {
      if (!idea) throw new Error('the test catalogue needs ideas with and without a thumbnail alt text');
      await page.goto(`/business-ideas/${idea.id}`);
      await expect(page.locator('main header picture img')).toHaveAttribute('alt', thumbnailAlt(idea.data));
      const concept = page.locator('#description ul img');
      const images = conceptGallery(idea.data);
      await expect(concept).toHaveCount(images.length);
      for (const [index, { alt }] of images.entries()) await expect(concept.nth(index)).toHaveAttribute('alt', alt);
    }
  });

  test('links to the other ideas', async ({ page }) => {
    await page.goto('/business-ideas/ai-content-calendar');
    const more = page.locator('#more-ideas [data-idea-card]');
    await expect(more).toHaveCount(4);
    await expect(page.locator('#more-ideas [data-idea-card="ai-content-calendar"]')).toHaveCount(0);
    await more.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/business-ideas\/personalized-meal-prep$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personalized Meal Prep');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every panel is in the HTML, the inactive ones hidden', async ({ page }) => {
      await page.goto('/business-ideas/ai-content-calendar');
      const panels = page.locator('[data-tab-panel]');
      await expect(panels).toHaveCount(4);
      await expect(panels.nth(0)).toBeVisible();
      for (const index of [1, 2, 3]) await expect(panels.nth(index)).toBeHidden();
      await expect(panels.nth(1)).toContainText('Serviceable Obtainable Market', { useInnerText: false });
      await expect(panels.nth(2)).toContainText('Recommended Tech Stack', { useInnerText: false });
      await expect(panels.nth(3)).toContainText('Breakeven Estimate', { useInnerText: false });
    });
  });

  for (const slug of ideaSlugs) {
    test(`/business-ideas/${slug} exists with images sized and lazy`, async ({ page }) => {
      await page.goto(`/business-ideas/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const images = page.locator('main picture img');
      expect(await images.count()).toBeGreaterThan(0);
      for (const img of await images.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
        // The declared size has the file's own proportions (the browser reserves the right box).
        const { width, height, naturalWidth, naturalHeight } = await img.evaluate((el: HTMLImageElement) => ({
          width: Number(el.getAttribute('width')),
          height: Number(el.getAttribute('height')),
          naturalWidth: el.naturalWidth,
          naturalHeight: el.naturalHeight,
        }));
        expect(Math.abs(width / height - naturalWidth / naturalHeight)).toBeLessThan(0.01);
      }
      await expect(page.locator('#more-ideas img').first()).toHaveAttribute('loading', 'lazy');
    });
  }
});
