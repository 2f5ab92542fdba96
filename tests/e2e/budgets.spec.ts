import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { measureBuiltPages } from '../../scripts/bundle-report.ts';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

test('every built page stays within its JavaScript and HTML budget', () => {
  const pages = measureBuiltPages(dist);
  expect(pages.length).toBeGreaterThan(3);
  const over = pages
    .filter((p) => p.jsBytes > p.budget.js || p.htmlBytes > p.budget.html)
    .map((p) => `${p.path}: JS ${p.jsBytes} B (limit ${p.budget.js}), HTML ${p.htmlBytes} B (limit ${p.budget.html})`);
  expect(over).toEqual([]);
});

test('pages without islands ship no React', () => {
  for (const page of measureBuiltPages(dist).filter((p) => !p.hasIslands)) {
    expect(
      page.modules.filter((m) => /client\.|react/i.test(m)),
      page.path,
    ).toEqual([]);
  }
});
