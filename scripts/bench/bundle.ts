/**
 * `npm run bench:bundle`: compressed JavaScript and HTML per built page against the budgets
 * (src/build-time/bundle-budget.ts). Exits 1 when a page is over. The same measurement runs in the
 * test suite (tests/site/budgets.test.ts). Sizes are the Brotli copies the site sends
 * (src/integrations/precompress.ts: level 11 for scripts, 10 for pages; a file under 1 KB, which has
 * no copy, at level 11); gzip is printed beside them for hosts without it.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { builtPageFiles } from '../../src/build-time/dist-files.ts';
import {
  SITE_SEARCH_FILE,
  SITE_SEARCH_JS_BUDGET,
  VITALS_BEACON_FILE,
  VITALS_BEACON_JS_BUDGET,
  budgetFor,
  hasUpFrontIslands,
  pageModuleGraph,
  pageScripts,
} from '../../src/build-time/bundle-budget.ts';

export interface PageWeight {
  path: string;
  /** Brotli, as sent. */
  jsBytes: number;
  jsGzipBytes: number;
  /** Brotli, as sent. */
  htmlBytes: number;
  modules: string[];
  hasIslands: boolean;
  budget: { js: number; html: number };
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const br = (text: string | Buffer) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

/** `measure` of each key computed once. */
function memo<T>(measure: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, measure(key));
    return cache.get(key) as T;
  };
}

/** The home page of its language: `/`, or `/de` for a page whose `<html lang>` is `de`. */
export function isHomePage(path: string, html: string): boolean {
  const language = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  return path === '/' || (language !== undefined && path === `/${language}`);
}

export function measureBuiltPages(distDir: string): PageWeight[] {
  // Pages share most modules: read and compress each file once.
  const read = memo((url) => {
    const file = join(distDir, url);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  });
  const moduleBr = memo((url) => {
    const copy = join(distDir, `${url}.br`);
    return existsSync(copy) ? statSync(copy).size : br(read(url) ?? '');
  });
  const moduleGz = memo((url) => gz(read(url) ?? ''));
  return builtPageFiles(distDir).map(({ path, file }) => {
    const html = readFileSync(file, 'utf8');
    const modules = pageModuleGraph(html, read);
    const inlineJs = pageScripts(html).inline.join('\n');
    const size = (module: (url: string) => number, measure: (text: string) => number) =>
      modules.reduce((sum, url) => sum + module(url), 0) + (inlineJs ? measure(inlineJs) : 0);
    const hasIslands = hasUpFrontIslands(html);
    return {
      path,
      jsBytes: size(moduleBr, br),
      jsGzipBytes: size(moduleGz, gz),
      // The build's own Brotli copy is what is sent (src/integrations/precompress.ts).
      htmlBytes: existsSync(`${file}.br`) ? statSync(`${file}.br`).size : br(html),
      modules,
      hasIslands,
      budget: budgetFor(hasIslands, isHomePage(path, html)),
    };
  });
}

/** A script file of its own (the field beacon, the site search) as sent (Brotli) and its URL, or undefined without it. */
export function measureScriptFile(distDir: string, pattern: RegExp): { file: string; bytes: number } | undefined {
  const dir = join(distDir, '_astro');
  const file = existsSync(dir) ? readdirSync(dir).find((name) => pattern.test(name)) : undefined;
  if (!file) return undefined;
  const path = join(dir, file);
  return {
    file: `/_astro/${file}`,
    bytes: existsSync(`${path}.br`) ? statSync(`${path}.br`).size : br(readFileSync(path)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = fileURLToPath(new URL('../../dist', import.meta.url));
  if (!existsSync(dist)) {
    console.error('No dist/: run `npm run build` first.');
    process.exit(1);
  }
  const pages = measureBuiltPages(dist);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  let over = 0;
  console.log(
    'page'.padEnd(48),
    'JS (br)'.padStart(10),
    'budget'.padStart(8),
    'JS (gz)'.padStart(10),
    'HTML (br)'.padStart(10),
  );
  for (const p of pages) {
    const bad = p.jsBytes > p.budget.js || p.htmlBytes > p.budget.html;
    if (bad) over++;
    console.log(
      p.path.padEnd(48),
      kb(p.jsBytes).padStart(10),
      kb(p.budget.js).padStart(8),
      kb(p.jsGzipBytes).padStart(10),
      kb(p.htmlBytes).padStart(10),
      bad ? '  OVER' : '',
    );
  }
  const beacon = measureScriptFile(dist, VITALS_BEACON_FILE);
  if (beacon && beacon.bytes > VITALS_BEACON_JS_BUDGET) over++;
  console.log(
    beacon
      ? `field beacon, loaded after the largest paint: ${kb(beacon.bytes)} (budget ${kb(VITALS_BEACON_JS_BUDGET)})${beacon.bytes > VITALS_BEACON_JS_BUDGET ? '  OVER' : ''}`
      : 'no field beacon (VITALS=off)',
  );
  const search = measureScriptFile(dist, SITE_SEARCH_FILE);
  if (!search || search.bytes > SITE_SEARCH_JS_BUDGET) over++;
  console.log(
    search
      ? `site search, loaded when opened: ${kb(search.bytes)} (budget ${kb(SITE_SEARCH_JS_BUDGET)})${search.bytes > SITE_SEARCH_JS_BUDGET ? '  OVER' : ''}`
      : 'no site search script  MISSING',
  );
  console.log(`${pages.length} pages, ${over} over budget`);
  process.exit(over ? 1 : 0);
}
