/**
 * Both forms without JavaScript: real HTML forms that the browser checks (native constraints)
 * and posts to the form API, which answers a valid post with the static confirmation page (303)
 * and an invalid one with a page listing each field's message (400). 'Schedule Consultation'
 * links lead to the consultation form's own page.
 */
import { format, nextWednesday } from 'date-fns';
import type { Page } from '@playwright/test';
import { FORM_SENT_PAGES } from '../../src/lib/forms/form-pages';
import { englishDictionary } from '../support/form-schemas';
import { checkA11y, expect, test, viewports } from '../support/browser-test';
import { API_TEST } from '../support/test-tags';
import { storedSubmissionFor } from '../support/form-server';
import { uniqueEmail } from '../support/form-payloads';
import { chip, requestForm } from '../support/form-controls';

const { forms, requestForm: requestWords } = englishDictionary;

test.use({ javaScriptEnabled: false });

async function fillRequest(page: Page, email: string) {
  await page.getByLabel('Business name').fill('Harbour Books');
  await page.getByLabel('Contact name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Project description').fill('A ledger that reconciles berth fees.');
  await page.getByLabel('Budget').selectOption('10k_25k');
  await chip(page, 'Claude').click();
  await page.getByLabel(/I accept the terms/).check();
}

test('the request form is posted by the browser and lands on the confirmation page', API_TEST, async ({ page }) => {
  const email = uniqueEmail('nojs-request');
  await page.goto('/request');
  await fillRequest(page, email);
  await requestForm(page).getByRole('button', { name: 'Submit Request' }).click();

  await expect(page).toHaveURL(new RegExp(`${FORM_SENT_PAGES.request}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(requestWords.sentTitle);
  await expect(page.getByText(requestWords.sentText)).toBeVisible();
  const { formType, submission } = await storedSubmissionFor(email);
  expect(formType).toBe('request');
  expect(submission).toMatchObject({
    businessName: 'Harbour Books',
    contactName: 'Ada Lovelace',
    budget: '10k_25k',
    technologies: ['Claude'],
    termsAccepted: true,
  });
});

test(
  'Schedule Consultation leads to the consultation page, whose form the browser posts',
  API_TEST,
  async ({ page }) => {
    const email = uniqueEmail('nojs-consultation');
    const day = nextWednesday(new Date());
    await page.goto('/request');
    await page.getByRole('link', { name: 'Schedule a consultation' }).click();
    await expect(page).toHaveURL(/\/consultation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule a Consultation' })).toBeVisible();

    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('555 0100');
    await page.getByLabel(englishDictionary.consultationForm.date).fill(format(day, 'yyyy-MM-dd'));
    await chip(page, '10:00 AM').click();
    await page.getByLabel('Message').fill('Booking without JavaScript.');
    await page.getByRole('button', { name: 'Schedule Consultation' }).click();

    await expect(page).toHaveURL(new RegExp(`${FORM_SENT_PAGES.consultation}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishDictionary.consultationForm.scheduledTitle);
    const { formType, submission } = await storedSubmissionFor(email);
    expect(formType).toBe('consultation');
    expect(submission).toMatchObject({
      name: 'Grace Hopper',
      phone: '555 0100',
      date: format(day, 'yyyy-MM-dd'),
      formattedDate: format(day, 'MMMM d, yyyy'),
      time: '10:00 AM',
      message: 'Booking without JavaScript.',
    });
  },
);

test(
  'an answer the API refuses gets a page with its message; Back returns to what was typed',
  API_TEST,
  async ({ page, problems }) => {
    problems.allow(/status of 400 \(Bad Request\)/);
    await page.goto('/request');
    // The browser accepts "name@host" as an email address; the form's rule wants a domain with a dot.
    await fillRequest(page, 'ada@harbour');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/send-email'));
    await requestForm(page).getByRole('button', { name: 'Submit Request' }).click();
    expect((await answer).status()).toBe(400);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(forms.problemTitle);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveText([
      new RegExp(`${requestWords.email}.*Invalid email address`),
    ]);
    await expect(page.getByRole('main').getByRole('link', { name: forms.backLink })).toHaveAttribute(
      'href',
      '/request',
    );

    await page.goBack();
    await expect(page.getByLabel('Business name')).toHaveValue('Harbour Books');
    await expect(page.getByLabel('Email')).toHaveValue('ada@harbour');
  },
);

test('the browser stops a form with a required field left empty before anything is sent', async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST') posted = true;
  });
  await page.goto('/request');
  await requestForm(page).getByRole('button', { name: 'Submit Request' }).click();
  await expect(page).toHaveURL(/\/request$/);
  expect(
    await page.getByLabel('Business name').evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
  ).toBe(true);
  expect(posted).toBe(false);
});

test.describe('accessibility', () => {
  // axe runs in the page, so these pages are checked with JavaScript on; the page of issues is
  // the API's answer to a post, loaded as the browser received it.
  test.use({ javaScriptEnabled: true });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`the consultation page, the confirmation pages and the page of issues have no axe violations (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/consultation', ...Object.values(FORM_SENT_PAGES)]) {
        await page.goto(path);
        await checkA11y(page);
      }
      const answer = await page.request.post('/api/send-email', {
        form: { formType: 'request', businessName: 'Harbour Books', email: 'ada@harbour' },
        headers: { Referer: new URL('/request', page.url()).href },
      });
      expect(answer.status()).toBe(400);
      const html = await answer.text();
      await page.route('**/the-answer-to-a-form-post', (route) =>
        route.fulfill({ body: html, contentType: 'text/html' }),
      );
      await page.goto('/the-answer-to-a-form-post');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(forms.problemTitle);
      await checkA11y(page);
    });
  }
});
