import type { Page } from '@playwright/test';

/**
 * Fakes the page's timers and stops time, so a test moves it on only with
 * `page.clock.runFor()` (a 2-second reset is tested without sleeping or racing real time).
 */
export async function freezeClock(page: Page, at = new Date('2026-03-02T09:00:00Z')): Promise<void> {
  await page.clock.install({ time: at });
  await page.clock.pauseAt(at);
}
