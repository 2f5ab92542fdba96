/** The copy-to-clipboard button of the contact and affiliate pages, for their browser tests. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './browser-test';

/** The page's copy button once its script has made it ready (it then carries data-copy-ready). */
export async function copyButtonReady(page: Page): Promise<Locator> {
  const button = page.locator('button[data-copy][data-copy-ready]');
  await expect(button).toBeVisible();
  return button;
}
