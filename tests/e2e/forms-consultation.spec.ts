import { addDays, addMonths, format, nextWednesday, startOfDay } from 'date-fns';
import type { Locator, Page } from '@playwright/test';
import { TIME_SLOTS } from '../../src/lib/forms/options';
import { checkA11y, expect, test, viewports } from '../support/browser-test';
import { API_TEST } from '../support/test-tags';
import { delaySubmission, expectedFailureLogs, failDelivery, storedSubmissionFor } from '../support/form-server';
import { uniqueEmail } from '../support/form-payloads';

const trigger = (page: Page) => page.getByRole('link', { name: 'Schedule a consultation' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Schedule a Consultation' });
const scheduleButton = (page: Page) => dialog(page).getByRole('button', { name: 'Schedule Consultation' });

async function openDialog(page: Page): Promise<Locator> {
  await page.goto('/request');
  await expect(trigger(page)).toHaveAttribute('aria-haspopup', 'dialog');
  await trigger(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel('Name')).toBeVisible();
  return dialog(page);
}

/** Picks the first day the calendar allows; returns it as 'yyyy-MM-dd'. */
async function pickFirstOpenDay(d: Locator): Promise<string> {
  const day = d.locator('[role="grid"] td:not([data-disabled]) button').first();
  const iso = await day.locator('xpath=..').getAttribute('data-day');
  await day.click();
  return iso ?? '';
}

const longDate = (iso: string) => format(new Date(`${iso}T12:00:00`), 'MMMM d, yyyy');

test.describe('consultation dialog', () => {
  test('opens from a trigger with its title and description, and loads the form only then', async ({ page }) => {
    const formChunks: string[] = [];
    page.on('request', (r) => r.url().includes('ConsultationForm') && formChunks.push(r.url()));
    await page.goto('/request');
    await expect(trigger(page)).toHaveAttribute('aria-haspopup', 'dialog');
    expect(formChunks).toEqual([]);
    await expect(trigger(page)).toHaveAttribute('href', '/consultation');
    await expect(trigger(page)).toHaveAttribute('aria-haspopup', 'dialog');

    await trigger(page).click();
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(page).toHaveURL(/\/request$/);
    await expect(d).toHaveAccessibleDescription(
      'Fill out the form below to schedule a free consultation with our team.',
    );
    await expect(d.getByText('Custom solution request')).toBeVisible();
    await expect(d.getByLabel('Name')).toBeVisible();
    await expect(d.getByLabel('Name')).toBeFocused();
    expect(formChunks.length).toBeGreaterThan(0);
    for (const name of ['Name', 'Email', 'Phone', 'Message'])
      await expect(d.getByRole('textbox', { name, exact: true })).toBeVisible();
    const box = await d.getByLabel('Message').boundingBox();
    expect(box && box.height).toBeGreaterThanOrEqual(100 * 0.75 - 1); // 100px at the default 75% zoom
    await expect(d.getByRole('radio')).toHaveCount(9);
    // The dialog offers the form's slots in order (tests/unit/forms-schemas.test.ts pins the list itself).
    expect(await d.getByRole('radio').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual([
      ...TIME_SLOTS,
    ]);
    await expect(d.getByRole('grid')).toHaveCount(1); // one month visible
  });

  test('closes by Escape, close button and outside click; focus returns to the trigger; focus stays inside', async ({
    page,
  }) => {
    const d = await openDialog(page);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await d.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(d).toBeHidden();
    await expect(trigger(page)).toBeFocused();

    await trigger(page).click();
    await expect(d).toBeVisible();
    await expect(d.getByLabel('Name')).toBeFocused();
    await d.getByRole('button', { name: 'Close' }).click();
    await expect(d).toBeHidden();
    await expect(trigger(page)).toBeFocused();

    await trigger(page).click();
    await expect(d).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(d).toBeHidden();
    await expect(trigger(page)).toBeFocused();
  });

  test('calendar: past days and weekends are disabled, today is allowed, one date at a time', async ({ page }) => {
    // "Today" is a Wednesday in the future, so the server also accepts it.
    const today = nextWednesday(addDays(startOfDay(new Date()), 7));
    await page.clock.setFixedTime(new Date(today.getTime() + 10 * 3600_000));
    const d = await openDialog(page);
    const cell = (date: Date) => d.locator(`[role="grid"] td[data-day="${format(date, 'yyyy-MM-dd')}"]`);
    await expect(d.getByRole('grid')).toHaveAccessibleName(format(today, 'MMMM yyyy'));
    const monday = addDays(today, -2);
    const tuesday = addDays(today, -1);
    if (monday.getMonth() === today.getMonth()) await expect(cell(monday).getByRole('button')).toBeDisabled();
    if (tuesday.getMonth() === today.getMonth()) await expect(cell(tuesday).getByRole('button')).toBeDisabled();
    await expect(cell(today).getByRole('button')).toBeEnabled();
    const saturday = addDays(today, 3);
    const sunday = addDays(today, 4);
    const thursday = addDays(today, 1);
    if (saturday.getMonth() === today.getMonth()) await expect(cell(saturday).getByRole('button')).toBeDisabled();
    if (sunday.getMonth() === today.getMonth()) await expect(cell(sunday).getByRole('button')).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Go to the Previous Month' })).toHaveAttribute('aria-disabled', 'true');

    await cell(today).getByRole('button').click();
    await expect(cell(today)).toHaveAttribute('aria-selected', 'true');
    await expect(d.getByText(`Selected: ${format(today, 'MMMM d, yyyy')}`)).toBeVisible();
    if (thursday.getMonth() === today.getMonth()) {
      await cell(thursday).getByRole('button').click();
      await expect(cell(thursday)).toHaveAttribute('aria-selected', 'true');
      await expect(cell(today)).not.toHaveAttribute('aria-selected', 'true');
    }

    await d.getByRole('button', { name: 'Go to the Next Month' }).click();
    await expect(d.getByRole('grid')).toHaveAccessibleName(format(addMonths(today, 1), 'MMMM yyyy'));
  });

  test('shows the spec messages on submit, then re-validates on change', async ({ page }) => {
    test.slow();
    const d = await openDialog(page);
    await scheduleButton(page).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Please select a date',
      'Please select a time',
    ]) {
      await expect(d.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(d.getByLabel('Name')).toBeFocused();
    await checkA11y(page);

    await d.getByLabel('Email').fill('ada@example');
    await expect(d.getByText('Invalid email address')).toBeVisible();
    await d.getByLabel('Email').fill('ada@example.com');
    await expect(d.getByText('Invalid email address')).toBeHidden();
    await d.getByLabel('Name').fill('Ada');
    await expect(d.getByText('Name is required')).toBeHidden();
    await pickFirstOpenDay(d);
    await expect(d.getByText('Please select a date')).toBeHidden();
    await d.getByText('11:00 AM', { exact: true }).click();
    await expect(d.getByText('Please select a time')).toBeHidden();
    await expect(d.getByText('Phone number is required')).toBeVisible();
  });

  test(
    'schedules: Submitting..., toast with date and time, reset, closed, stored with the payload',
    API_TEST,
    async ({ page }) => {
      const email = uniqueEmail('ada');
      const d = await openDialog(page);
      await d.getByLabel('Name').fill('Ada Lovelace');
      await d.getByLabel('Email').fill(email);
      await d.getByLabel('Phone').fill('+44 20 7946 0000');
      const iso = await pickFirstOpenDay(d);
      await d.getByText('2:00 PM', { exact: true }).click();
      await d.getByLabel('Message').fill('About an AI assistant.');

      await delaySubmission(page);
      await scheduleButton(page).click();
      // One check, while the delayed request is in flight: labelled Submitting... and disabled.
      await expect(d.getByRole('button', { name: 'Submitting...', disabled: true })).toBeVisible();

      await expect(d).toBeHidden();
      await expect(trigger(page)).toBeFocused();
      const toast = page.locator('[data-variant="success"]');
      await expect(toast).toContainText('Consultation Scheduled!');
      await expect(toast).toContainText(
        `We'll contact you shortly to confirm your appointment on ${longDate(iso)} at 2:00 PM.`,
      );

      const stored = await storedSubmissionFor(email);
      expect(stored.formType).toBe('consultation');
      expect(stored.submission).toMatchObject({
        name: 'Ada Lovelace',
        phone: '+44 20 7946 0000',
        date: iso,
        time: '2:00 PM',
        message: 'About an AI assistant.',
        formType: 'consultation',
        subject: 'New Consultation Request',
        formattedDate: longDate(iso),
        topic: 'Custom solution request',
      });

      await trigger(page).click();
      await expect(d.getByLabel('Name')).toHaveValue('');
      await expect(d.getByLabel('Email')).toHaveValue('');
      await expect(d.locator('[role="grid"] td[aria-selected="true"]')).toHaveCount(0);
      await expect(d.getByRole('radio', { checked: true })).toHaveCount(0);
    },
  );

  test(
    'a failed submission shows the error toast, stays open and keeps every value',
    API_TEST,
    async ({ page, problems }) => {
      for (const pattern of expectedFailureLogs) problems.allow(pattern);
      const errors: string[] = [];
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      const d = await openDialog(page);
      await d.getByLabel('Name').fill('Ada Lovelace');
      await d.getByLabel('Email').fill('ada@example.com');
      await d.getByLabel('Phone').fill('12345');
      const iso = await pickFirstOpenDay(d);
      await d.getByText('9:00 AM', { exact: true }).click();
      await d.getByLabel('Message').fill('Keep me');
      await failDelivery(page);
      await scheduleButton(page).click();

      const toast = page.locator('[data-variant="error"]');
      await expect(toast).toContainText('Submission Failed');
      await expect(toast).toContainText('There was an error submitting your request. Please try again later.');
      await expect(d).toBeVisible();
      await expect(d.getByLabel('Name')).toHaveValue('Ada Lovelace');
      await expect(d.getByLabel('Email')).toHaveValue('ada@example.com');
      await expect(d.getByLabel('Phone')).toHaveValue('12345');
      await expect(d.getByLabel('Message')).toHaveValue('Keep me');
      await expect(d.locator(`[role="grid"] td[data-day="${iso}"]`)).toHaveAttribute('aria-selected', 'true');
      await expect(d.getByRole('radio', { name: '9:00 AM' })).toBeChecked();
      await expect(scheduleButton(page)).toBeEnabled();
      expect(errors.some((e) => e.includes('Consultation request failed'))).toBe(true);

      // Escape closes the toast first, then the dialog.
      await page.keyboard.press('Escape');
      await expect(toast).toHaveCount(0);
      await expect(d).toBeVisible();
      // Radix unregisters the toast's layer in an effect after the toast left the DOM; a person
      // never presses Escape again within those milliseconds, a test can.
      await page.waitForTimeout(250);
      await page.keyboard.press('Escape');
      await expect(d).toBeHidden();
    },
  );

  test('keeps what was typed when closed and opened again', async ({ page }) => {
    const d = await openDialog(page);
    await d.getByLabel('Name').fill('Draft Person');
    await page.keyboard.press('Escape');
    await trigger(page).click();
    await expect(d.getByLabel('Name')).toHaveValue('Draft Person');
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    const email = uniqueEmail('keys');
    await page.goto('/request');
    await expect(trigger(page)).toHaveAttribute('aria-haspopup', 'dialog');
    await trigger(page).focus();
    await page.keyboard.press('Enter');
    const d = dialog(page);
    await expect(d.getByLabel('Name')).toBeVisible();
    await d.getByLabel('Name').focus();
    await page.keyboard.type('Kay Board');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('555 0100');
    await page.keyboard.press('Tab'); // calendar: previous month (disabled, skipped) / next month
    // Tab until a day of the grid has focus, then choose one with the arrow keys and Enter.
    for (let i = 0; i < 4; i++) {
      if (await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)) break;
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)).toBe(true);
    await page.keyboard.press('ArrowDown'); // a week later: still open if this one was
    await page.keyboard.press('Enter');
    const selected = d.locator('[role="grid"] td[aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    const iso = await selected.getAttribute('data-day');
    await page.keyboard.press('Tab'); // the time slots
    await page.keyboard.press('ArrowRight'); // 10:00 AM (arrow keys select radios)
    await expect(d.getByRole('radio', { name: '10:00 AM' })).toBeChecked();
    await page.keyboard.press('Tab'); // message
    await expect(d.getByLabel('Message')).toBeFocused();
    await page.keyboard.type('Typed without a mouse.');
    await page.keyboard.press('Tab');
    await expect(scheduleButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(d).toBeHidden();
    await expect(trigger(page)).toBeFocused();
    const stored = await storedSubmissionFor(email);
    expect(stored.submission).toMatchObject({ name: 'Kay Board', date: iso, time: '10:00 AM' });
  });

  // The page itself is checked at every width by pages.spec.ts; these are its states.
  for (const [name, viewport] of [
    ['mobile', viewports.mobile],
    ['desktop', viewports.desktop],
  ] as const) {
    test(`has no axe violations with the dialog open at ${name} width, and with errors shown`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const d = await openDialog(page);
      await checkA11y(page);
      await scheduleButton(page).click();
      await expect(d.getByText('Please select a time')).toBeVisible();
      await checkA11y(page);
    });
  }
});
