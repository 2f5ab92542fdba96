/**
 * Forced colours (Windows high contrast), emulated: the browser replaces the site's colours with
 * the system's, so a state shown by colour alone disappears. Each selected or current control
 * must still paint differently from its unselected neighbour (its colours, border or outline as
 * the browser computes them in forced colours), and every button drawn by a gradient must keep a
 * visible edge. Both in the light and the dark theme (the system's preference emulated).
 */
import type { Locator, Page } from '@playwright/test';
import { hydrateAllIslands, waitForIslands } from '../support/islands';
import { expect, test } from '../support/browser-test';

/** What forced colours leave of an element's look: its colours, border and outline. */
const paint = (locator: Locator) =>
  locator.evaluate((element) => {
    const s = getComputedStyle(element);
    // A transparent background shows the one behind it: what the eye sees is that one.
    let background = 'rgb(255, 255, 255)';
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (!/^rgba\(.*, 0\)$/.test(color)) {
        background = color;
        break;
      }
    }
    return [
      `background ${background}`,
      `color ${s.color}`,
      `border ${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
      `outline ${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}`,
    ].join(', ');
  });

async function expectDistinct(name: string, selected: Locator, other: Locator): Promise<void> {
  await expect(selected, name).toBeVisible();
  await expect(other, name).toBeVisible();
  expect(await paint(selected), `${name}: the selected one looks different in forced colours`).not.toBe(
    await paint(other),
  );
}

async function open(page: Page, path: string): Promise<void> {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(path);
  await waitForIslands(page);
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
}

for (const colorScheme of ['light', 'dark'] as const)
  test.describe(`forced colours keep selected and current states visible (system ${colorScheme})`, () => {
    test.use({ colorScheme });
    test('/projects: the selected filter tab, the chosen option, the current sidebar link', async ({ page }) => {
      await open(page, '/projects');
      const tabs = page.getByRole('tablist', { name: 'Filter projects by' });
      await expectDistinct(
        'filter tab',
        tabs.locator('[role="tab"][aria-selected="true"]'),
        tabs.locator('[role="tab"][aria-selected="false"]').first(),
      );
      const options = page.getByRole('group', { name: 'Status filter' });
      await expectDistinct(
        'filter option',
        options.locator('[aria-pressed="true"]'),
        options.locator('[aria-pressed="false"]').first(),
      );
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expectDistinct(
        'sidebar link',
        nav.locator('a[aria-current="page"]'),
        nav.locator('a:not([aria-current])').first(),
      );
    });

    test('/tools: the chosen category', async ({ page }) => {
      await open(page, '/tools');
      const chosen = page.locator('main [aria-pressed="true"]').first();
      const group = chosen.locator('xpath=..');
      await expectDistinct('tool category', chosen, group.locator('[aria-pressed="false"]').first());
    });

    test('a page with tabs: the selected tab', async ({ page }) => {
      await open(page, '/faq');
      const list = page.getByRole('tablist').first();
      await expectDistinct(
        'tab',
        list.locator('[role="tab"][aria-selected="true"]'),
        list.locator('[role="tab"][aria-selected="false"]').first(),
      );
    });

    test('/consultation: the chosen day and time slot', async ({ page }) => {
      // A Wednesday: the month shows enabled days after today (on a last Friday, it may not).
      await page.clock.setFixedTime(new Date(2026, 2, 4, 10));
      await open(page, '/consultation');
      const form = page.locator('form').filter({ has: page.locator('[data-calendar]') });
      await expect(form).toHaveAttribute('novalidate', '', { timeout: 15_000 });
      const days = form.locator('[role="grid"] td:not([data-disabled]) button');
      await days.first().click();
      await expectDistinct('calendar day', days.first(), days.nth(1));
      const slots = form.locator('label:has(input[type="radio"])');
      await slots.first().click();
      await expectDistinct('time slot', slots.first(), slots.nth(1));
    });
  });

for (const colorScheme of ['light', 'dark'] as const)
  test.describe(`forced colours keep the edges of gradient buttons (system ${colorScheme})`, () => {
    test.use({ colorScheme });
    for (const path of ['/', '/projects', '/request']) {
      test(`${path}: every gradient button or button-link has a visible border`, async ({ page }) => {
        await page.goto(path);
        await hydrateAllIslands(page);
        // Found in normal colours (forced colours drop the gradient), checked in forced colours.
        const marked = await page.evaluate(() => {
          let count = 0;
          for (const element of document.querySelectorAll<HTMLElement>('a, button')) {
            if (!/gradient/.test(getComputedStyle(element).backgroundImage)) continue;
            if (!element.checkVisibility()) continue;
            element.dataset.gradientButton = String(count++);
          }
          return count;
        });
        expect(marked, 'gradient buttons on the page').toBeGreaterThan(0);
        await page.emulateMedia({ forcedColors: 'active' });
        const edgeless = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-gradient-button]')]
            .filter((element) => {
              const s = getComputedStyle(element);
              const border = parseFloat(s.borderTopWidth) > 0 && s.borderTopStyle !== 'none';
              return !border;
            })
            .map((element) => (element.textContent ?? '').trim().slice(0, 40)),
        );
        expect(edgeless, 'gradient buttons without an edge in forced colours').toEqual([]);
      });
    }
  });
