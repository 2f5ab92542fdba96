/**
 * JavaScript and HTML per page against the budget, on the build of the test catalogue (the
 * budget is about the code, so it must not move when editors add content).
 */
import { beforeAll, expect, test } from 'vitest';
import { measureBuiltPages, type PageWeight } from '../../scripts/bench/bundle.ts';
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
