/**
 * The browser tests' `test` and `expect`: every test (automatically) fails on a console error, an uncaught
 * page error, a CSP violation or a failed same-origin request, unless it says it expects one
 * through `problems.allow`. `checkA11y` runs axe with the WCAG 2.2 A/AA rules, in the light and
 * the dark theme, and lists any violation with its targets; `viewports` are the widths the tests look at.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  /** Console errors, page errors and failed requests seen so far. */
  list: string[];
  /** Let a test that provokes an error on purpose accept the messages matching `pattern`. */
  allow: (pattern: RegExp) => void;
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      const list: string[] = [];
      const allowed: RegExp[] = [];
      const record = (message: string) => {
        if (!allowed.some((pattern) => pattern.test(message))) list.push(message);
      };
      page.on('console', (msg) => {
        if (msg.type() === 'error') record(`console: ${msg.text()}`);
      });
      page.on('pageerror', (error) => record(`pageerror: ${error.message}`));
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? '';
        if (!failure.includes('ERR_ABORTED')) record(`requestfailed: ${request.url()} ${failure}`);
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.status() >= 400 && url.hostname === '127.0.0.1' && !url.pathname.startsWith('/api/'))
          record(`http ${response.status()}: ${url.pathname}`);
      });
      await use({ list, allow: (pattern) => allowed.push(pattern) });
      expect(list, 'console errors, page errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe in both themes: in the page's own, then with the system's colour scheme emulated the other
 * way (a page following the system turns, a pinned one stays), so every state a test checks is
 * checked light and dark. The colour transitions the switch starts (`transition-colors`) are
 * finished at once: axe reads colours as they are painted once the switch is over. (Emulating
 * reduced motion instead does not do: the site's reduced-motion rule gives every element a
 * 0.01 ms transition, and headless Chromium showed their start values two frames later.)
 */
export async function checkA11y(
  page: Page,
  options: { include?: string; exclude?: string[]; bothSchemes?: boolean } = {},
): Promise<void> {
  const system = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  const other = system === 'dark' ? 'light' : 'dark';
  await runAxe(page, options, `system ${system}`);
  // Only the page's own scheme when the caller checks the other one elsewhere (pages.spec.ts).
  if (options.bothSchemes === false) return;
  await page.emulateMedia({ colorScheme: other });
  await finishTransitions(page);
  await runAxe(page, options, `system ${other}`);
  await page.emulateMedia({ colorScheme: system });
  await finishTransitions(page);
}

/** Ends the page's running CSS transitions at their end values (its endless animations run on). */
const finishTransitions = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });

async function runAxe(page: Page, options: { include?: string; exclude?: string[] }, theme: string): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // The site has no frames: run axe in the page itself rather than merging frame results in
    // an extra blank page (half the time of each check); every rule still runs, and only the
    // violations' details are collected.
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes
        .map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? n.failureSummary ?? ''}`)
        .join('\n    ')}`,
  );
  expect(summary, `axe violations (${theme})`).toEqual([]);
}

export const viewports = {
  /** The narrowest phones (WCAG 1.4.10 reflow: 320 CSS px). */
  narrow: { width: 320, height: 640 },
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;
