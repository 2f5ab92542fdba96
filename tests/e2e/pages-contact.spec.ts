import type { Page } from '@playwright/test';
import { fixture } from '../support/fixture';

const siteJson = fixture.site;
import { freezeClock } from '../support/clock';
import { copyButtonReady } from '../support/copy-button';
import { expect, test } from '../support/browser-test';

const email = siteJson.emails.contact;
const PALETTE = ['#6366f1', '#8b5cf6', '#d946ef', '#f43f5e', '#f59e0b', '#06b6d4'];

test.describe('contact page', () => {
  test("Let's Connect with the address, three tiles, four fun facts and the call to action", async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Connect");
    await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);

    const tiles = page.getByRole('region', { name: 'Working with us' }).getByRole('listitem');
    await expect(tiles).toHaveCount(3);
    await expect(tiles.nth(0)).toContainText('24 hours');
    await expect(tiles.nth(1)).toContainText(/world/i);
    await expect(tiles.nth(2)).toContainText(/fast/i);

    const facts = page.getByRole('region', { name: 'Fun Facts About Us' });
    await expect(facts.locator('dl > div')).toHaveCount(4);
    for (const value of ['8,734', '2.3M', '15,782', '347']) await expect(facts.locator('dl')).toContainText(value);
    for (const value of ['5M', '42,000', '27']) await expect(facts).toContainText(value);

    await expect(page.getByRole('link', { name: 'Request a Solution' })).toHaveAttribute('href', '/request');
    await expect(page.getByRole('link', { name: 'Explore Our Work' })).toHaveAttribute('href', '/');
  });

  test('Copy Email copies the address and reads Copied! for 2 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await freezeClock(page);
    await page.goto('/contact');
    const button = await copyButtonReady(page);
    await expect(button).toHaveText('Copy Email');
    await button.click();
    await expect(button).toHaveText('Copied!');
    await expect(page.getByRole('status').filter({ hasText: 'Email address copied to clipboard.' })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);
    await page.clock.runFor(1990);
    await expect(button).toHaveText('Copied!');
    await page.clock.runFor(20);
    await expect(button).toHaveText('Copy Email');
  });

  test('a refused clipboard shows an error toast and no Copied!', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
    await page.goto('/contact');
    const button = await copyButtonReady(page);
    await button.click();
    const toast = page.locator('[data-variant="error"]').filter({ hasText: 'Copy failed' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Your browser blocked clipboard access.');
    await expect(button).toHaveText('Copy Email');
    // The toast closes with Escape.
    await page.keyboard.press('Escape');
    await expect(toast).toHaveCount(0);
  });
});

test.describe('email glow', () => {
  const glowOf = (page: Page) =>
    page.locator('[data-glow]').evaluate((el: HTMLElement) => ({
      color: el.dataset.glowColor,
      property: el.style.getPropertyValue('--glow'),
    }));

  test('changes every 2 seconds to another colour of the 6-colour palette', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/contact');
    let previous = (await glowOf(page)).color;
    expect(previous).toBe(PALETTE[0]);
    await page.clock.runFor(1900);
    expect((await glowOf(page)).color).toBe(previous);
    for (let i = 0; i < 6; i++) {
      await page.clock.runFor(2000);
      const { color, property } = await glowOf(page);
      expect(PALETTE).toContain(color);
      expect(color).not.toBe(previous);
      expect(property).toBe(color);
      previous = color;
    }
  });

  test('is paused for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/contact');
    await page.clock.runFor(10_000);
    expect(await glowOf(page)).toEqual({ color: PALETTE[0], property: '' });
  });

  test('the address enlarges on hover', async ({ page }) => {
    await page.goto('/contact');
    const link = page.getByRole('link', { name: email });
    const scale = () => link.evaluate((el) => Number(getComputedStyle(el).scale.split(' ')[0]) || 1);
    expect(await scale()).toBe(1);
    await link.hover();
    await expect.poll(scale).toBeGreaterThan(1.05);
  });
});
