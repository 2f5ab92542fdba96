import { checkA11y, expect, test, viewports } from '../support/browser-test';
import { API_TEST } from '../support/test-tags';
import { delaySubmission, expectedFailureLogs, failDelivery, storedSubmissionFor } from '../support/form-server';
import { chip, expectHydrated, requestForm } from '../support/form-controls';
import { uniqueEmail } from '../support/form-payloads';
import type { Page } from '@playwright/test';

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Request' });

async function openForm(page: Page) {
  await page.goto('/request');
  await expectHydrated(requestForm(page));
}

async function fillRequired(page: Page, email: string) {
  await page.getByLabel('Business name').fill('Acme Ltd');
  await page.getByLabel('Contact name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Project description').fill('An assistant that answers supplier emails.');
  await page.getByLabel(/I accept the terms/).check();
}

test.describe('request page before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('already shows the complete form', async ({ page }) => {
    await page.goto('/request');
    await expect(page.getByRole('heading', { level: 1, name: 'Request Custom Solutions' })).toBeVisible();
    await expect(page).toHaveTitle(/^Request Custom Solutions \|/);
    for (const name of [
      'Business name',
      'Contact name',
      'Email',
      'Phone (optional)',
      'Project description',
      'Key features (optional)',
      'Additional information (optional)',
    ]) {
      await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Business type', 'Project type', 'Budget', 'Timeline']) {
      await expect(page.getByRole('combobox', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByLabel(/I accept the terms/)).toBeVisible();
    for (const group of [
      'AI Models & Frameworks',
      'Web Development',
      'Desktop & Mobile',
      'Databases & Storage',
      'DevOps & Infrastructure',
      'Automation & Integration',
    ]) {
      await expect(page.getByRole('group', { name: group })).toBeVisible();
    }
    await expect(page.getByRole('checkbox', { name: 'Claude' })).toBeAttached();
    await expect(submit(page)).toBeEnabled();
  });
});

test.describe('request form', () => {
  test('offers the spec options with readable labels', async ({ page }) => {
    await openForm(page);
    const options = async (name: string) =>
      page
        .getByRole('combobox', { name, exact: true })
        .locator('option')
        .evaluateAll((els) => els.map((e) => [(e as HTMLOptionElement).value, e.textContent]));
    expect(await options('Business type')).toEqual([
      ['', 'Select your business type'],
      ['startup', 'Startup'],
      ['small_business', 'Small Business'],
      ['medium_business', 'Medium-sized Business'],
      ['enterprise', 'Enterprise'],
      ['agency', 'Agency'],
      ['nonprofit', 'Non-profit'],
      ['other', 'Other'],
    ]);
    expect(await options('Project type')).toEqual([
      ['', 'Select a project type'],
      ['custom_application', 'Custom Application'],
      ['automation_tool', 'Automation Tool'],
      ['ai_agent', 'AI Agent/Assistant'],
      ['other', 'Other/Not Sure'],
    ]);
    expect((await options('Budget')).map(([v]) => v)).toEqual([
      '',
      'under_5k',
      '5k_10k',
      '10k_25k',
      '25k_50k',
      '50k_plus',
      'not_sure',
    ]);
    expect((await options('Budget')).map(([, l]) => l)).toContain('$10,000 – $25,000');
    expect((await options('Timeline')).map(([v]) => v)).toEqual([
      '',
      'asap',
      '1_month',
      '1_3_months',
      '3_6_months',
      '6_plus_months',
      'flexible',
    ]);
    expect((await options('Timeline')).map(([, l]) => l)).toContain('As soon as possible');
    await expect(requestForm(page).getByRole('group')).toHaveCount(6);
  });

  test('its technology chips are static HTML in the island, not in its props, and still sent', async ({ page }) => {
    await openForm(page);
    const island = page.locator('astro-island').filter({ has: requestForm(page) });
    const chips = island.locator('astro-slot input[type="checkbox"][name="technologies"]');
    const names = await chips.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(names.length).toBeGreaterThan(1);
    await expect(requestForm(page).locator('input[name="technologies"]')).toHaveCount(names.length);
    const props = (await island.getAttribute('props')) ?? '';
    expect(names.filter((name) => props.includes(JSON.stringify(name).slice(1, -1)))).toEqual([]);

    // Ticked, unticked and ticked again: the submission has exactly what is ticked, in page order.
    const [first, last] = [names[0]!, names.at(-1)!];
    const email = uniqueEmail('chips');
    await fillRequired(page, email);
    await chip(page, last).click();
    await chip(page, first).click();
    await chip(page, last).click();
    await chip(page, last).click();
    await submit(page).click();
    await expect(page.locator('[data-request-confirmation]')).toBeVisible();
    const { submission } = await storedSubmissionFor(email);
    expect(submission['technologies']).toEqual([first, last]);
  });

  test('shows the spec messages on submit, then re-validates on change', async ({ page }) => {
    await openForm(page);
    await submit(page).click();
    const messages = [
      'Business name is required',
      'Contact name is required',
      'Email is required',
      'Project description is required',
      'You must accept the terms',
    ];
    for (const message of messages) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Business name')).toBeFocused();
    await expect(page.getByLabel('Business name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Business name')).toHaveAccessibleDescription('Business name is required');

    const email = page.getByLabel('Email');
    await email.fill('grace@acme');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await email.fill('grace@acme.i');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await email.fill('GRACE@ACME.IO');
    await expect(page.getByText('Invalid email address')).toBeHidden();
    await expect(page.getByText('Email is required')).toBeHidden();

    await page.getByLabel('Business name').fill('Acme');
    await expect(page.getByText('Business name is required')).toBeHidden();
    await page.getByLabel(/I accept the terms/).check();
    await expect(page.getByText('You must accept the terms')).toBeHidden();
    await checkA11y(page);
  });

  test('loads its validation code when the visitor starts filling it in, not while it hydrates', async ({ page }) => {
    const loads: string[] = [];
    page.on('request', (request) => {
      if (/^\/_astro\/validation\.[\w-]+\.js$/.test(new URL(request.url()).pathname)) loads.push(request.url());
    });
    await openForm(page);
    await page.waitForLoadState('networkidle');
    expect(loads).toEqual([]);

    await page.getByLabel('Business name').focus();
    await expect.poll(() => loads.length).toBe(1);
    await submit(page).click();
    await expect(page.getByText('Contact name is required', { exact: true })).toBeVisible();
    expect(loads).toHaveLength(1);
  });

  test('submits, shows the confirmation for 5 seconds, then the empty form returns', API_TEST, async ({ page }) => {
    const email = uniqueEmail('grace');
    await openForm(page);
    await fillRequired(page, email);
    await page.getByLabel('Business type').selectOption('small_business');
    await page.getByLabel('Phone (optional)').fill('555-0100');
    await page.getByLabel('Project type').selectOption({ label: 'AI Agent/Assistant' });
    await page.getByLabel('Budget').selectOption('10k_25k');
    await page.getByLabel('Timeline').selectOption('1_3_months');
    await chip(page, 'Claude').click();
    await chip(page, 'React').click();
    await expect(page.getByRole('checkbox', { name: 'Claude' })).toBeChecked();
    await page.getByLabel('Key features (optional)').fill('Inbox sync');

    // Times the confirmation in the page itself, independent of the test's polling.
    await page.evaluate(() => {
      const timing: { shown?: number; hidden?: number } = {};
      (window as unknown as { __confirmation: typeof timing }).__confirmation = timing;
      new MutationObserver(() => {
        const present = document.querySelector('[data-request-confirmation]') !== null;
        if (present && timing.shown === undefined) timing.shown = performance.now();
        if (!present && timing.shown !== undefined && timing.hidden === undefined) timing.hidden = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });

    await delaySubmission(page);
    await submit(page).click();
    // One check, while the delayed request is in flight: labelled Submitting... and disabled.
    await expect(page.getByRole('button', { name: 'Submitting...', disabled: true })).toBeVisible();

    const confirmation = page.locator('[data-request-confirmation]');
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByRole('heading', { name: 'Request Submitted Successfully!' })).toBeVisible();
    await expect(requestForm(page)).toBeHidden();
    const toast = page.locator('[data-variant="success"]');
    await expect(toast).toContainText('Request Submitted Successfully!');
    await expect(toast).toContainText("We'll review your request and get back to you within 24-48 hours.");
    // Its name, role and text are read above. Axe is not run on it here: the confirmation lasts
    // 5 seconds and an axe run on a loaded machine outlasted them, and axe's own timers stop
    // with a paused page clock.

    // Replaced by the form after 5 seconds.
    await expect(confirmation).toBeHidden({ timeout: 8000 });
    const timing = await page.evaluate(
      () => (window as unknown as { __confirmation: { shown?: number; hidden?: number } }).__confirmation,
    );
    const shownFor = (timing.hidden ?? 0) - (timing.shown ?? 0);
    expect(shownFor).toBeGreaterThanOrEqual(4950);
    expect(shownFor).toBeLessThan(5800);
    await expect(requestForm(page)).toBeVisible();
    await expect(page.getByLabel('Business name')).toHaveValue('');
    await expect(page.getByLabel(/I accept the terms/)).not.toBeChecked();
    await expect(requestForm(page).getByRole('checkbox', { checked: true })).toHaveCount(0);

    const stored = await storedSubmissionFor(email);
    expect(stored.submission).toMatchObject({
      formType: 'request',
      subject: 'New Solution Request',
      businessName: 'Acme Ltd',
      businessType: 'small_business',
      projectType: 'ai_agent',
      budget: '10k_25k',
      timeline: '1_3_months',
      technologies: ['Claude', 'React'],
      features: 'Inbox sync',
      termsAccepted: true,
    });
    expect(stored.message.subject).toBe('New Solution Request');
    expect(stored.message.replyTo).toEqual({ name: 'Grace Hopper', address: email });
  });

  test('"Submit Another Request" brings the empty form back at once', async ({ page }) => {
    await openForm(page);
    await fillRequired(page, uniqueEmail('another'));
    await submit(page).click();
    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await expect(requestForm(page)).toBeVisible();
    await expect(page.getByLabel('Business name')).toHaveValue('');
    await expect(page.getByLabel('Business name')).toBeFocused();
  });

  test('values entered before the form has hydrated are kept and sent', API_TEST, async ({ page }) => {
    let releaseForm = () => {};
    const formHeld = new Promise<void>((resolve) => (releaseForm = resolve));
    await page.route('**/_astro/RequestForm*.js', async (route) => {
      await formHeld;
      await route.continue();
    });
    await page.goto('/request');
    const email = uniqueEmail('early');
    await fillRequired(page, email);
    await page.getByLabel('Budget').selectOption('10k_25k');
    await chip(page, 'Claude').click();
    await expect(requestForm(page)).not.toHaveAttribute('novalidate');
    releaseForm();
    await expectHydrated(requestForm(page));
    await expect(page.getByLabel('Business name')).toHaveValue('Acme Ltd');
    await submit(page).click();
    const { submission } = await storedSubmissionFor(email);
    expect(submission).toMatchObject({
      businessName: 'Acme Ltd',
      contactName: 'Grace Hopper',
      projectDescription: 'An assistant that answers supplier emails.',
      termsAccepted: true,
      technologies: ['Claude'],
    });
    expect(submission['budget']).toBe('10k_25k');
  });

  test('a failed submission shows the error toast and keeps every value', API_TEST, async ({ page, problems }) => {
    for (const pattern of expectedFailureLogs) problems.allow(pattern);
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    await openForm(page);
    const email = uniqueEmail('fail');
    await fillRequired(page, email);
    await page.getByLabel('Budget').selectOption('50k_plus');
    await chip(page, 'Docker').click();
    await failDelivery(page);
    await submit(page).click();

    const toast = page.locator('[data-variant="error"]');
    await expect(toast).toContainText('Submission Failed');
    await expect(toast).toContainText('There was an error submitting your request. Please try again later.');
    await expect(requestForm(page)).toBeVisible();
    await expect(page.getByLabel('Business name')).toHaveValue('Acme Ltd');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Budget')).toHaveValue('50k_plus');
    await expect(page.getByRole('checkbox', { name: 'Docker' })).toBeChecked();
    await expect(page.getByLabel(/I accept the terms/)).toBeChecked();
    await expect(submit(page)).toBeEnabled();
    expect(errors.some((e) => e.includes('Solution request failed'))).toBe(true);
    await checkA11y(page);

    // The toast closes with Escape.
    await page.keyboard.press('Escape');
    await expect(toast).toHaveCount(0);
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    const email = uniqueEmail('keys');
    await openForm(page);
    await page.getByLabel('Business name').focus();
    await page.keyboard.type('Keyboard Co');
    await page.keyboard.press('Tab'); // business type
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kay Board');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab'); // phone
    await page.keyboard.press('Tab'); // project type
    await page.keyboard.press('Tab'); // budget
    await page.keyboard.press('Tab'); // timeline
    await page.keyboard.press('Tab'); // description
    await expect(page.getByLabel('Project description')).toBeFocused();
    await page.keyboard.type('Everything by keyboard.');
    await page.keyboard.press('Tab'); // first technology
    await expect(page.getByRole('checkbox', { name: 'OpenAI GPT' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'OpenAI GPT' })).toBeChecked();
    await page.getByLabel(/I accept the terms/).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-request-confirmation]')).toBeFocused();
    const stored = await storedSubmissionFor(email);
    expect(stored.submission).toMatchObject({ businessName: 'Keyboard Co', technologies: ['OpenAI GPT'] });
  });

  // The page itself is checked at every width by pages.spec.ts; these are its states.
  for (const [name, viewport] of [
    ['mobile', viewports.mobile],
    ['desktop', viewports.desktop],
  ] as const) {
    test(`has no axe violations at ${name} width, with errors shown`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await openForm(page);
      await submit(page).click();
      await expect(page.getByText('You must accept the terms')).toBeVisible();
      await checkA11y(page);
    });
  }
});
