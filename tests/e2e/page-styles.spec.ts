/**
 * Each page inlines only the CSS rules it can use (src/integrations/page-styles.ts). In Chromium, no
 * element's computed style (nor its ::before/::after) may change when the page's original,
 * unpruned stylesheets are added back: on one page of every kind, and in states the islands
 * render only in the browser (the consultation dialog, an empty portfolio, a toast).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { originalStylesFile, type OriginalStyles } from '../../src/integrations/page-styles.ts';
import { fixturePaths } from '../support/fixture';
import { waitForIslands } from '../support/islands';
import { expect, test } from '../support/browser-test';

const ORIGINAL_STYLES_FILE = originalStylesFile(fixturePaths);
const originals = existsSync(ORIGINAL_STYLES_FILE)
  ? (JSON.parse(readFileSync(ORIGINAL_STYLES_FILE, 'utf8')) as OriginalStyles)
  : undefined;

function originalStylesOf(path: string): string[] {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  return (originals?.pages[file] ?? []).map((key) => originals?.styles[key] ?? '');
}

/** What a wrong or missing rule would change: box, layout, colour, type, effects. */
const PROPERTIES = [
  'display',
  'position',
  'inset',
  'z-index',
  'float',
  'box-sizing',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'margin',
  'padding',
  'border-width',
  'border-style',
  'border-color',
  'border-radius',
  'outline',
  'color',
  'background-color',
  'background-image',
  'opacity',
  'visibility',
  'overflow',
  'box-shadow',
  'transform',
  'translate',
  'rotate',
  'scale',
  'filter',
  'backdrop-filter',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration-line',
  'text-transform',
  'white-space',
  'text-overflow',
  '-webkit-line-clamp',
  'flex-direction',
  'flex-wrap',
  'flex',
  'align-items',
  'justify-content',
  'gap',
  'grid-template-columns',
  'grid-column',
  'order',
  'object-fit',
  'aspect-ratio',
  'cursor',
  'pointer-events',
  'list-style-type',
  'content',
  'content-visibility',
  'transition-property',
  'animation-name',
];

/** One line per element of the body: its label and its own, ::before and ::after styles. */
function fingerprints(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    const describe = (style: CSSStyleDeclaration) => properties.map((name) => style.getPropertyValue(name)).join(';');
    // The body only: the added <style> elements go into <head>.
    return [document.documentElement, document.body, ...document.body.querySelectorAll('*')].map((el) => {
      const label = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.getAttribute('class') ?? '').slice(0, 60)}`;
      const pseudo = (which: string) => {
        const style = getComputedStyle(el, which);
        return style.content === 'none' || style.content === 'normal' ? '' : describe(style);
      };
      return `${label} ${describe(getComputedStyle(el))} ${pseudo('::before')} ${pseudo('::after')}`;
    });
  }, PROPERTIES);
}

/**
 * Elements whose style differs with the original stylesheets added, ignoring any that change
 * by themselves meanwhile (an animation, a timer).
 */
async function changedByOriginals(page: Page, styles: string[]): Promise<string[]> {
  const before = await fingerprints(page);
  const added = await Promise.all(styles.map((content) => page.addStyleTag({ content })));
  const withOriginals = await fingerprints(page);
  for (const handle of added) await handle.evaluate((node) => (node as Element).remove());
  const after = await fingerprints(page);
  return before.filter((line, i) => line === after[i] && line !== withOriginals[i]);
}

test.describe('per-page stylesheets', () => {
  test.skip(!originals, 'needs a build (the originals are written by it)');
  test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

  const paths = [
    '/',
    '/projects',
    '/case-studies/siteforge',
    '/tools',
    '/tools/ai-ml',
    '/tools/detail/langchain',
    '/expertise',
    '/expertise/rag-systems',
    '/methodology/saas-development',
    '/business-ideas/ai-content-calendar',
    '/request',
    '/consultation',
    '/request/sent',
    '/form-problem',
    '/affiliate',
    '/faq',
    '/contact',
  ];
  for (const path of paths) {
    test(`${path} renders the same as with the whole stylesheet`, async ({ page }) => {
      await page.goto(path);
      expect(await changedByOriginals(page, originalStylesOf(path))).toEqual([]);
    });
  }

  test('the consultation dialog renders the same as with the whole stylesheet', async ({ page }) => {
    await page.goto('/case-studies/siteforge');
    await page.locator('[data-consultation-trigger]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
    await expect(dialog.getByLabel('Name')).toBeVisible();
    await dialog.getByRole('button', { name: 'Schedule Consultation' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    expect(await changedByOriginals(page, originalStylesOf('/case-studies/siteforge'))).toEqual([]);
  });

  test('an empty portfolio and a toast render the same as with the whole stylesheet', async ({ page }) => {
    await page.goto('/projects');
    await waitForIslands(page);
    await page.getByPlaceholder('Search projects by name, tech, or description...').fill('no such project at all');
    // The filter follows the typed text once the island has it; a busy machine takes longer than 7 s.
    await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible({ timeout: 15_000 });
    expect(await changedByOriginals(page, originalStylesOf('/projects'))).toEqual([]);

    await page.goto('/affiliate');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: /Copy Link/ }).click();
    await expect(page.locator('[data-variant="success"]').filter({ hasText: 'Link copied!' })).toBeVisible();
    expect(await changedByOriginals(page, originalStylesOf('/affiliate'))).toEqual([]);
  });
});
