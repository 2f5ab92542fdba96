/** The site's forms as the browser tests reach them: the request form, its choice chips, hydration. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './browser-test';

/** The request form (/request). */
export const requestForm = (page: Page) => page.getByRole('form', { name: 'Request Custom Solutions' });

/** A choice chip (a visually hidden checkbox or radio inside its label), by its whole text. */
export const chip = (page: Page, name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });

/**
 * Waits until a form's island has hydrated: until then the form is a plain HTML form that the
 * browser checks and posts itself; the island then turns native validation off.
 */
export async function expectHydrated(form: Locator): Promise<void> {
  await expect(form).toHaveAttribute('novalidate', '', { timeout: 15_000 });
}
