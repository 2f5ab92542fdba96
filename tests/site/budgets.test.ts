/**
 * JavaScript and HTML per page against the budget, on the build of the test catalogue (the
 * budget is about the code, so it must not move when editors add content).
 */
import { beforeAll, expect, test } from 'vitest';
import { measureBuiltPages, measureScriptFile, type PageWeight } from '../../scripts/bench/bundle.ts';
import {
  SITE_SEARCH_FILE,
  SITE_SEARCH_JS_BUDGET,
  VITALS_BEACON_FILE,
  VITALS_BEACON_JS_BUDGET,
} from '../../src/build-time/bundle-budget.ts';
import { fixturePaths } from '../support/fixture';

let pages: PageWeight[] = [];
beforeAll(() => {
  pages = measureBuiltPages(fixturePaths.dist);
}, 180_000);

test('every built page stays within its JavaScript and HTML budget', () => {
  expect(pages.length).toBeGreaterThan(3);
  const over = pages
    .filter((p) => p.jsBytes > p.budget.js || p.htmlBytes > p.budget.html)
    .map((p) => `${p.path}: JS ${p.jsBytes} B (limit ${p.budget.js}), HTML ${p.htmlBytes} B (limit ${p.budget.html})`);
  expect(over).toEqual([]);
});

test('pages without islands ship no React', () => {
  for (const page of pages.filter((p) => !p.hasIslands)) {
    expect(
      page.modules.filter((m) => /client\.|react/i.test(m)),
      page.path,
    ).toEqual([]);
  }
});

test('the field beacon is a file of its own within its budget, loaded by no page up front', () => {
  const beacon = measureScriptFile(fixturePaths.dist, VITALS_BEACON_FILE);
  expect(beacon, 'the build has a vitals-beacon script').toBeDefined();
  expect(beacon?.bytes).toBeLessThanOrEqual(VITALS_BEACON_JS_BUDGET);
  for (const page of pages) expect(page.modules, page.path).not.toContain(beacon?.file);
});

test("the site search's script is a file of its own within its budget, loaded by no page up front", () => {
  const search = measureScriptFile(fixturePaths.dist, SITE_SEARCH_FILE);
  expect(search, 'the build has a site-search script').toBeDefined();
  expect(search?.bytes).toBeLessThanOrEqual(SITE_SEARCH_JS_BUDGET);
  for (const page of pages) expect(page.modules, page.path).not.toContain(search?.file);
});
