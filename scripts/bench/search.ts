/**
 * `npm run bench:search`: what the site search costs a visitor on a slow phone, at today's catalogue
 * and at 1,000 more projects. In Chromium under Lighthouse's mobile conditions (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up, 4x CPU slowdown), applied through the DevTools protocol, each
 * run in a fresh profile. Pagefind's worker fetches the WebAssembly and the index itself: it is
 * attached as it starts (paused until then), so its requests are counted; they go through the
 * page's network conditions (the run prints its fastest request, which must take the round trip),
 * but Chromium slows down the CPU of pages only, so the worker's own work runs at full speed.
 * `/` loads, and once no request has been in flight for a second, a click on the top bar's Search
 * button opens the dialog; the first query is typed into its field as soon as it has focus; each
 * later query replaces it (the field's text selected, the query typed over it) once the page is
 * quiet again. Per query, the compressed bytes on the wire, headers included (`encodedDataLength` of
 * Network.loadingFinished, of the page's requests and of its worker's; for the worker's own script,
 * whose body Chromium leaves out, its headers and Content-Length) and the time from the
 * keystroke that completes the query to the frame after the dialog's status says `… for “query”`
 * (Pagefind's 120 ms debounce included). The first query's bytes count from the click on Search:
 * the search's script, Pagefind's script, its worker, the WebAssembly and the index; the later
 * queries' show what is reused.
 *
 * Per build also the index: its size (`dist/pagefind/` without the .br/.gz copies), its records
 * (`languages.en.page_count` of pagefind-entry.json) and the time to build it: for dist/, the index
 * step alone (writeSiteSearchIndex) on a copy of dist/'s pages; for the scale build, from its
 * `[studio:site-search] … in X s` line. The scale build is a copy of the project with 1,000
 * synthetic projects made as bench:scale makes them, built with `astro build` there (a few
 * minutes) and served from the copy; SEARCH_SCALE=0 skips it.
 *
 * The issue's budget: the first query transfers at most 150 KB at today's catalogue and at most
 * 300 KB at the scale build (medians); the run exits 1 when either is missed. One line per build,
 * to compare across runs:
 *
 *   search catalogue=<today|+1000> records=<n> index_kb=<kb> index_build_s=<s> first_query_kb=<kb>
 *          first_query_ms=<ms> later_query_kb=<kb> later_query_ms=<ms>
 *
 * later_query_* are the medians over every later query of every run. Build first (`npm run build`).
 * SEARCH_QUERIES=docker,rag,… (the first is the first query; default docker, rag, receipt scanner,
 * how long); RUNS=3 (medians); SEARCH_PORT (default 4640; the scale build is served on the next
 * one); SEARCH_CPU_SLOWDOWN=1 on a machine already slowed by other work; SEARCH_KEY_MS=120 types a
 * key every 120 ms instead of the whole query in one keystroke; SEARCH_DEBUG=1 lists each request.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { filesUnder } from '../../src/build-time/dist-files.ts';
import { median } from '../../src/build-time/lighthouse-budget.ts';
import { SITE_SEARCH_DIR, siteSearchSecondsIn, writeSiteSearchIndex } from '../../src/build-time/site-search-index.ts';
import { launchBrowser } from './cdp-tab.ts';
import { MOBILE_NETWORK, mobileCpuSlowdown } from './mobile-conditions.ts';
import { scaleCopy } from './scale-copy.ts';
import {
  byKind,
  DEFAULT_SEARCH_QUERIES,
  searchVisit,
  type QuerySample,
  type RunResult,
  type SearchVisitOptions,
} from './search-visit.ts';
import { serveDist } from './serve-dist.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const queries = (process.env.SEARCH_QUERIES ?? DEFAULT_SEARCH_QUERIES.join(','))
  .split(',')
  .map((query) => query.trim())
  .filter(Boolean);
const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.SEARCH_PORT ?? 4640);
const withScale = process.env.SEARCH_SCALE !== '0';
const keyMs = Number(process.env.SEARCH_KEY_MS ?? 0);
const debug = process.env.SEARCH_DEBUG === '1';

/** The issue's budget for the first query's bytes, in KB: today's catalogue, and 1,000 more projects. */
const FIRST_QUERY_BUDGET_KB = { today: 150, scale: 300 } as const;
/** The synthetic projects of the scale build (bench:scale's default size). */
const SCALE_PROJECTS = 1000;

const NETWORK = MOBILE_NETWORK;
/** SEARCH_CPU_SLOWDOWN=1 on a machine already slowed down by other work. */
const CPU_SLOWDOWN = mobileCpuSlowdown(process.env.SEARCH_CPU_SLOWDOWN);

const kb = (bytes: number) => bytes / 1024;

const [firstQuery, ...laterQueries] = queries;
if (firstQuery === undefined) throw new Error('SEARCH_QUERIES names no query');
const visit: SearchVisitOptions = {
  queries: [firstQuery, ...laterQueries],
  cpuSlowdown: CPU_SLOWDOWN,
  keyMs,
  debug,
};
if (!existsSync(join(root, 'dist', SITE_SEARCH_DIR, 'pagefind-entry.json'))) {
  console.error(
    `No search index in dist/${SITE_SEARCH_DIR}/ (pagefind-entry.json is missing): run \`npm run build\` first.`,
  );
  process.exit(1);
}

interface IndexFacts {
  records: number;
  bytes: number;
  files: number;
}

/** The index in a build: records, and the size of its files (without the .br/.gz copies). */
function indexFacts(dist: string): IndexFacts {
  const dir = join(dist, SITE_SEARCH_DIR);
  const entry = JSON.parse(readFileSync(join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count?: number } | undefined>;
  };
  let bytes = 0;
  let files = 0;
  for (const file of filesUnder(dir)) {
    if (/\.(br|gz)$/.test(file)) continue;
    bytes += statSync(file).size;
    files++;
  }
  return { records: entry.languages['en']?.page_count ?? 0, bytes, files };
}

/** The index step alone (what the build's `[studio:site-search]` line times), on a copy of dist/'s pages. */
async function indexStepSeconds(dist: string): Promise<number> {
  const copy = mkdtempSync(join(tmpdir(), 'studio-search-index-'));
  try {
    cpSync(dist, copy, {
      recursive: true,
      filter: (source) => {
        const path = relative(dist, source);
        if (path === '_astro' || path === SITE_SEARCH_DIR) return false;
        return statSync(source).isDirectory() || source.endsWith('.html');
      },
    });
    const started = performance.now();
    await writeSiteSearchIndex(copy);
    return (performance.now() - started) / 1000;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

// The scale build's copy, as scripts/bench/scale.ts makes it (a script that runs when imported,
// so its steps are repeated here): the project's sources and content, its node_modules linked,
// and SCALE_PROJECTS copies of the catalogue's first project with new ids and titles.
/** Builds a copy; the index step's seconds, from the build's `[studio:site-search] … in X s` line. */
function buildCopy(work: string): { buildSeconds: number; indexSeconds: number } {
  const started = performance.now();
  const build = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: work,
    env: { ...process.env, CONTENT_ROOT: '', FORCE_COLOR: '0', NO_COLOR: '1' },
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  const buildSeconds = (performance.now() - started) / 1000;
  const log = stripVTControlCharacters(`${build.stdout ?? ''}\n${build.stderr ?? ''}`);
  if (build.status !== 0) throw new Error(`the scale build failed:\n${log.split('\n').slice(-30).join('\n')}`);
  const indexSeconds = siteSearchSecondsIn(log);
  if (indexSeconds === undefined) throw new Error('the scale build logged no `[studio:site-search] … in X s` line');
  return { buildSeconds, indexSeconds };
}

interface BuildResult {
  catalogue: string;
  budgetKb: number;
  index: IndexFacts;
  indexSeconds: number;
  runs: RunResult[];
}

/** Serves a build and measures RUNS visits, in a browser of its own. */
async function measureBuild(
  catalogue: string,
  projectRoot: string,
  listenPort: number,
  budgetKb: number,
  indexSeconds: number,
  indexSource: string,
): Promise<BuildResult> {
  const index = indexFacts(join(projectRoot, 'dist'));
  console.log(
    `\n${catalogue}: ${index.records} records; index ${kb(index.bytes).toFixed(1)} KB in ${index.files} files ` +
      `(without the .br/.gz copies), built in ${indexSeconds.toFixed(1)} s (${indexSource})`,
  );
  const { url: origin, server } = await serveDist(listenPort, projectRoot);
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let serverExit: string | undefined;
  const onServerExit = (code: number | null, signal: string | null) => (serverExit = signal ?? `code ${code}`);
  server.once('exit', onServerExit);
  const stop = () => {
    server.off('exit', onServerExit);
    browser?.close();
    server.kill();
  };
  stopCurrent = stop;
  const results: RunResult[] = [];
  try {
    browser = await launchBrowser();
    for (let run = 0; run < runs; run++) results.push(await searchVisit(browser.cdp, origin, visit));
  } catch (error) {
    // The machine is shared: a build that empties dist/, or a command that stops every site server.
    if (serverExit)
      throw new Error(`the site server on ${origin} exited (${serverExit}) during the run: measure again`, {
        cause: error,
      });
    throw error;
  } finally {
    stop();
    stopCurrent = undefined;
  }
  const result: BuildResult = { catalogue, budgetKb, index, indexSeconds, runs: results };
  report(result);
  return result;
}

const medianOf = (samples: readonly QuerySample[], pick: (s: QuerySample) => number) => median(samples.map(pick));

function summary(result: BuildResult): { firstKb: number; firstMs: number; laterKb: number; laterMs: number } {
  const firsts = result.runs.map((r) => r.first);
  const laters = result.runs.flatMap((r) => r.later);
  return {
    firstKb: kb(medianOf(firsts, (s) => s.bytes)),
    firstMs: medianOf(firsts, (s) => s.ms),
    laterKb: laters.length ? kb(medianOf(laters, (s) => s.bytes)) : 0,
    laterMs: laters.length ? medianOf(laters, (s) => s.ms) : 0,
  };
}

function report(result: BuildResult): void {
  const { runs: all } = result;
  const firsts = all.map((r) => r.first);
  const { firstKb } = summary(result);
  // The run whose first query fetched the median bytes (or the nearest), to show what it fetched.
  const typical = [...firsts].sort((a, b) => a.bytes - b.bytes)[Math.floor((firsts.length - 1) / 2)] as QuerySample;
  const byWorker = typical.fetches.filter((f) => f.by === 'worker');
  const workerKb = kb(byWorker.reduce((sum, f) => sum + f.bytes, 0));
  const headersKb = kb(typical.fetches.reduce((sum, f) => sum + f.headerBytes, 0));
  // Every request takes at least the emulated round trip: the worker's too, if they are throttled.
  const fastestWorkerMs = Math.min(...byWorker.map((f) => f.ms));
  console.log(
    `  first query “${typical.query}”, after the Search button opened the dialog on / (in ${Math.round(median(all.map((r) => r.openMs)))} ms): ` +
      `${firstKb.toFixed(1)} KB (budget ${result.budgetKb} KB${firstKb > result.budgetKb ? ', MISSED' : ''}), ` +
      `${Math.round(medianOf(firsts, (s) => s.ms))} ms from the last keystroke to “${typical.status}” (${typical.results} shown)`,
  );
  console.log(
    `    fetched (median run), ${typical.fetches.length} requests (${headersKb.toFixed(1)} KB of it headers): ${byKind(typical.fetches)}`,
  );
  console.log(
    byWorker.length
      ? `    by the worker: ${workerKb.toFixed(1)} KB in ${byWorker.length} requests, the fastest in ${Math.round(fastestWorkerMs)} ms ` +
          (fastestWorkerMs >= NETWORK.latency
            ? `(throttled like the page's: no request beats the ${NETWORK.latency} ms round trip)`
            : `(NOT throttled: faster than the ${NETWORK.latency} ms round trip)`)
      : '    by the worker: nothing (no worker attached: its requests would go uncounted)',
  );
  for (const query of queries.slice(1)) {
    const samples = all.flatMap((r) => r.later.filter((s) => s.query === query));
    const last = samples.at(-1);
    console.log(
      `  later “${query}”: ${kb(medianOf(samples, (s) => s.bytes)).toFixed(1)} KB, ` +
        `${Math.round(medianOf(samples, (s) => s.ms))} ms to “${last?.status ?? ''}” (${last?.results ?? 0} shown)` +
        (last && last.fetches.length ? `; fetched: ${byKind(last.fetches)}` : ''),
    );
  }
  const notes = [...new Set(all.flatMap((r) => r.workerNotes))];
  for (const note of notes) console.log(`  in the worker, not applied: ${note}`);
  const problems = [...new Set(all.flatMap((r) => r.problems))];
  for (const problem of problems) console.log(`  problem: ${problem}`);
}

let stopCurrent: (() => void) | undefined;
let scaleWork: string | undefined;
process.once('SIGINT', () => {
  stopCurrent?.();
  if (scaleWork) rmSync(scaleWork, { recursive: true, force: true });
  process.exit(130);
});

console.log(
  `Site search, ${runs} run(s) per build, each in a fresh profile: 150 ms RTT, 1.6 Mbit/s down, ${CPU_SLOWDOWN}x CPU; ` +
    `queries ${queries.map((q) => `“${q}”`).join(', ')}${keyMs > 0 ? `, a key every ${keyMs} ms` : ', each in one keystroke'}`,
);
const results: BuildResult[] = [];
const todayIndexSeconds = await indexStepSeconds(join(root, 'dist'));
results.push(
  await measureBuild(
    'today',
    root,
    port,
    FIRST_QUERY_BUDGET_KB.today,
    todayIndexSeconds,
    "the index step alone, on a copy of dist/'s pages",
  ),
);

if (withScale) {
  console.log(`\nBuilding a copy of the project with ${SCALE_PROJECTS} synthetic projects (a few minutes)…`);
  scaleWork = scaleCopy(SCALE_PROJECTS, 'studio-search-scale');
  try {
    const { buildSeconds, indexSeconds } = buildCopy(scaleWork);
    console.log(`  built in ${buildSeconds.toFixed(0)} s`);
    results.push(
      await measureBuild(
        `+${SCALE_PROJECTS}`,
        scaleWork,
        port + 1,
        FIRST_QUERY_BUDGET_KB.scale,
        indexSeconds,
        'from the build’s [studio:site-search] line',
      ),
    );
  } finally {
    rmSync(scaleWork, { recursive: true, force: true });
    scaleWork = undefined;
  }
}

console.log('');
const misses: string[] = [];
for (const result of results) {
  const { firstKb, firstMs, laterKb, laterMs } = summary(result);
  console.log(
    [
      'search',
      `catalogue=${result.catalogue}`,
      `records=${result.index.records}`,
      `index_kb=${kb(result.index.bytes).toFixed(1)}`,
      `index_build_s=${result.indexSeconds.toFixed(1)}`,
      `first_query_kb=${firstKb.toFixed(1)}`,
      `first_query_ms=${Math.round(firstMs)}`,
      `later_query_kb=${laterKb.toFixed(1)}`,
      `later_query_ms=${Math.round(laterMs)}`,
    ].join(' '),
  );
  if (firstKb > result.budgetKb)
    misses.push(
      `catalogue=${result.catalogue}: the first query transferred ${firstKb.toFixed(1)} KB (budget ${result.budgetKb} KB)`,
    );
}
for (const miss of misses) console.log(`MISSED: ${miss}`);
process.exit(misses.length ? 1 : 0);
