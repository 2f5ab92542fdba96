/**
 * Each page inlines only the CSS rules its HTML and scripts can use (src/build-time/page-css.ts),
 * and the post-build step that prunes every page and rehashes its policy (src/integrations/page-styles.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  classTokens,
  dropUnreadTailwindProperties,
  pruneStylesheet,
  stylesheetClassNames,
} from '@/build-time/page-css';
import { sha256Source } from '@/build-time/page-csp';
import { createBuildCache } from '@/build-time/build-cache';
import { optimizePageStyles, type OriginalStyles } from '@/integrations/page-styles';

const css = [
  '@layer base{*,:after{box-sizing:border-box}html{line-height:1.5}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.md\\:grid-cols-2{}',
  '@media (min-width:48rem){.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '.hover\\:underline:hover{text-decoration-line:underline}',
  '.space-y-4>:not(:last-child){margin-block-end:1rem}',
  '.group-open\\:rotate-180:is(:where(.group):is([open]) *){--tw-rotate-x:180deg;rotate:var(--tw-rotate-x)}',
  '.data-\\[state\\=open\\]\\:block[data-state=open]{display:block}',
  '.not-used:not(.flex){color:red}',
  '}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('per-page stylesheets', () => {
  it('finds class names in attributes and in script strings', () => {
    const tokens = classTokens(
      `<div class="flex md:grid-cols-2">x</div><script>el.className="grid "+(a?'p-4':\`m-2\`)</script>`,
    );
    for (const name of ['flex', 'md:grid-cols-2', 'grid', 'p-4', 'm-2']) expect(tokens.has(name)).toBe(true);
  });

  it('keeps the rules a page can use and every rule without a class', () => {
    const { css: out, droppedRules } = pruneStylesheet(
      css,
      classTokens('flex md:grid-cols-2 hover:underline group group-open:rotate-180 data-[state=open]:block'),
    );
    expect(out).toContain('.flex{display:flex}');
    expect(out).toContain('.md\\:grid-cols-2{grid-template-columns');
    expect(out).toContain('.hover\\:underline:hover');
    expect(out).toContain('group-open\\:rotate-180');
    expect(out).toContain('data-\\[state\\=open\\]\\:block');
    expect(out).toContain('box-sizing:border-box');
    expect(out).toContain('@property --tw-rotate-x');
    expect(out).toContain('@keyframes spin');
    expect(out).not.toContain('.grid{');
    expect(out).not.toContain('space-y-4');
    expect(out).not.toContain('not-used');
    expect(droppedRules).toBe(3);
  });

  it("drops Tailwind's properties that no kept rule reads, and nothing else", () => {
    const sheet = [
      '@layer properties{*,:before{--tw-rotate-x:initial;--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000;--brand:red}}',
      '.shadow{--tw-shadow:0 1px var(--tw-shadow-color,#0001);box-shadow:var(--tw-shadow)}',
      '.ring{--tw-ring-shadow:0 0 0 1px red}',
      '@property --tw-shadow{syntax:"*";inherits:false}',
      '@property --tw-rotate-x{syntax:"*";inherits:false}',
      '@property --brand{syntax:"*";inherits:false}',
    ].join('');
    const out = dropUnreadTailwindProperties(sheet);
    expect(out).toContain('@property --tw-shadow');
    expect(out).toContain('box-shadow:var(--tw-shadow)');
    expect(out).toContain('--tw-shadow:0 0 #0000');
    expect(out).not.toContain('--tw-rotate-x');
    expect(out).not.toContain('--tw-ring-shadow');
    // Not Tailwind's: an author's property stays whether read or not.
    expect(out).toContain('--brand:red');
    expect(out).toContain('@property --brand');
    // The pruned sheet of a page gets the same treatment.
    expect(pruneStylesheet(sheet, new Set(['ring'])).css).not.toContain('--tw-');
  });

  it('drops a media, supports or container block whose rules all went', () => {
    const sheet =
      '@supports (color:red){.a{color:red}}@media (min-width:1px){.b{color:red}.c{color:blue}}@container x (min-width:1px){.a{color:red}}';
    expect(pruneStylesheet(sheet, new Set(['c'])).css).toBe('@media (width>=1px){.c{color:#00f}}');
  });

  it('needs one alternative of :is()/:where() and nothing inside :not()', () => {
    const { css: out } = pruneStylesheet('.a:is(.b,.c){color:red}.d:not(.e){color:blue}', new Set(['a', 'c', 'd']));
    expect(out).toBe('.a:is(.b,.c){color:red}.d:not(.e){color:#00f}');
    expect(pruneStylesheet('.a:is(.b,.c){color:red}', new Set(['a'])).css).toBe('');
  });
});

describe('the classes a stylesheet names', () => {
  it('lists every class of every selector, nested ones and those in media queries included', () => {
    expect([...stylesheetClassNames(css)].sort()).toEqual(
      [
        'data-[state=open]:block',
        'flex',
        'grid',
        'group',
        'group-open:rotate-180',
        'hover:underline',
        'md:grid-cols-2',
        'not-used',
        'space-y-4',
      ].sort(),
    );
  });

  it('are the only tokens that decide what a page keeps', () => {
    const named = stylesheetClassNames(css);
    const page = classTokens('flex grid hover:underline prose words like flexbox and grid-cols-3 not-a-class');
    const onlyNamed = new Set([...page].filter((token) => named.has(token)));
    expect(pruneStylesheet(css, onlyNamed).css).toBe(pruneStylesheet(css, page).css);
  });
});

/** A build's output with two pages, one of them loading an island that imports a lazy chunk. */
function builtSite(): { dist: string; page: (extra: string) => string } {
  const dist = mkdtempSync(join(tmpdir(), 'page-styles-'));
  mkdirSync(join(dist, '_astro'));
  mkdirSync(join(dist, 'tools'));
  writeFileSync(join(dist, '_astro', 'Island.abc.js'), 'import"./lazy.def.js";export const c="grid";');
  writeFileSync(join(dist, '_astro', 'lazy.def.js'), 'export const d=`space-y-4`;');
  const page = (extra: string) =>
    `<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-old'; style-src 'self' 'sha256-old'"><style>${css}</style>${extra}`;
  writeFileSync(
    join(dist, 'index.html'),
    page('<astro-island component-url="/_astro/Island.abc.js"></astro-island><p class="flex">'),
  );
  writeFileSync(join(dist, 'tools', 'x.html'), page('<p class="flex">'));
  return { dist, page };
}

describe('the post-build step', () => {
  it('prunes every page by its own HTML and scripts, rehashes its policy and keeps the originals', async () => {
    const { dist } = builtSite();
    const originals = join(dist, '..', `${dist.split('/').pop()}-originals.json`);

    const report = await optimizePageStyles(dist, originals);
    expect(report.pages).toBe(2);
    expect(report.bytesAfter).toBeLessThan(report.bytesBefore);

    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(home).toContain('.grid{display:grid}');
    expect(home).toContain('space-y-4');
    const tool = readFileSync(join(dist, 'tools', 'x.html'), 'utf8');
    expect(tool).not.toContain('.grid{');
    const style = /<style>([\s\S]*?)<\/style>/.exec(tool)?.[1] ?? '';
    expect(tool).toContain(`style-src 'self' ${sha256Source(style)}`);
    expect(tool).not.toContain('sha256-old');

    const kept = JSON.parse(readFileSync(originals, 'utf8')) as OriginalStyles;
    const [key] = kept.pages['tools/x.html'] ?? [];
    expect(kept.styles[key as string]).toBe(css);
  });

  it('with a build cache, a rebuild prunes only the pages whose HTML changed, to the same result', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'page-styles-cache-'));
    const uncached = builtSite();
    await optimizePageStyles(uncached.dist);

    const first = builtSite();
    const cold = await optimizePageStyles(first.dist, undefined, createBuildCache(cacheDir));
    expect(cold.cached).toBe(0);
    for (const file of ['index.html', 'tools/x.html'])
      expect(readFileSync(join(first.dist, file), 'utf8')).toBe(readFileSync(join(uncached.dist, file), 'utf8'));

    // The next build: the same pages, but the tool page now uses the grid.
    const next = builtSite();
    writeFileSync(join(next.dist, 'tools', 'x.html'), next.page('<p class="flex grid">'));
    const originals = join(next.dist, '..', `${next.dist.split('/').pop()}-originals.json`);
    const rebuild = await optimizePageStyles(next.dist, originals, createBuildCache(cacheDir));
    expect(rebuild).toMatchObject({ pages: 2, cached: 1 });
    expect(readFileSync(join(next.dist, 'index.html'), 'utf8')).toBe(
      readFileSync(join(uncached.dist, 'index.html'), 'utf8'),
    );
    const tool = readFileSync(join(next.dist, 'tools', 'x.html'), 'utf8');
    expect(tool).toContain('.grid{display:grid}');
    expect(tool).toContain(sha256Source(/<style>([\s\S]*?)<\/style>/.exec(tool)?.[1] ?? ''));
    // The originals are every page's, cached or not.
    const kept = JSON.parse(readFileSync(originals, 'utf8')) as OriginalStyles;
    expect(Object.keys(kept.pages).sort()).toEqual(['index.html', 'tools/x.html']);
    expect(rebuild.bytesBefore).toBe(2 * css.length);
    expect(rebuild.bytesAfter).toBeLessThan(rebuild.bytesBefore);
  });
});
