/**
 * Takes full-page screenshots of site paths at 375, 768 and 1280 px in Chromium and reports
 * console errors per page. Usage (server running):
 *   node scripts/screenshots.mjs http://127.0.0.1:4321 /,/projects [outDir]
 * WIDTHS=320,375 picks the widths, ZOOM=125 sets the site's zoom control, FORCED_COLORS=1
 * emulates forced colours (Windows high contrast); the file names say both.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const [base = 'http://127.0.0.1:4321', paths = '/', outDir = '.screenshots'] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number);
const zoom = process.env.ZOOM;
const forcedColors = process.env.FORCED_COLORS === '1';
const suffix = `${zoom ? `-zoom${zoom}` : ''}${forcedColors ? '-forced' : ''}`;
mkdirSync(outDir, { recursive: true });

/**
 * Gets every part of the page drawn before a full-page capture, which does not scroll: blocks
 * with content-visibility:auto (the defer-render utility) render only near the viewport and
 * take their real height only then, images load lazily and islands hydrate when visible. So:
 * render the deferred blocks (an inline stylesheet: the page is opened with bypassCSP), load
 * every image, and scroll through the page once for the islands.
 */
async function renderWholePage(page) {
  await page.addStyleTag({ content: '.defer-render { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const path of paths.split(',')) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
    if (zoom) await page.addInitScript((value) => localStorage.setItem('preferredZoom', value), zoom);
    if (forcedColors) await page.emulateMedia({ forcedColors: 'active' });
    const errors = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    if (process.env.FULL !== '0') await renderWholePage(page);
    const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}${suffix}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: process.env.FULL !== '0' });
    console.log(`${name}${errors.length ? `  ERRORS: ${errors.join(' | ')}` : ''}`);
    await page.close();
  }
}
await browser.close();
