/**
 * What JavaScript a built page makes the browser download before it is interactive: its
 * module scripts, the island components and renderers it hydrates by itself, and every module
 * those import statically. Code that loads only when the visitor acts is not counted: lazy
 * `import()` chunks (the dialog's form) and islands hydrated on demand (`client:event`: the
 * toast region, the consultation dialog).
 * Pure over a file reader, so it can be tested without a build.
 */
export interface PageScripts {
  /** Entry URLs: <script type="module" src> and astro-island component/renderer URLs. */
  entries: string[];
  /** Inline module scripts' bodies (their static imports count too). */
  inline: string[];
}

const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** Opening tags of the islands that hydrate without the visitor doing anything. */
function upFrontIslands(html: string): string[] {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]).filter((tag) => attr(tag, 'client') !== 'event');
}

/** Does the page hydrate an island by itself (so it ships React)? */
export function hasUpFrontIslands(html: string): boolean {
  return upFrontIslands(html).length > 0;
}

export function pageScripts(html: string): PageScripts {
  const entries = new Set<string>();
  const inline: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = '', body = ''] = match;
    if (/type="application\/ld\+json"/.test(attrs)) continue;
    const src = attr(` ${attrs}`, 'src');
    if (src) entries.add(src);
    else if (body.trim()) inline.push(body);
  }
  for (const tag of upFrontIslands(html)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(tag, name);
      if (url) entries.add(url);
    }
  }
  return { entries: [...entries], inline };
}

/** Static imports of a built module: `import"../lib/a.js"`, `import{x}from"../lib/b.js"`, `export*from"../lib/c.js"`. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

export function resolveUrl(from: string, specifier: string): string {
  return new URL(specifier, `http://site${from}`).pathname;
}

/** Every module URL a page loads up front, following static imports. */
export function pageModuleGraph(html: string, readModule: (url: string) => string | undefined): string[] {
  const { entries, inline } = pageScripts(html);
  const seen = new Set<string>();
  const queue = [...entries, ...inline.flatMap((code) => staticImports(code).map((s) => resolveUrl('/', s)))];
  while (queue.length) {
    const url = queue.shift() as string;
    if (seen.has(url) || !url.endsWith('.js')) continue;
    seen.add(url);
    const code = readModule(url);
    if (code === undefined) continue;
    for (const specifier of staticImports(code)) queue.push(resolveUrl(url, specifier));
  }
  return [...seen].sort();
}

export interface Budget {
  /** Compressed JavaScript limit in bytes. */
  js: number;
  /** Compressed HTML limit in bytes. */
  html: number;
}

export const KB = 1024;

/**
 * Budgets, compressed as sent (Brotli): pages without islands 7 KB of JavaScript (their inline
 * scripts: the shell with its modal menu, zoom preference and navigation intent, about 2 KB, the
 * site search's loader, about 0.8 KB, plus tabs and copy buttons; measured 4.7-6.0 KB, the
 * largest on /affiliate and the expertise areas. Raised from 6 KB when every page took the
 * search's loader: those pages came to 6,139-6,150 B, a few bytes either side of the old limit
 * as the search script's hashed file name in the loader changed from one commit to the
 * next), the home page
 * 80 KB (React DOM alone is about 55 KB of it), other pages with islands (forms, filters)
 * 150 KB; HTML 30 KB per page.
 */
export const PLAIN_PAGE_JS_BUDGET = 7 * KB;
export const HOME_JS_BUDGET = 80 * KB;
export const ISLAND_PAGE_JS_BUDGET = 150 * KB;

/**
 * A page's HTML arrives within the first two round trips of a new connection: slow start sends 10
 * packets (about 14.6 KB), then 20 (29.2 KB more), so anything up to about 43 KB takes two; the
 * budget keeps a third of that second flight spare. Measured: 15-28.5 KB with the shell's inline
 * script (about 2 KB: modal menu, zoom and theme preferences, navigation intent); about 9 KB of each
 * page is its inline CSS, which must stay inline (a stylesheet request would block the first
 * paint for a round trip). Raised from 28 KB when each colour token took a dark value (home 28.5
 * KB); Lighthouse showed no change in FCP or LCP between the two.
 */
export const HTML_BUDGET = 30 * KB;

/**
 * The home page's HTML, in every language: it holds the most sections of any page (hero, why
 * tiles, highlights, nine project cards, services, technologies, tools and expertise, ideas,
 * closing, all required), and a second language's words are longer and its untranslated entries
 * marked (`lang`, `hreflang`, an "English" badge): the German home page measured 31,661 B against
 * the English 30,556 B. 32 KB still arrives in the second round trip with 11.8 KB of it spare,
 * more than the third kept above; Lighthouse showed the two home pages' FCP and LCP alike.
 */
export const HOME_HTML_BUDGET = 32 * KB;

/**
 * The field beacon (src/browser/vitals-beacon.ts with web-vitals), a file of its own that every
 * page adds when it is idle, after its first paint; not part of a page's up-front JavaScript
 * above. Issue 44's limit: 4 KB as sent (measured 3.4 KB).
 */
export const VITALS_BEACON_JS_BUDGET = 4 * KB;

/** The built beacon's files in `_astro/` (`vitals-beacon.<hash>.js`). */
export const VITALS_BEACON_FILE = /^vitals-beacon\.[\w-]+\.js$/;

/**
 * The site search's script (src/browser/site-search/, plain DOM), a file of its own that a page
 * loads when the visitor opens the search; Pagefind's own files come after it (bench:search says
 * what the first query transfers in all).
 */
export const SITE_SEARCH_JS_BUDGET = 8 * KB;

/** The built search script's files in `_astro/` (`site-search.<hash>.js`). */
export const SITE_SEARCH_FILE = /^site-search\.[\w-]+\.js$/;

export function budgetFor(hasIslands: boolean, isHome = false): Budget {
  const js = isHome ? HOME_JS_BUDGET : hasIslands ? ISLAND_PAGE_JS_BUDGET : PLAIN_PAGE_JS_BUDGET;
  return { js, html: isHome ? HOME_HTML_BUDGET : HTML_BUDGET };
}
