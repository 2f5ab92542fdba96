/** A frozen clock for the browser tests, so a page's timers move only when a test says. */
import type { Page } from '@playwright/test';

/**
 * Fakes the page's timers and stops time, so a test moves it on only with
 * `page.clock.runFor()` (a 2-second reset is tested without sleeping or racing real time).
 * Call it before `page.goto()`. The pause point lies a minute after the install time, so the
 * real time that passes between the two calls can never put it in the past.
 */
export async function freezeClock(page: Page, at = new Date('2026-03-02T09:00:00Z')): Promise<void> {
  await page.clock.install({ time: at });
  await page.clock.pauseAt(new Date(at.getTime() + 60_000));
}
