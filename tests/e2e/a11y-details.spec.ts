/**
 * The smaller findings of an accessibility review, each checked as a tester would: what assistive
 * technology is told about required choices before any input (Chromium's accessibility tree),
 * text on the gradients at >= 4.5:1 over the whole box behind it, the Enterprise Deal tooltip
 * (WCAG 1.4.13: dismissable with Escape, hoverable), input borders at >= 3:1, and the highlight
 * carousel announcing its change.
 */
import type { Page } from '@playwright/test';
import { hydrateAllIslands, waitForIslands } from '../support/islands';
import { contrast, decodePng, over, type Pixels, type Rgb } from '../support/colour-contrast';
import { fixturePaths } from '../support/fixture';
import { onePagePerScreen } from '../support/site-pages';
import { expect, test, viewports } from '../support/browser-test';

interface AxNode {
  role?: { value?: string };
  name?: { value?: string };
  properties?: { name: string; value: { value?: unknown } }[];
}

/** The accessibility tree's nodes of a role, with their properties by name. */
async function axNodes(page: Page, role: string): Promise<{ name: string; props: Record<string, unknown> }[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  await session.detach();
  return nodes
    .filter((node) => node.role?.value === role)
    .map((node) => ({
      name: String(node.name?.value ?? ''),
      props: Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value.value])),
    }));
}

/** Any CSS colour as the page paints it (sRGB and alpha), through a canvas. */
const cssToRgba = (page: Page, colors: string[]) =>
  page.evaluate((list) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    return list.map((color) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255] as const;
    });
  }, colors);

test.describe('required choices before any input', () => {
  test('the time slots are required and not invalid; so is the terms checkbox, which says it is required', async ({
    page,
  }) => {
    await page.goto('/consultation');
    await expect(page.locator('form[novalidate]')).toHaveCount(1, { timeout: 15_000 });
    const radios = await axNodes(page, 'radio');
    expect(radios.length).toBeGreaterThan(0);
    for (const radio of radios) expect(radio.props['invalid'] ?? 'false', `time slot ${radio.name}`).toBe('false');

    await page.goto('/request');
    await expect(page.locator('form[novalidate]')).toHaveCount(1, { timeout: 15_000 });
    const [terms] = await axNodes(page, 'checkbox').then((boxes) => boxes.filter((b) => /terms/i.test(b.name)));
    expect(terms, 'the terms checkbox').toBeDefined();
    expect(terms!.props['invalid'] ?? 'false').toBe('false');
    // Required: as a state, or in its name where the browser does not expose the state.
    expect(terms!.props['required'] === true || /\(required\)/.test(terms!.name), terms!.name).toBe(true);

    // After a submit without them, both are invalid (once the form's validation has run: it is
    // asynchronous, so the accessibility tree is read until it says so).
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect
      .poll(async () => {
        const [after] = await axNodes(page, 'checkbox').then((boxes) => boxes.filter((b) => /terms/i.test(b.name)));
        return after?.props['invalid'];
      })
      .toBe('true');
  });
});

/**
 * Small text on a gradient on the page as it is, in one colour scheme: each under 4.5:1 against
 * the darkest or lightest pixel behind any of its lines, with the page's text hidden (the
 * stylesheet that hides it is removed afterwards, so the page can be measured again).
 */
async function gradientTextFailures(page: Page, path: string, colorScheme: 'light' | 'dark'): Promise<string[]> {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    for (const element of document.querySelectorAll<HTMLElement>('[data-gradient-text]'))
      delete element.dataset.gradientText;
  });
  const failures: string[] = [];
  // Small text whose nearest painted background is a gradient (or translucent over one).
  const texts = await page.evaluate(() => {
    const found: { index: number; color: string; text: string }[] = [];
    let index = 0;
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const own = [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
      if (!own || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const style = getComputedStyle(element);
      // As seen: the page zoom scales the type.
      const size = parseFloat(style.fontSize) * Number(getComputedStyle(document.documentElement).zoom || 1);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (large || element.closest('[aria-hidden="true"], .sr-only')) continue;
      let onGradient = false;
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        const s = getComputedStyle(node);
        if (s.backgroundImage.includes('gradient') && s.backgroundClip !== 'text') {
          onGradient = true;
          break;
        }
        // A background without an alpha below 1 hides whatever gradient is further up.
        const alpha = s.backgroundColor.match(/(?:,|\/)\s*([\d.]+)\)$/)?.[1];
        if (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && (alpha === undefined || Number(alpha) >= 1)) break;
      }
      if (!onGradient) continue;
      element.dataset.gradientText = String(index);
      found.push({ index, color: style.color, text: element.textContent.trim().slice(0, 40) });
      index++;
    }
    return found;
  });
  if (texts.length === 0) return [];
  // The background alone: every letter and icon painted transparent (a constructed
  // stylesheet: the page's CSP refuses an inline <style>).
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { color: transparent !important; text-shadow: none !important }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const colors = await cssToRgba(
    page,
    texts.map((t) => t.color),
  );
  // One screenshot of the viewport per scroll position, shared by every line in view.
  let shot: { scrollY: number; pixels: Pixels } | undefined;
  for (const [i, text] of texts.entries()) {
    // Into view, then the lines of its own text (not the element's rounded corners, which
    // show the page), each cut to the part in view (a screenshot cannot reach past it).
    const { scrollY, lines } = await page.evaluate((index) => {
      const element = document.querySelector(`[data-gradient-text="${index}"]`)!;
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight)
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const rects = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
        .flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()].map((r) => {
            const x = Math.max(0, Math.round(r.left));
            const y = Math.max(0, Math.round(r.top));
            const width = Math.min(window.innerWidth, Math.round(r.right)) - x;
            const height = Math.min(window.innerHeight, Math.round(r.bottom)) - y;
            return { x, y, width, height };
          });
        })
        .filter((r) => r.width >= 2 && r.height >= 2);
      return { scrollY: window.scrollY, lines: rects };
    }, text.index);
    if (lines.length === 0) continue;
    if (shot?.scrollY !== scrollY)
      shot = { scrollY, pixels: await decodePng(await page.screenshot({ animations: 'disabled' })) };
    const [r, g, b, a] = colors[i]!;
    let worst = 21;
    for (const line of lines)
      for (let y = line.y; y < Math.min(line.y + line.height, shot.pixels.height); y++)
        for (let x = line.x; x < Math.min(line.x + line.width, shot.pixels.width); x++) {
          const behind = shot.pixels.at(x, y);
          worst = Math.min(worst, contrast(over([r, g, b] as Rgb, a, behind), behind));
        }
    if (worst < 4.5) failures.push(`${path} (${colorScheme}) "${text.text}": ${worst.toFixed(2)}:1`);
  }
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
  return failures;
}

test.describe('text on gradients is at least 4.5:1 over the whole box behind it', () => {
  for (const [name, viewport] of [
    ['375 px', viewports.mobile],
    ['1280 px', viewports.desktop],
  ] as const) {
    // Each page loaded once, measured in the light scheme, then the dark (the page follows the system's).
    test(`every screen at ${name}, light and dark`, async ({ page, problems }) => {
      const paths = onePagePerScreen(fixturePaths.dist);
      test.setTimeout(60_000 + paths.length * 45_000);
      problems.allow(/404/);
      await page.setViewportSize(viewport);
      const failures: string[] = [];
      for (const path of paths) {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(path);
        await hydrateAllIslands(page);
        for (const colorScheme of ['light', 'dark'] as const)
          failures.push(...(await gradientTextFailures(page, path, colorScheme)));
      }
      expect(failures, 'text on a gradient under 4.5:1').toEqual([]);
    });
  }
});

test.describe('the Enterprise Deal tooltip (WCAG 1.4.13)', () => {
  test('Escape dismisses it, and the pointer can move onto it', async ({ page }) => {
    // The fixture's second page holds a project whose pricing note is an Enterprise Deal.
    await page.goto('/projects/page/2');
    await waitForIslands(page);
    const tooltip = page.locator('[role="tooltip"]').first();
    const trigger = page.locator(`[aria-describedby="${await tooltip.getAttribute('id')}"]`);
    await trigger.focus();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.blur();

    await trigger.hover();
    await expect(tooltip).toBeVisible();
    const box = (await tooltip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2, { steps: 8 });
    await page.mouse.move(box.x + box.width / 2, box.y + 4, { steps: 8 });
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`input borders are at least 3:1 against the surface behind them (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/request');
    await waitForIslands(page);
    const pairs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main input:not([type="hidden"]), main select, main textarea')]
        .filter((el) => el.checkVisibility() && el.getAttribute('type') !== 'checkbox' && !el.closest('.sr-only'))
        .map((el) => {
          let behind = getComputedStyle(document.documentElement).backgroundColor;
          for (let node = el.parentElement; node; node = node.parentElement) {
            const bg = getComputedStyle(node).backgroundColor;
            if (bg !== 'rgba(0, 0, 0, 0)') {
              behind = bg;
              break;
            }
          }
          return { name: el.id, border: getComputedStyle(el).borderTopColor, behind };
        }),
    );
    expect(pairs.length).toBeGreaterThan(3);
    const [pageColour, ...colors] = await cssToRgba(page, [
      await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
      ...pairs.flatMap((p) => [p.border, p.behind]),
    ]);
    for (const [i, pair] of pairs.entries()) {
      const [border, behind] = [colors[2 * i]!, colors[2 * i + 1]!];
      const page_: Rgb = [pageColour![0], pageColour![1], pageColour![2]];
      const surface = over([behind[0], behind[1], behind[2]], behind[3], page_);
      const edge = over([border[0], border[1], border[2]], border[3], surface);
      expect(contrast(edge, surface), `border of ${pair.name}`).toBeGreaterThanOrEqual(3);
    }
  });

test('the highlight carousel announces the highlight it moves to', async ({ page }) => {
  await page.goto('/');
  const carousel = page.locator('button[data-hydrated]').filter({ hasText: 'Show next highlight' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-hydrated', 'true');
  await carousel.click();
  await expect(carousel).toContainText('Highlight 2 /');
  const title = await carousel.locator('[data-highlight] > span').nth(1).textContent();
  const live = page.locator('[aria-live="polite"]').filter({ hasText: title ?? '' });
  await expect(live).toHaveCount(1);
  await expect(live).toContainText('2');
});
