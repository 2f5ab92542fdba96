import { describe, expect, it } from 'vitest';
import { budgetFor, hasUpFrontIslands, pageModuleGraph, pageScripts, staticImports } from '@/build-time/bundle-budget';
import { isHomePage } from '../../scripts/bench/bundle.ts';

describe('bundle budget analysis', () => {
  const html = `<script type="module" src="/_astro/page.A.js"></script>
    <script type="application/ld+json">{"a":1}</script>
    <script type="module">import "/_astro/inline.B.js";</script>
    <astro-island uid="x" component-url="/_astro/Island.C.js" renderer-url="/_astro/client.D.js" props="{}"></astro-island>`;

  it('finds module scripts, inline scripts and island URLs', () => {
    const { entries, inline } = pageScripts(html);
    expect(entries).toEqual(['/_astro/page.A.js', '/_astro/Island.C.js', '/_astro/client.D.js']);
    expect(inline).toHaveLength(1);
  });

  it('does not count islands that hydrate on an event (they load when the visitor acts)', () => {
    const onDemand = `<astro-island uid="t" component-url="/_astro/toaster.T.js" renderer-url="/_astro/client.D.js" client="event" props="{}"></astro-island>`;
    expect(pageScripts(onDemand).entries).toEqual([]);
    expect(hasUpFrontIslands(onDemand)).toBe(false);
    expect(hasUpFrontIslands(html)).toBe(true);
    expect(pageScripts(html + onDemand).entries).toEqual(pageScripts(html).entries);
  });

  it('follows static imports but not dynamic ones', () => {
    expect(
      staticImports('import{a as b}from"./x.js";import"./y.js";export*from"./z.js";const l=()=>import("./lazy.js")'),
    ).toEqual(['./x.js', './y.js', './z.js']);
    const files: Record<string, string> = {
      '/_astro/page.A.js': 'import"./shared.E.js";',
      '/_astro/shared.E.js': 'export const x=1;',
      '/_astro/inline.B.js': '',
      '/_astro/Island.C.js': 'import{j}from"./shared.E.js";const f=()=>import("./Form.F.js")',
      '/_astro/client.D.js': '',
    };
    expect(pageModuleGraph(html, (url) => files[url])).toEqual([
      '/_astro/Island.C.js',
      '/_astro/client.D.js',
      '/_astro/inline.B.js',
      '/_astro/page.A.js',
      '/_astro/shared.E.js',
    ]);
  });

  it('allows 7 KB without islands, 80 KB on home, 150 KB on other island pages', () => {
    expect(budgetFor(false).js).toBe(7 * 1024);
    expect(budgetFor(true, true).js).toBe(80 * 1024);
    // Every language's home page has the home page's budgets; the others keep 30 KB of HTML.
    expect(budgetFor(true, true).html).toBe(32 * 1024);
    expect(budgetFor(true).html).toBe(30 * 1024);
    expect(isHomePage('/', '<html lang="en">')).toBe(true);
    expect(isHomePage('/de', '<html lang="de" dir="ltr">')).toBe(true);
    expect(isHomePage('/faq', '<html lang="en">')).toBe(false);
    expect(isHomePage('/de/faq', '<html lang="de">')).toBe(false);
    expect(budgetFor(true).js).toBe(150 * 1024);
  });

  it('keeps every page within the first two round trips of HTML (14.6 KB, then 29.2 KB)', () => {
    for (const budget of [budgetFor(false), budgetFor(true), budgetFor(true, true)]) {
      // A third of the second flight stays spare.
      expect(budget.html).toBeLessThanOrEqual(14.6 * 1024 + (29.2 * 1024 * 2) / 3);
    }
  });
});
