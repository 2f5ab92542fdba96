/**
 * The field beacon end to end, on both hosts (tagged API_TEST: the `edge` project runs it again on
 * the Worker): pages visited by a plain navigation, by a prerendered click and by Back from the
 * back/forward cache store their template's rows with the right metrics and navigation type and
 * nothing that identifies the visit; a page prerendered and never shown stores nothing; Global
 * Privacy Control or Do Not Track stores nothing; a bad body is refused and stores nothing.
 * Each check tells its own rows apart by template and navigation type (other specs' pages send
 * beacons too), counting from the rows stored before it.
 */
import type { Page } from '@playwright/test';
import { METRIC_NAMES, VITALS_MAX_BODY_BYTES, VITALS_PATH } from '../../src/lib/vitals/metrics.ts';
import { INTENT_ATTRIBUTE } from '../../src/lib/speculation-rules.ts';
import { CdpTab, launchBrowser, type TabPage } from '../../scripts/bench/cdp-tab.ts';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { expect, test } from '../support/browser-test';
import { fixturePaths } from '../support/fixture';
import { builtPages } from '../support/site-pages';
import { API_TEST } from '../support/test-tags';
import { bucketOf } from '../../src/lib/vitals/histogram.ts';
import { addedSince, metricsSince, pageViews, vitalsColumns, vitalsSnapshot } from '../support/vitals-rows';

// Playwright turns the back/forward cache off by default; visitors have it.
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

const paths = builtPages(fixturePaths.dist).map((page) => page.path);
const firstUnder = (prefix: string) => {
  const path = paths.find((p) => p.startsWith(prefix) && p !== prefix.replace(/\/$/, ''));
  if (!path) throw new Error(`the test catalogue has no page under ${prefix}`);
  return path;
};
const caseStudy = firstUnder('/case-studies/');
const area = firstUnder('/expertise/');
const methodology = firstUnder('/methodology/');

/** What a page load and a prerendered page report once shown and hidden (INP needs an interaction). */
const LOAD_METRICS = ['CLS', 'FCP', 'LCP', 'TTFB'];

const beaconLoaded = `performance.getEntriesByType('resource').some((e) => e.name.includes('/vitals-beacon.'))`;
/** The same, as a function (a string would be an eval, which the site's CSP refuses). */
const hasBeacon = () => performance.getEntriesByType('resource').some((e) => e.name.includes('/vitals-beacon.'));

/** Waits until the page has fetched its beacon and the beacon has started measuring. */
async function beaconReady(page: Page): Promise<void> {
  await page.waitForFunction(hasBeacon, undefined, { timeout: 20_000 });
  await page.waitForTimeout(300);
}

const rowsNow = () => vitalsSnapshot();

test.describe('the field beacon', () => {
  test(
    'a navigation, and Back from the back/forward cache, store the template’s rows and nothing identifying',
    API_TEST,
    async ({ page }) => {
      const before = rowsNow();
      const restoredViews = pageViews('/case-studies/[slug]', 'back-forward-cache');
      await page.goto(caseStudy);
      await beaconReady(page);
      // Off the critical path: requested after the load and after the first paint the browser
      // reports as the largest so far (a later, larger paint may still come: LCP is final only
      // once the visitor acts).
      const order = await page.evaluate(async () => {
        const beacon = performance.getEntriesByType('resource').find((e) => e.name.includes('/vitals-beacon.'));
        const navigation = performance
          .getEntriesByType('navigation')
          .find((entry) => entry instanceof PerformanceNavigationTiming);
        // LCP entries are only given to an observer (buffered: those already painted).
        const paint = await new Promise<number | undefined>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve(undefined), 1000);
        });
        return { beacon: beacon?.startTime, load: navigation?.loadEventEnd, paint };
      });
      expect(order.paint, 'a largest paint').toBeGreaterThan(0);
      expect(order.beacon).toBeGreaterThanOrEqual(Math.max(order.load ?? Infinity, order.paint ?? Infinity));
      await page.evaluate(() => {
        (window as Window & { visitMark?: boolean }).visitMark = true;
      });
      await page.goto('/expertise');
      await beaconReady(page);
      await page.goBack({ waitUntil: 'commit' });
      await expect.poll(() => page.evaluate(() => location.pathname).catch(() => '')).toBe(caseStudy);
      expect(
        await page.evaluate(() => (window as Window & { visitMark?: boolean }).visitMark),
        'restored from the back/forward cache',
      ).toBe(true);
      // Shown again from the cache: the beacon measures the restore, sent when the page is hidden.
      await page.waitForTimeout(500);
      await page.goto('/faq');

      await expect
        .poll(() => metricsSince(before, '/case-studies/[slug]', 'navigate').sort(), { timeout: 20_000 })
        .toEqual(expect.arrayContaining(LOAD_METRICS));
      await expect
        .poll(() => metricsSince(before, '/expertise', 'navigate').sort(), { timeout: 20_000 })
        .toEqual(expect.arrayContaining(LOAD_METRICS));
      await expect
        .poll(() => metricsSince(before, '/case-studies/[slug]', 'back-forward-cache'), { timeout: 20_000 })
        .toEqual(expect.arrayContaining(['CLS', 'FCP']));

      // The restore is a page view of its own, counted from the same beacon.
      expect(pageViews('/case-studies/[slug]', 'back-forward-cache')).toBeGreaterThan(restoredViews);

      const rows = addedSince(before);
      // Counts per bucket: no value, nothing per beacon or in the order beacons came.
      expect(vitalsColumns().sort()).toEqual([
        'bucket',
        'count',
        'day',
        'metric',
        'navigation_type',
        'template',
        'viewport',
      ]);
      for (const row of rows) {
        expect(METRIC_NAMES).toContain(row.metric);
        expect(row.viewport).toBe('wide');
        expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        // A template, never the page's address
        expect(row.template).not.toContain(caseStudy.split('/').at(-1));
      }
    },
  );

  test(
    'a page prerendered and never shown stores nothing; the one shown stores its rows as prerendered',
    API_TEST,
    async ({ baseURL }) => {
      test.setTimeout(240_000);
      const browser = await launchBrowser();
      const tab = await CdpTab.open(browser.cdp);
      try {
        const before = rowsNow();
        const home = await tab.navigate(`${baseURL}/`);
        await waitForBeacon(tab, home);
        // Prerendered on intent, never shown: the pointer rests on the link, then leaves it.
        const unseen = await prerender(tab, home, `aside a[href="/affiliate"]`);
        expect(unseen.href).toContain('/affiliate');
        // Prerendered and shown: the page of the link clicked.
        const faq = await prerender(tab, home, 'aside a[href="/faq"]');
        await tab.click(home, faq.x, faq.y);
        const shown = await tab.shownPage(faq.href);
        expect(
          await tab.evaluate<number>(shown.sessionId, `performance.getEntriesByType('navigation')[0].activationStart`),
        ).toBeGreaterThan(0);
        await waitForBeacon(tab, shown);
        await tab.navigate(`${baseURL}/contact`);

        await expect
          .poll(() => metricsSince(before, '/faq', 'prerender').sort(), { timeout: 30_000 })
          .toEqual(expect.arrayContaining(LOAD_METRICS));
        await expect
          .poll(() => metricsSince(before, '/', 'navigate').sort(), { timeout: 30_000 })
          .toEqual(expect.arrayContaining(LOAD_METRICS));
        expect(metricsSince(before, '/affiliate', 'prerender')).toEqual([]);
        expect(tab.problems).toEqual([]);
      } finally {
        await tab.close();
        browser.close();
      }
    },
  );

  test('Global Privacy Control or Do Not Track: nothing is loaded, sent or stored', API_TEST, async ({ page }) => {
    // Without either, the same steps store rows (a reload: a navigation type the other checks here do not use).
    const before = rowsNow();
    await page.goto(area);
    await page.reload();
    await beaconReady(page);
    await page.goto('/faq');
    await expect
      .poll(() => metricsSince(before, '/expertise/[areaId]', 'reload').length, { timeout: 20_000 })
      .toBeGreaterThan(0);

    for (const setting of [
      `Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })`,
      `Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })`,
    ]) {
      const context = await page.context().browser()?.newContext();
      if (!context) throw new Error('no browser');
      const refusing = await context.newPage();
      await refusing.addInitScript(setting);
      const start = rowsNow();
      await refusing.goto(methodology);
      await refusing.reload();
      await refusing.waitForLoadState('load');
      // Past the moment the beacon would have loaded.
      await refusing.waitForTimeout(3000);
      expect(await refusing.evaluate(hasBeacon), setting).toBe(false);
      await refusing.goto('/faq');
      await refusing.waitForTimeout(1000);
      await context.close();
      expect(metricsSince(start, '/methodology/[methodologyId]', 'reload'), setting).toEqual([]);
    }
  });

  test('bad bodies are refused with a 4xx and store nothing', API_TEST, async ({ request }) => {
    const marker = 4321.5;
    const visit = (metrics: Record<string, unknown>) => ({ navigationType: 'navigate', pageView: true, metrics });
    const good = { template: '/faq', viewport: 'narrow', visits: [visit({ LCP: marker })] };
    const bad: [string, string, number][] = [
      ['not JSON', '{"template": "/faq",', 400],
      ['a URL for a template', JSON.stringify({ ...good, template: '/faq?utm_source=x' }), 400],
      ['an unknown metric', JSON.stringify({ ...good, visits: [visit({ LCP: marker, FID: 3 })] }), 400],
      ['a value out of range', JSON.stringify({ ...good, visits: [visit({ LCP: marker, CLS: -1 })] }), 400],
      ['an identifier', JSON.stringify({ ...good, sessionId: 'abc' }), 400],
      ['a body over 4 KB', JSON.stringify({ ...good, padding: 'x'.repeat(VITALS_MAX_BODY_BYTES) }), 413],
    ];
    const before = rowsNow();
    for (const [name, data, status] of bad) {
      const answer = await request.post(VITALS_PATH, { data, headers: { 'content-type': 'text/plain' } });
      expect(answer.status(), name).toBe(status);
      expect(await answer.json(), name).toHaveProperty('message');
    }
    const other = await request.post(VITALS_PATH, {
      data: JSON.stringify(good),
      headers: { 'content-type': 'text/xml' },
    });
    expect(other.status()).toBe(415);
    const markerCounts = () =>
      addedSince(before).filter(
        (row) =>
          row.template === '/faq' &&
          row.metric === 'LCP' &&
          row.viewport === 'narrow' &&
          row.bucket === bucketOf('LCP', marker),
      );
    // Past the moment a beacon taken would have been written (once a second).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(markerCounts()).toEqual([]);

    // The same body, valid, is stored: the refusals above were for what was wrong.
    const accepted = await request.post(VITALS_PATH, {
      data: JSON.stringify(good),
      headers: { 'content-type': 'text/plain' },
    });
    expect(accepted.status()).toBe(204);
    await expect.poll(() => markerCounts().map((row) => row.count)).toEqual([1]);
  });
});

async function waitForBeacon(tab: CdpTab, page: TabPage): Promise<void> {
  for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    if (await tab.evaluate<boolean>(page.sessionId, beaconLoaded)) {
      await new Promise((r) => setTimeout(r, 300));
      return;
    }
  }
  throw new Error('the beacon did not load within 20 s');
}

/** Rests the pointer on a link until its page is prerendered; its point and URL. */
async function prerender(tab: CdpTab, from: TabPage, selector: string) {
  const link = await tab.findLink(from, [selector]);
  if (!link) throw new Error(`no visible link ${selector}`);
  await tab.moveTo(from, link.x, link.y);
  expect(
    await tab.evaluate(from.sessionId, `document.querySelector('${selector}').hasAttribute('${INTENT_ATTRIBUTE}')`),
  ).toBe(true);
  expect(await tab.prerenderStatus(link.href, 'Ready', 90_000), JSON.stringify(tab.prerenders)).toBe('Ready');
  // Long enough for the prerendered page to load and reach its idle moment (where a beacon would load).
  await new Promise((r) => setTimeout(r, 2000));
  return link;
}
