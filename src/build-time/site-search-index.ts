/**
 * The site search's index: Pagefind (through its Node API, as Starlight does) over the records of
 * every built page (site-search-records.ts), written to `dist/pagefind/`. Only what the site's
 * own search needs is written: Pagefind's script, its worker, its WebAssembly and the index
 * (entry, meta, index, filter and fragment files); its ready-made UIs are left out.
 *
 * Each language has an index of its own (Pagefind splits by the documents' `lang`, with that
 * language's stemming), and Pagefind's script picks the one of the page's `<html lang>`: a
 * search on a German page finds German pages. Each language's search page (`/search`,
 * `/de/search`) lists that language's records.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'node-html-parser';
import { SEARCH_KINDS, SITE_INDEX_ATTRIBUTE, type SearchKindId } from '../lib/site-search/kinds.ts';
import { SITE_SEARCH_PATH } from '../lib/site-search/controls.ts';
import type { BuildCache } from './build-cache.ts';
import { builtPageFiles } from './dist-files.ts';
import { NAME_WEIGHT, siteSearchRecords, type SiteSearchRecord } from './site-search-records.ts';
import { sourceRecipe } from './source-recipe.ts';

/** Where the index lives in the build, and the URL the browser loads it from. */
export const SITE_SEARCH_DIR = 'pagefind';

/** The files of Pagefind's output the site serves, every language's (the others are its ready-made UIs). */
export const isServedSearchFile = (path: string): boolean =>
  /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|wasm\.[\w-]+\.pagefind|pagefind\.[\w-]+_\w+\.pf_meta|(index|fragment|filter)\/[\w-]+\.pf_\w+)$/.test(
    path,
  );

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A record as the document Pagefind indexes: its title as the heading (and its page's name,
 * weighed as the title), its kind as meta and filter.
 */
export function recordDocument(record: SiteSearchRecord): string {
  const kind = `kind:${record.kind}`;
  const name = record.name ? `<p data-pagefind-weight="${NAME_WEIGHT}">${escapeHtml(record.name)}</p>` : '';
  return `<!doctype html><html lang="${escapeHtml(record.language)}"><body data-pagefind-body data-pagefind-meta="${kind}" data-pagefind-filter="${kind}"><h1>${escapeHtml(record.title)}</h1>${name}${record.html}</body></html>`;
}

/** What the search page's index of the site lists of a record: a link to it, under its kind. */
export type SiteIndexEntry = Pick<SiteSearchRecord, 'language' | 'url' | 'kind' | 'title'>;

/** The kinds' names in a language, as its search page gives them (SITE_INDEX_ATTRIBUTE). */
export type SearchKindLabels = Readonly<Record<SearchKindId, string>>;

/** Every record as links grouped by kind: the search page's index of the site, for a visitor without JavaScript. */
export function siteIndexHtml(records: readonly SiteIndexEntry[], labels: SearchKindLabels): string {
  return SEARCH_KINDS.map((kind) => {
    const ofKind = records.filter((record) => record.kind === kind.id);
    if (ofKind.length === 0) return '';
    const id = `site-index-${kind.id}`;
    const links = ofKind
      .map(
        (record) =>
          `<li><a href="${escapeHtml(record.url)}" class="font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:decoration-indigo-700">${escapeHtml(record.title)}</a></li>`,
      )
      .join('');
    return `<section aria-labelledby="${id}" class="mt-8 first:mt-0"><h3 id="${id}" class="text-lg font-semibold text-slate-900">${escapeHtml(labels[kind.id])} <span class="font-normal text-slate-600">(${ofKind.length})</span></h3><ul class="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">${links}</ul></section>`;
  }).join('');
}

const SITE_INDEX_ELEMENT = new RegExp(`(<div ${SITE_INDEX_ATTRIBUTE}[^>]*>)[\\s\\S]*?(</div>)`);

/** Whether a built page is a search page (`/search`, or a language's: `/de/search`). */
const SEARCH_PAGE = new RegExp(`^(/[a-z]{2,3})?${SITE_SEARCH_PATH}$`);
const isSearchPage = (path: string) => SEARCH_PAGE.test(path);

/**
 * Fills each language's search page with the index of that language's pages, under the kinds'
 * names the page gives (its SITE_INDEX_ATTRIBUTE holds them, in its language).
 */
export function fillSiteIndex(dist: string, records: readonly SiteIndexEntry[]): void {
  for (const { path, file } of builtPageFiles(dist)) {
    if (!isSearchPage(path)) continue;
    const html = readFileSync(file, 'utf8');
    const page = parse(html);
    const element = page.querySelector(`[${SITE_INDEX_ATTRIBUTE}]`);
    if (!element || !SITE_INDEX_ELEMENT.test(html))
      throw new Error(`${file}: no ${SITE_INDEX_ATTRIBUTE} element to fill`);
    const labels = JSON.parse(element.getAttribute(SITE_INDEX_ATTRIBUTE) ?? '') as SearchKindLabels;
    const language = (page.querySelector('html')?.getAttribute('lang') ?? '').split('-')[0];
    const own = records.filter((record) => record.language === language);
    writeFileSync(
      file,
      html.replace(SITE_INDEX_ELEMENT, (_, open: string, close: string) => open + siteIndexHtml(own, labels) + close),
    );
  }
}

export interface SiteSearchIndexReport {
  records: number;
  files: number;
  bytes: number;
  /** The pages whose records came from the build cache. */
  cachedPages: number;
}

/** The build log's line for the index step (after Astro's `[studio:site-search]`); benchmarks read its seconds back. */
export const siteSearchSummary = (
  { records, files, bytes, cachedPages }: SiteSearchIndexReport,
  seconds: number,
): string =>
  `${records} records, ${files} files, ${Math.round(bytes / 1024)} KB in ${seconds.toFixed(1)} s (${cachedPages} pages' records from the build cache)`;

/** The index step's seconds in a build's log (its `siteSearchSummary` line), if it has one. */
export function siteSearchSecondsIn(buildLog: string): number | undefined {
  const seconds = /\[studio:site-search\] \d+ records, \d+ files, \d+ KB in ([\d.]+) s/.exec(buildLog)?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}

/** Every record of the build in `dist`, in page order. */
export function siteSearchRecordsOf(dist: string): SiteSearchRecord[] {
  return builtPageFiles(dist).flatMap(({ path, file }) => siteSearchRecords(path, readFileSync(file, 'utf8')));
}

/**
 * Everything besides a page's path and HTML that decides its records: the code of
 * site-search-records.ts and of every module it imports, and the HTML parser's version.
 */
export const siteSearchRecordsRecipe = (): string =>
  sourceRecipe('site-search-records', [fileURLToPath(new URL('./site-search-records.ts', import.meta.url))]);

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Indexes the build in `dist` into `dist/pagefind/`, and fills the search page's index of the site.
 * Each page's records go to Pagefind as soon as the page is read, and only what the site's index
 * lists of them is kept: holding every record's text until the end held about 40 KB a page
 * (430 MB at 10,000 projects) on top of the build's own memory.
 *
 * With a build cache, a page's records are keyed by its path, its HTML and
 * `siteSearchRecordsRecipe`: reading a page's records (parsing its HTML) was more than half of
 * this step, and a rebuild after one entry changed reads back all but the pages that changed.
 * Pagefind itself indexes every record on every build (it has no incremental index).
 */
export async function writeSiteSearchIndex(dist: string, cache?: BuildCache): Promise<SiteSearchIndexReport> {
  const pagefind = await import('pagefind');
  const recipe = cache ? siteSearchRecordsRecipe() : '';
  let cachedPages = 0;
  const recordsOf = async (path: string, html: string): Promise<SiteSearchRecord[]> => {
    if (!cache) return siteSearchRecords(path, html);
    // Records made now are used as made; only those read back from the cache are decoded.
    let made: SiteSearchRecord[] | undefined;
    const bytes = await cache.get('site-search-records', [recipe, path, html], () => {
      made = siteSearchRecords(path, html);
      return Promise.resolve(encoder.encode(JSON.stringify(made)));
    });
    if (made) return made;
    cachedPages++;
    return JSON.parse(decoder.decode(bytes)) as SiteSearchRecord[];
  };
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    const listed: SiteIndexEntry[] = [];
    for (const { path, file } of builtPageFiles(dist))
      for (const record of await recordsOf(path, readFileSync(file, 'utf8'))) {
        const added = await index.addHTMLFile({ url: record.url, content: recordDocument(record) });
        if (added.errors.length) throw new Error(`Pagefind, ${record.url}: ${added.errors.join('; ')}`);
        const { language, url, kind, title } = record;
        listed.push({ language, url, kind, title });
      }
    fillSiteIndex(dist, listed);
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length) throw new Error(`Pagefind: ${fileErrors.join('; ')}`);
    let bytes = 0;
    let written = 0;
    for (const { path, content } of files) {
      if (!isServedSearchFile(path)) continue;
      const target = join(dist, SITE_SEARCH_DIR, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
      bytes += content.byteLength;
      written++;
    }
    return { records: listed.length, files: written, bytes, cachedPages };
  } finally {
    await pagefind.close();
  }
}
