/**
 * Keyboard-only journeys at 375 and 1280 px, as an accessibility tester walks them: after every
 * key press focus is on a control that shows it (never on <body>, never on a box without an
 * outline). The mobile menu is a modal drawer: focus moves into it, Tab stays inside, the page
 * behind is inert, Escape and the close button return focus to the toggle. Controls on
 * /projects that remove themselves hand focus on. A failed send in the consultation dialog says
 * so inside the form, next to the submit button, until the next try.
 */
import type { Page } from '@playwright/test';
import { englishDictionary } from '../support/form-schemas';
import { waitForIslands } from '../support/islands';
import { expect, test, viewports } from '../support/browser-test';
import { focusState } from '../support/focus-state';
import { expectedFailureLogs, failDelivery } from '../support/form-server';
import { uniqueEmail } from '../support/form-payloads';

/** Presses a key and checks that focus ends on a control that shows it. */
async function press(page: Page, key: string, step = key): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusVisible(page, step);
}

async function expectFocusVisible(page: Page, step: string): Promise<void> {
  // A removed control hands focus on in the next frame (React commits, then the effect runs).
  await expect
    .poll(
      async () => {
        const state = await focusState(page);
        return state.onBody ? 'focus on <body>' : state.visible ? 'visible' : `no visible focus on ${state.what}`;
      },
      { message: `after ${step}` },
    )
    .toBe('visible');
}

const activeInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.closest(s) !== null, selector);

/**
 * Tabs forward until the element matching `selector` (and reading `text`, if given) has focus,
 * at most `limit` presses.
 */
async function tabTo(page: Page, selector: string, limit = 60, text?: string): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const reached = await page.evaluate(
      ([s, t]) =>
        (document.activeElement?.matches(s) ?? false) &&
        (t === undefined || document.activeElement?.textContent?.trim() === t),
      [selector, text] as const,
    );
    if (reached) return;
    await press(page, 'Tab', `Tab towards ${selector}`);
  }
  throw new Error(`${selector} not reached in ${limit} Tabs`);
}

test.describe('the mobile menu at 375 px is a modal drawer', () => {
  test.use({ viewport: viewports.mobile });

  test('focus moves in, Tab stays inside, the page is inert, Escape and Close return focus', async ({ page }) => {
    test.slow(); // some 40 key presses, each followed by a look at the focus
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const sidebar = page.locator('#sidebar');
    await tabTo(page, '[data-menu-toggle]');
    await press(page, 'Enter', 'Enter on Open menu');
    await expect(sidebar).toBeVisible();
    await expect.poll(() => activeInside(page, '#sidebar'), { message: 'focus moved into the menu' }).toBe(true);

    // The page behind: inert, so neither Tab nor assistive technology reaches it.
    expect(await page.evaluate(() => document.querySelector('main')?.closest('[inert]') !== null)).toBe(true);
    const focusable = await sidebar
      .locator('a[href]:visible, button:visible, summary:visible, select:visible, input:visible')
      .count();
    for (let i = 0; i < focusable + 3; i++) {
      await press(page, 'Tab', `Tab ${i + 1} in the menu`);
      expect(await activeInside(page, '#sidebar'), `Tab ${i + 1} stays in the menu`).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await press(page, 'Shift+Tab', `Shift+Tab ${i + 1} in the menu`);
      expect(await activeInside(page, '#sidebar'), `Shift+Tab ${i + 1} stays in the menu`).toBe(true);
    }

    await press(page, 'Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => document.querySelector('[inert]') === null)).toBe(true);

    await press(page, 'Enter', 'Enter on Open menu again');
    await expect.poll(() => activeInside(page, '#sidebar')).toBe(true);
    await tabTo(page, '[data-sidebar-close]');
    await press(page, 'Enter', 'Enter on Close menu');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

for (const [name, viewport] of [
  ['375 px', viewports.mobile],
  ['1280 px', viewports.desktop],
] as const) {
  test.describe(`keyboard journeys at ${name}`, () => {
    test.use({ viewport });

    test('/projects: search, filters and the controls that remove themselves hand focus on', async ({ page }) => {
      test.slow(); // dozens of key presses, each followed by a look at the focus
      await page.goto('/projects');
      await waitForIslands(page);
      const search = page.getByRole('searchbox', { name: 'Search projects' });
      await tabTo(page, 'input[type="search"]');
      await page.keyboard.type('tool');
      await expectFocusVisible(page, 'typing a search');
      await press(page, 'Tab', 'Tab to Clear search');
      await expect(page.getByRole('button', { name: 'Clear search' })).toBeFocused();
      await press(page, 'Enter', 'Enter on Clear search');
      await expect(search).toHaveValue('');
      await expect(search).toBeFocused();

      // A status filter, then its chip's remove button.
      await tabTo(page, '[role="group"][aria-label="Status filter"] button');
      await press(page, 'Tab', 'Tab to the second status');
      await press(page, 'Enter', 'Enter on a status');
      const remove = page.getByRole('button', { name: /^Remove filter / });
      await expect(remove).toHaveCount(1);
      await tabTo(page, 'button[aria-label^="Remove filter"]');
      await press(page, 'Enter', 'Enter on Remove filter');
      await expect(remove).toHaveCount(0);

      // A search that matches nothing, then Reset all filters.
      await search.focus();
      await page.keyboard.type('no-such-project-anywhere');
      await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
      await tabTo(page, 'button', 60, 'Reset all filters');
      await press(page, 'Enter', 'Enter on Reset all filters');
      await expect(page.getByRole('button', { name: 'Reset all filters' })).toHaveCount(0);
      await expect(search).toHaveValue('');
    });

    test('consultation dialog: a failed send is said inside the form, next to the button, until the next try', async ({
      page,
      problems,
    }) => {
      test.slow();
      for (const pattern of expectedFailureLogs) problems.allow(pattern);
      await failDelivery(page);
      await page.goto('/request');
      const trigger = page.locator('[data-consultation-trigger]:visible').first();
      await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
      await tabTo(page, '[data-consultation-trigger]');
      await press(page, 'Enter', 'Enter on Schedule Consultation');
      const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
      // The form's code loads with the first opening.
      await expect(dialog.getByLabel('Name')).toBeFocused({ timeout: 20_000 });
      await page.keyboard.type('Kay Board');
      await press(page, 'Tab');
      await page.keyboard.type(uniqueEmail('keys-fail'));
      await press(page, 'Tab');
      await page.keyboard.type('555 0100');
      await tabTo(page, '[role="grid"] button[tabindex="0"]', 5);
      await press(page, 'ArrowDown');
      await press(page, 'Enter', 'Enter on a day');
      await expect(dialog.locator('[role="grid"] td[aria-selected="true"]')).toHaveCount(1);
      await press(page, 'Tab', 'Tab to the time slots');
      await press(page, 'ArrowRight', 'ArrowRight to a time');
      await tabTo(page, 'button[type="submit"]', 5);
      const submit = dialog.getByRole('button', { name: 'Schedule Consultation' });
      await press(page, 'Enter', 'Enter on Schedule Consultation');

      const failure = dialog.locator('form').getByRole('alert').filter({ hasText: englishDictionary.forms.failed });
      await expect(failure).toBeVisible();
      await expectFocusVisible(page, 'the failed send');
      await expect(submit).toBeFocused();
      // Next to the submit button: in the same row, directly beside or above/below it.
      const [messageBox, buttonBox] = [await failure.boundingBox(), await submit.boundingBox()];
      expect(messageBox && buttonBox).toBeTruthy();
      const gap = Math.max(
        messageBox!.y - (buttonBox!.y + buttonBox!.height),
        buttonBox!.y - (messageBox!.y + messageBox!.height),
        0,
      );
      expect(gap, 'the message sits next to the submit button').toBeLessThan(40);
      // It stays: the toast closes after about 5 s, the message does not.
      await page.waitForTimeout(6_500);
      await expect(failure).toBeVisible();
      await expect(dialog).toBeVisible();

      // The next try takes it away while it is under way (and brings it back when it fails again).
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.route('**/api/send-email', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 5000));
        await route.continue({ headers: { ...route.request().headers(), 'x-e2e-fail': '1' } });
      });
      await press(page, 'Enter', 'Enter on Schedule Consultation again');
      await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeFocused();
      await expect(failure).toHaveCount(0);
      await expect(failure).toBeVisible({ timeout: 10_000 });
      await expectFocusVisible(page, 'the second failed send');
    });
  });
}
