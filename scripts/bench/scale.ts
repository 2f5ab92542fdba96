/**
 * `npm run bench:scale`: how the build grows with the catalogue. It copies the project to a
 * temporary folder and builds it with no extra projects, then with N extra ones for each N in
 * SCALE_SIZES (default 1000): copies of the catalogue's first project with new ids, titles and
 * file names. Each size is built cold (empty caches), then again after one project's title
 * changed, with the first build's cache (its case study must show the new title). One line per
 * size, in a form to compare across runs:
 *
 *   scale projects=<n> pages=<n> cold_build_s=<s> ms_per_page=<ms> rebuild_one_change_s=<s>
 *         projects_html_kb=<kb> per_project_html_kb=<kb> index_json_kb=<kb> filter_first_kb=<kb>
 *         tool_filter_first_kb=<kb> search_first_kb=<kb> search_next_kb=<kb> search_index_s=<s>
 *         peak_rss_mb=<mb> redirect_rules=<static>+<dynamic>
 *
 * per_project_html_kb is how much /projects' HTML grew per added project against the build
 * without extra projects; index_json_kb is the size of all the portfolio's index files (its
 * sharded index: manifest, bitsets, card and text shards; uncompressed), which no visitor
 * downloads whole; filter_first_kb and tool_filter_first_kb are what a visitor downloads from
 * opening /projects (or /tools) to the first filtered result (./filter-first.ts);
 * search_first_kb is what the site search's first query downloads on the served cold build, from
 * the click on Search (the dialog's code, Pagefind's script, worker and WebAssembly, the entry,
 * meta, filter and index chunks, the fragments of the results shown; Brotli on the wire, headers
 * included), and search_next_kb the median of the later queries (one visit of ./search-visit.ts,
 * as bench:search makes it, on SCALE_PORT, default 4650); search_index_s the cold build's index
 * step, from its `[studio:site-search]` line; peak_rss_mb is the cold build's peak
 * memory, its largest process (Astro's, or Pagefind's binary) as GNU time reports it;
 * redirect_rules counts the rules of dist/_redirects as Workers does, static ones and those with
 * a splat or placeholder (limits: 2,000 and 100). The figures of the last run, and the goals of
 * each, are in docs/quality-gates.md. A build that fails ends the run with the last lines of its
 * log. Each size's cold figures are also written to stderr as soon as its cold build is measured
 * (`rebuild_one_change_s=pending`), so a run stopped during a long rebuild keeps them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { median } from '../../src/build-time/lighthouse-budget.ts';
import { PEAK_MEMORY_TIME, peakRssMb } from '../../src/build-time/peak-memory.ts';
import { siteSearchSecondsIn } from '../../src/build-time/site-search-index.ts';
import { parseRedirects } from '../../src/lib/page-redirects.ts';
import { launchBrowser } from './cdp-tab.ts';
import { filterFirstKb, PORTFOLIO_FILTER, TOOL_FILTER } from './filter-first.ts';
import { projectFiles, scaleCopy, syntheticProject, syntheticProjectFile } from './scale-copy.ts';
import { DEFAULT_SEARCH_QUERIES, searchVisit } from './search-visit.ts';
import { serveDist } from './serve-dist.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sizes = (process.env.SCALE_SIZES ?? '1000').split(',').map(Number);
/** Where each build is served for the search's visit. */
const port = Number(process.env.SCALE_PORT ?? 4650);
const { count: existing, template, templateFile } = projectFiles();

/** The HTML pages, and the portfolio's index files, under a folder. */
function walk(dir: string, found: { pages: number; indexBytes: number }) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, found);
    else if (name.endsWith('.html')) found.pages++;
    else if (/^portfolio-.*\.json$/.test(name)) found.indexBytes += statSync(full).size;
  }
  return found;
}

/** Builds the copy in `work`: its seconds, its peak memory (the largest process of the build) and its search index step's seconds. */
function build(work: string): { seconds: number; peakMb: number; searchIndexSeconds: number | undefined } {
  const timeDir = mkdtempSync(join(tmpdir(), 'studio-scale-time-'));
  const timeFile = join(timeDir, 'time.txt');
  try {
    const started = performance.now();
    const run = spawnSync(
      PEAK_MEMORY_TIME.command,
      [...PEAK_MEMORY_TIME.format, timeFile, process.execPath, join(root, 'node_modules/astro/bin/astro.mjs'), 'build'],
      {
        cwd: work,
        env: { ...process.env, CONTENT_ROOT: '', FORCE_COLOR: '0', NO_COLOR: '1' },
        encoding: 'utf8',
        maxBuffer: 1024 * 1024 * 1024,
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const log = stripVTControlCharacters(`${run.stdout ?? ''}\n${run.stderr ?? ''}`);
    if (run.status !== 0) {
      // The build's own words: a run of most of an hour should say why it stopped.
      const time = existsSync(timeFile) ? readFileSync(timeFile, 'utf8').trim() : '';
      throw new Error(
        `the build in ${work} failed after ${seconds.toFixed(0)} s (${run.error?.message ?? `status ${run.status}, signal ${run.signal}`}; ${time}):\n` +
          log.trimEnd().split('\n').slice(-40).join('\n'),
      );
    }
    return { seconds, peakMb: peakRssMb(readFileSync(timeFile, 'utf8')), searchIndexSeconds: siteSearchSecondsIn(log) };
  } finally {
    rmSync(timeDir, { recursive: true, force: true });
  }
}

/**
 * The site search on the build in `work`, served, in one visit (./search-visit.ts, as bench:search
 * makes it): the KB of its first query, from the click on Search, and the median of the later ones.
 */
async function searchKb(work: string): Promise<{ firstKb: number; nextKb: number }> {
  const { url, server } = await serveDist(port, work);
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  try {
    browser = await launchBrowser();
    const visit = await searchVisit(browser.cdp, url, {
      queries: DEFAULT_SEARCH_QUERIES,
      cpuSlowdown: 1,
      keyMs: 0,
      debug: false,
    });
    return { firstKb: visit.first.bytes / 1024, nextKb: median(visit.later.map((query) => query.bytes)) / 1024 };
  } finally {
    browser?.close();
    server.kill();
  }
}

let baseHtmlKb: number | undefined;
for (const n of [0, ...sizes.filter((size) => size > 0)]) {
  const work = scaleCopy(n, 'studio-scale');
  try {
    const { seconds: cold, peakMb, searchIndexSeconds } = build(work);
    const { pages, indexBytes } = walk(join(work, 'dist'), { pages: 0, indexBytes: 0 });
    const rules = parseRedirects(readFileSync(join(work, 'dist/_redirects'), 'utf8'));
    const dynamicRules = rules.filter(({ from }) => /[*:]/.test(from)).length;
    const htmlKb = statSync(join(work, 'dist/projects.html')).size / 1024;
    const filterKb = filterFirstKb(join(work, 'dist'), PORTFOLIO_FILTER);
    const toolFilterKb = filterFirstKb(join(work, 'dist'), TOOL_FILTER);
    // A visit that fails costs its figures, not the sizes still to build.
    const search = await searchKb(work).catch((error: unknown) => {
      console.error(`the search visit failed at ${existing + n} projects:`, error);
      return { firstKb: Number.NaN, nextKb: Number.NaN };
    });
    baseHtmlKb ??= htmlKb;
    const figures = (rebuild: string) =>
      [
        'scale',
        `projects=${existing + n}`,
        `pages=${pages}`,
        `cold_build_s=${cold.toFixed(1)}`,
        `ms_per_page=${((cold * 1000) / pages).toFixed(0)}`,
        `rebuild_one_change_s=${rebuild}`,
        `projects_html_kb=${htmlKb.toFixed(1)}`,
        `per_project_html_kb=${n > 0 ? ((htmlKb - (baseHtmlKb ?? htmlKb)) / n).toFixed(3) : '0.000'}`,
        `index_json_kb=${(indexBytes / 1024).toFixed(1)}`,
        `filter_first_kb=${filterKb.toFixed(1)}`,
        `tool_filter_first_kb=${toolFilterKb.toFixed(1)}`,
        `search_first_kb=${search.firstKb.toFixed(1)}`,
        `search_next_kb=${search.nextKb.toFixed(1)}`,
        `search_index_s=${searchIndexSeconds?.toFixed(1) ?? '?'}`,
        `peak_rss_mb=${peakMb.toFixed(0)}`,
        `redirect_rules=${rules.length - dynamicRules}+${dynamicRules}`,
      ].join(' ');
    // The cold build's figures at once (on stderr; the rebuild of 10,000 takes most of an hour
    // more), so a run stopped during the rebuild still has them. The line to compare follows.
    console.error(`${figures('pending')} (cold build; the rebuild follows)`);

    // One editor's change: a project's title (a synthetic one, or the template's own copy).
    const renamed = n > 0 ? 'Synthetic Project One, Renamed' : '(renamed)';
    const changedPage = join(
      work,
      'dist/case-studies',
      n > 0 ? 'synthetic-project-1.html' : templateFile.replace(/\.md$/, '.html'),
    );
    if (n > 0) writeFileSync(syntheticProjectFile(work, 1), syntheticProject(template, 1, renamed));
    else {
      const file = join(work, 'content/projects', templateFile);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: "?(.*?)"?$/m, `title: "$1 ${renamed}"`));
    }
    const { seconds: rebuild } = build(work);
    if (!existsSync(join(work, 'dist/projects.html'))) throw new Error('the rebuild left no /projects page');
    // The rebuild's figure counts only if the change is on the page.
    if (!readFileSync(changedPage, 'utf8').includes(renamed))
      throw new Error(`the rebuild's ${changedPage} does not show the changed title "${renamed}"`);

    console.log(figures(rebuild.toFixed(1)));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
