/**
 * The steps the content editor's browser tests take in its pages: watch the page's requests to
 * other hosts, choose an option, add a list item, save.
 */
import type { Page } from '@playwright/test';
import { expect } from './browser-test';

/**
 * Watches the editor's page: returns the requests it makes to any host other than the dev
 * server (data: and blob: URLs are not requests), and lets it be left without a prompt.
 */
export function watchEditor(page: Page, origin: string): string[] {
  page.on('dialog', (dialog) => void dialog.accept());
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)) urls.push(url);
  });
  return urls;
}

/** Adds one item to a list field through its dialog. */
export async function addItem(page: Page, list: string, value: string) {
  await page
    .getByRole('group', { name: new RegExp(`^${list}`) })
    .getByRole('button', { name: 'Add' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(value);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
}

/** Clicks the button that saves, and waits until the editor's API has written the files. */
export async function saveWith(page: Page, button: string) {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/keystatic/update') && response.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
  expect((await saved).status()).toBe(200);
}

/** Chooses an option of a select field. */
export async function choose(page: Page, field: string, option: string) {
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`${field}$`) })
    .click();
  await page.getByRole('listbox', { name: field }).getByRole('option', { name: option }).click();
}
