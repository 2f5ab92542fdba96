import { fixture } from '../support/fixture';
import { checkA11y, expect, test, viewports } from '../support/browser-test';

const topLevel = [
  ['Home', '/'],
  ['Portfolio', '/projects'],
  ['Request Solutions', '/request'],
  ['Affiliate Program', '/affiliate'],
  ['FAQ', '/faq'],
  ['Contact Us', '/contact'],
] as const;

test.describe('sidebar', () => {
  test('lists every entry with its href, the tagline and the stats card', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of topLevel) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    const sidebar = page.locator('#sidebar');
    await expect(sidebar.getByRole('link', { name: /Digital Business Marketplace/ })).toHaveAttribute('href', '/');
    const stats = sidebar.getByRole('region', { name: 'Studio at a glance' });
    const { stats: figures } = fixture.site;
    await expect(stats).toContainText(`${figures.projects}+`);
    await expect(stats).toContainText('Projects');
    await expect(stats).toContainText(`${figures.sold}+`);
    await expect(stats).toContainText('Sold');
    await expect(stats).toContainText(`${figures.technologies}+`);
    await expect(stats).toContainText('Technologies');
  });

  test('Tools and Expertise start collapsed and toggle independently', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const allTools = nav.getByRole('link', { name: 'All Tools' });
    const allAreas = nav.getByRole('link', { name: 'All Areas' });
    await expect(allTools).toBeHidden();
    await expect(allAreas).toBeHidden();

    await nav.getByText('Tools', { exact: true }).click();
    await expect(allTools).toBeVisible();
    await expect(allAreas).toBeHidden();
    for (const href of [
      '/tools',
      '/tools/ai-ml',
      '/tools/development',
      '/tools/frontend',
      '/tools/devops',
      '/tools/content-seo',
      '/tools/automation-security',
    ]) {
      await expect(nav.locator(`a[href="${href}"]`)).toBeVisible();
    }

    await nav.getByText('Expertise', { exact: true }).click();
    await expect(allAreas).toBeVisible();
    await expect(allTools).toBeVisible();
    for (const id of [
      'ai-agent-development',
      'rag-systems',
      'full-stack-development',
      'saas-architecture',
      'workflow-automation',
      'ui-ux-generation',
    ]) {
      await expect(nav.locator(`a[href="/expertise/${id}"]`)).toBeVisible();
    }

    await nav.getByText('Tools', { exact: true }).click();
    await expect(allTools).toBeHidden();
    await expect(allAreas).toBeVisible();
  });

  test('marks the current entry, and Portfolio on case study pages', async ({ page }) => {
    await page.goto('/faq');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');

    await page.goto('/case-studies/siteforge');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.goto('/tools/ai-ml');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('a[href="/tools/ai-ml"]')).toHaveAttribute('aria-current', 'page');
  });

  test('is always visible from 768 px and the content sits beside it', async ({ page }) => {
    for (const viewport of [viewports.tablet, viewports.desktop]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const sidebar = page.locator('#sidebar');
      await expect(sidebar).toBeVisible();
      await expect(page.locator('[data-menu-toggle]')).toBeHidden();
      const sidebarBox = await sidebar.boundingBox();
      const mainBox = await page.locator('main').boundingBox();
      expect(sidebarBox && mainBox && mainBox.x >= sidebarBox.x + sidebarBox.width - 1).toBe(true);
    }
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: viewports.mobile });

  test('opens over a dark overlay and closes by overlay, Escape and choosing a link', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.locator('#sidebar');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const overlay = page.locator('[data-sidebar-overlay]');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(overlay).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await checkA11y(page);

    await overlay.click({ position: { x: 360, y: 400 } });
    await expect(sidebar).toBeHidden();
    await expect(overlay).toBeHidden();

    await toggle.click();
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await sidebar.getByRole('link', { name: 'Portfolio', exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.locator('#sidebar')).toBeHidden();
  });
});

test.describe('zoom preference', () => {
  // docs/spec-deviations.md 4: 75 applies before first paint; it is stored once the visitor chooses.
  test('applies 75 before first paint and stores nothing until the visitor chooses', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('zoom'))).toBe('0.75');
    await expect(page.getByLabel('Zoom')).toHaveValue('75');
    expect(await page.evaluate(() => localStorage.getItem('preferredZoom'))).toBeNull();
    await page.getByLabel('Zoom').selectOption('90');
    expect(await page.evaluate(() => localStorage.getItem('preferredZoom'))).toBe('90');
  });

  test('the control changes and remembers the zoom', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Zoom').selectOption('100');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('zoom'))).toBe('1');
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('preferredZoom'))).toBe('100');
    await expect(page.getByLabel('Zoom')).toHaveValue('100');
  });

  test('a storage failure is only logged and the page still zooms to 75', async ({ page, problems }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
    problems.allow(/zoom preference/);
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('zoom'))).toBe('0.75');
    expect(warnings.some((w) => w.includes('zoom preference'))).toBe(true);
  });
});

test.describe('footer and decoration', () => {
  test('shows the 2025 copyright line and the decorative blobs are hidden from assistive tech', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');
    await expect(page.locator('[aria-hidden="true"].fixed.-z-10')).toHaveCount(1);
  });
});
