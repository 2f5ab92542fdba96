/**
 * Focus indicators as a visitor sees them, on one page of every screen at 1280 px (and the
 * home page at 375 px): each kind of focusable control is screenshotted unfocused and focused,
 * and the pixels that changed must include at least as many as the control's perimeter whose
 * focused colour is at least 3:1 against the unfocused one (WCAG 2.4.7 and the measure of
 * 2.4.13), whatever background the control sits on (gradients included). A kind is a control's
 * classes together with those of the nearest box behind it that paints a background, so the same
 * button on a light card and on a gradient are two kinds. In the light and the dark theme: each
 * page is loaded once and its controls measured in one scheme, then in the other (the system's
 * colour scheme emulated; the page follows it, as every page does until a visitor pins a theme).
 */
import type { Page } from '@playwright/test';
import { hydrateAllIslands } from '../support/islands';
import { contrast, decodePng } from '../support/colour-contrast';
import { fixturePaths } from '../support/fixture';
import { onePagePerScreen } from '../support/site-pages';
import { expect, test, viewports } from '../support/browser-test';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, summary, [tabindex="0"]';
const MARGIN = 8;

interface Probe {
  index: number;
  what: string;
}

/** Marks one control of each kind on the page (data-focus-probe) and returns them. */
async function markProbes(page: Page, seen: string[]): Promise<{ probes: Probe[]; kinds: string[] }> {
  return page.evaluate(
    ({ selector, seenKinds }) => {
      const known = new Set(seenKinds);
      const probes: { index: number; what: string }[] = [];
      const background = (element: Element): string => {
        for (let node = element.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          const paints =
            style.backgroundImage !== 'none' || !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor);
          if (paints) return `${node.tagName}.${node.className}`;
        }
        return 'page';
      };
      let index = 0;
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (element.closest('[inert], [aria-hidden="true"]') || element.tabIndex < 0) continue;
        // A visually hidden input (a choice chip) shows its focus on its label.
        const shown = element.matches('input') && element.closest('label') ? element.closest('label')! : element;
        if (!shown.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const box = shown.getBoundingClientRect();
        if (box.width < 4 || box.height < 4) continue;
        const kind = `${element.tagName}.${element.className}|${shown.className}|${background(shown)}`;
        if (known.has(kind)) continue;
        known.add(kind);
        element.dataset.focusProbe = String(index);
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
        probes.push({ index, what: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"` });
        index++;
      }
      return { probes, kinds: [...known] };
    },
    { selector: FOCUSABLE, seenKinds: seen },
  );
}

/** Pixels whose focused colour is >= 3:1 against the unfocused one, and the control's perimeter. */
async function measure(page: Page, probe: Probe): Promise<{ strong: number; perimeter: number; visible: boolean }> {
  const locate = `[data-focus-probe="${probe.index}"]`;
  const box = await page.evaluate(
    ({ selector, margin }) => {
      const element = document.querySelector<HTMLElement>(selector)!;
      (document.activeElement as HTMLElement | null)?.blur();
      // Where the indicator is drawn: the label of a visually hidden input (a choice chip), the
      // card of a link stretched over it (its ::after, which covers the card, draws the ring).
      const stretched = getComputedStyle(element, '::after').position === 'absolute' && element.offsetParent;
      const shown =
        element.matches('input') && element.closest('label')
          ? element.closest('label')!
          : stretched
            ? (element.offsetParent as HTMLElement)
            : element;
      shown.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const r = shown.getBoundingClientRect();
      const x = Math.max(0, Math.floor(r.left - margin));
      const y = Math.max(0, Math.floor(r.top - margin));
      const right = Math.min(window.innerWidth, Math.ceil(r.right + margin));
      const bottom = Math.min(window.innerHeight, Math.ceil(r.bottom + margin));
      // The perimeter of the part in view (a tall panel is cut by the viewport).
      const [w, h] = [Math.min(r.right, right) - Math.max(r.left, x), Math.min(r.bottom, bottom) - Math.max(r.top, y)];
      return { x, y, width: right - x, height: bottom - y, perimeter: 2 * (w + h) };
    },
    { selector: locate, margin: MARGIN },
  );
  const clip = { x: box.x, y: box.y, width: box.width, height: box.height };
  const before = await decodePng(await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }));
  const visible = await page.evaluate((selector) => {
    const element = document.querySelector<HTMLElement>(selector)!;
    element.focus({ preventScroll: true });
    return element.matches(':focus-visible');
  }, locate);
  const after = await decodePng(await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }));
  let strong = 0;
  for (let y = 0; y < Math.min(before.height, after.height); y++)
    for (let x = 0; x < Math.min(before.width, after.width); x++)
      if (contrast(before.at(x, y), after.at(x, y)) >= 3) strong++;
  // (the next probe's first step blurs this one)
  // Screenshots are in device pixels, the perimeter in CSS pixels of the zoomed page: the same here.
  return { strong, perimeter: Math.round(box.perimeter), visible };
}

const SCHEMES = ['light', 'dark'] as const;

async function checkPages(page: Page, paths: string[]): Promise<void> {
  const seen: string[] = [];
  const failures: string[] = [];
  for (const path of paths) {
    await test.step(path, async () => {
      await page.emulateMedia({ colorScheme: SCHEMES[0] });
      await page.goto(path);
      await hydrateAllIslands(page);
      // Keyboard modality: the browser shows focus rings for focus moved by script from now on.
      await page.keyboard.press('Tab');
      const { probes, kinds } = await markProbes(page, seen);
      seen.push(...kinds.filter((kind) => !seen.includes(kind)));
      const backgrounds = new Set<string>();
      for (const colorScheme of SCHEMES) {
        // The page turns with the system's scheme (its colour transitions end before each
        // screenshot: `animations: 'disabled'`).
        await page.emulateMedia({ colorScheme });
        backgrounds.add(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
        for (const probe of probes) {
          const { strong, perimeter, visible } = await measure(page, probe);
          if (!visible || strong < perimeter)
            failures.push(
              `${path} (${colorScheme}) ${probe.what}: ${visible ? '' : 'not :focus-visible, '}${strong} px at >= 3:1, needs ${perimeter}`,
            );
        }
      }
      expect(backgrounds.size, `${path}: the page's background in each scheme`).toBe(SCHEMES.length);
    });
  }
  expect(failures, 'controls whose focus indicator is missing or under 3:1').toEqual([]);
}

test.describe('focus indicators are visible at >= 3:1 on every background, light and dark', () => {
  test('one page of each screen at 1280 px', async ({ page, problems }) => {
    const paths = onePagePerScreen(fixturePaths.dist);
    test.setTimeout(120_000 + paths.length * 90_000);
    problems.allow(/404/);
    await page.setViewportSize(viewports.desktop);
    await checkPages(page, paths);
  });

  test('the home page at 375 px', async ({ page }) => {
    test.setTimeout(450_000);
    await page.setViewportSize(viewports.mobile);
    await checkPages(page, ['/']);
  });
});
