import { fixture } from '../support/fixture';

const siteJson = fixture.site;
import { freezeClock } from '../support/clock';
import { copyButtonReady } from '../support/copy-button';
import { checkA11y, expect, test, viewports } from '../support/browser-test';

const admin = siteJson.emails.admin;

test.describe('affiliate tabs', () => {
  test('Program Benefits is the default; every panel is in the HTML', async ({ page }) => {
    const response = await page.goto('/affiliate');
    const html = (await response?.text()) ?? '';
    // All three panels are pre-rendered for search engines and visitors without JavaScript.
    expect(html).toContain('No Caps, Ever');
    expect(html).toContain('Request dashboard access');
    expect(html).toContain('Can I refer myself or my own company?');

    const tablist = page.getByRole('tablist', { name: 'Affiliate program' });
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(['Program Benefits', 'How It Works', 'FAQ']);
    await expect(tablist.getByRole('tab', { name: 'Program Benefits' })).toHaveAttribute('aria-selected', 'true');
    const benefits = page.getByRole('tabpanel', { name: 'Program Benefits' });
    await expect(benefits).toBeVisible();
    await expect(benefits).toContainText('30% Commission');
    await expect(benefits).toContainText('No Caps, Ever');
    await expect(benefits).toContainText('90-Day Tracking Window');
    await expect(benefits).toContainText('typically within 14 days');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });

  test('switches by click and keyboard, and the URL names the tab', async ({ page }) => {
    await page.goto('/affiliate');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });

    await tab('How It Works').click();
    await expect(tab('How It Works')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Program Benefits')).toHaveAttribute('aria-selected', 'false');
    const how = page.getByRole('tabpanel', { name: 'How It Works' });
    await expect(how).toBeVisible();
    await expect(how.getByRole('listitem').filter({ hasText: 'Request dashboard access' })).toBeVisible();
    await expect(how).toContainText('Self-referral is not allowed');
    await expect(how).toContainText('30% of the project value');
    await expect(how).toContainText('90 days');
    await expect(how.getByRole('link', { name: admin }).first()).toHaveAttribute('href', `mailto:${admin}`);
    await expect(page.getByRole('tabpanel', { name: 'Program Benefits' })).toBeHidden();
    await expect(page).toHaveURL(/\/affiliate\?tab=how-it-works$/);

    await tab('How It Works').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('FAQ')).toBeFocused();
    await expect(tab('FAQ')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'FAQ' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Program Benefits')).toBeFocused();
    await expect(page).toHaveURL(/\/affiliate$/);
    await page.keyboard.press('ArrowLeft');
    await expect(tab('FAQ')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('Program Benefits')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab('FAQ')).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order; Tab moves on into its panel.
    await expect(tab('Program Benefits')).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'FAQ' })).toBeFocused();
  });

  test('a link with ?tab= opens that tab', async ({ page }) => {
    await page.goto('/affiliate?tab=faq');
    await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'FAQ' })).toBeVisible();
    await page.goto('/affiliate?tab=nonsense');
    await expect(page.getByRole('tab', { name: 'Program Benefits' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the FAQ tab is a single-open accordion that closes again', async ({ page }) => {
    await page.goto('/affiliate?tab=faq');
    const panel = page.getByRole('tabpanel', { name: 'FAQ' });
    const first = panel.locator('details').filter({ hasText: 'Who can join the affiliate program?' });
    const payout = panel.locator('details').filter({ hasText: 'When do I get paid?' });
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await payout.locator('summary').click();
    await expect(payout).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await expect(payout).toContainText(
      'after the project is completed and the client has made the final payment, typically within 14 days',
    );
    await payout.locator('summary').click();
    await expect(panel.locator('details[open]')).toHaveCount(0);
  });
});

test.describe('referral link', () => {
  test('the input is editable and starts with YOUR_USERNAME', async ({ page }) => {
    await page.goto('/affiliate');
    const input = page.getByRole('textbox', { name: 'Referral link' });
    await expect(input).toHaveValue(/YOUR_USERNAME/);
    await expect(input).toHaveValue(`${siteJson.affiliate.referralBaseUrl}?ref=YOUR_USERNAME`);
    await expect(input).toBeEditable();
    await input.fill('https://nexora.studio/?ref=jane');
    await expect(input).toHaveValue('https://nexora.studio/?ref=jane');
  });

  test('Copy Link copies the input, reads Copied! for 2 seconds and shows the toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await freezeClock(page);
    await page.goto('/affiliate');
    const button = await copyButtonReady(page);
    await expect(button).toHaveText('Copy Link');
    await page.getByRole('textbox', { name: 'Referral link' }).fill('https://nexora.studio/?ref=jane_doe');

    await button.click();
    await expect(button).toHaveText('Copied!');
    const toast = page.locator('[data-variant="success"]').filter({ hasText: 'Link copied!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Referral link has been copied to clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://nexora.studio/?ref=jane_doe');

    await page.clock.runFor(1990);
    await expect(button).toHaveText('Copied!');
    await page.clock.runFor(20);
    await expect(button).toHaveText('Copy Link');
  });

  test('copying again restarts the 2 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await freezeClock(page);
    await page.goto('/affiliate');
    const button = await copyButtonReady(page);
    await button.click();
    await expect(button).toHaveText('Copied!');
    const toasts = page.locator('[data-variant="success"]').filter({ hasText: 'Link copied!' });
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(1500);
    await button.click();
    // The second toast shows once the second copy has finished (and restarted the 2 seconds).
    await expect(toasts).toHaveCount(2);
    await page.clock.runFor(1500);
    await expect(button).toHaveText('Copied!');
    await page.clock.runFor(600);
    await expect(button).toHaveText('Copy Link');
  });

  test('a refused clipboard says so and claims no success', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
    await page.goto('/affiliate');
    const button = await copyButtonReady(page);
    await button.click();
    const toast = page.locator('[data-variant="error"]').filter({ hasText: 'Copy failed' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Your browser blocked clipboard access. Select the link and copy it manually.');
    await expect(page.getByText('Link copied!')).toHaveCount(0);
    await expect(button).toHaveText('Copy Link');
    // The link is selected so it can be copied by hand.
    const input = page.getByRole('textbox', { name: 'Referral link' });
    await expect(input).toBeFocused();
    const length = (await input.inputValue()).length;
    expect(await input.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, length]);
  });
});

test.describe('affiliate links and access', () => {
  test('dashboard access by email to the admin address; Learn About Our Services goes to /request', async ({
    page,
  }) => {
    await page.goto('/affiliate');
    const access = page.getByRole('region', { name: 'Get Dashboard Access' });
    await expect(access).toContainText('granted manually');
    await expect(access.getByRole('link', { name: admin })).toHaveAttribute('href', `mailto:${admin}`);
    await expect(access.getByRole('link', { name: 'Request Access' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${admin.replace('.', '\\.')}\\?subject=Affiliate%20dashboard%20access%20request&body=`),
    );
    await expect(page.getByRole('link', { name: 'Learn About Our Services' })).toHaveAttribute('href', '/request');
  });
});

test.describe('affiliate accessibility', () => {
  test('0 axe violations on each tab and with an answer open', async ({ page }) => {
    test.slow(); // several full-page axe runs
    await page.goto('/affiliate');
    await checkA11y(page);
    await page.getByRole('tab', { name: 'How It Works' }).click();
    await checkA11y(page);
    await page.getByRole('tab', { name: 'FAQ' }).click();
    await page.getByText('How much can I earn?').click();
    await checkA11y(page);
  });

  test('0 axe violations at 375 px', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/affiliate');
    await checkA11y(page);
  });
});
