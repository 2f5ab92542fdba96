/**
 * `npm run bench:lighthouse`: builds, serves the build, runs Lighthouse (mobile, simulated
 * throttling) in Chromium on representative pages and on a 1 KB floor page, RUNS times each
 * (default 5) in turns, and prints the medians against the budget relative to the floor
 * (src/build-time/lighthouse-budget.ts), with Lighthouse's benchmark index beside each page's TBT.
 * Exits 1 when a page misses it. Pages: LH_PAGES=/,/faq
 *
 * Before and after, side by side: LH_BEFORE=<another checkout of the project, built> serves that
 * build too and measures its pages (LH_BEFORE_PAGES, default LH_PAGES) in the same turns, listed
 * as "before /path"; only this checkout's pages decide the exit code.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  BUDGET_RULES,
  FLOOR_PAGE,
  budgetFor,
  budgetMisses,
  isCompleteRun,
  median,
  medianRun,
  type LighthouseRun,
} from '../../src/build-time/lighthouse-budget.ts';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.LH_PORT ?? 4610);
const runs = Number(process.env.RUNS ?? 5);
const pages = (
  process.env.LH_PAGES ??
  '/,/projects,/case-studies/siteforge,/tools,/tools/detail/langchain,/expertise/rag-systems,/business-ideas/ai-content-calendar,/request,/faq'
).split(',');

if (process.env.LH_SKIP_BUILD !== '1') {
  execFileSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}
/** Serves a checkout's build (the site and its API) on a port. */
const serve = (checkout: string, at: number) =>
  spawn(process.execPath, [join(checkout, 'src/server/node/entry.ts')], {
    cwd: checkout,
    env: { ...process.env, PORT: String(at), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
const server = serve(root, port);
const beforeRoot = process.env.LH_BEFORE;
const beforePort = port + 2;
const beforeServer = beforeRoot ? serve(beforeRoot, beforePort) : undefined;
const BEFORE = 'before ';
const beforePages = beforeRoot ? (process.env.LH_BEFORE_PAGES ?? pages.join(',')).split(',') : [];
// The floor page, served next to the site.
const floorServer = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(FLOOR_PAGE);
}).listen(port + 1, '127.0.0.1');
const FLOOR = 'floor page (1 KB)';
const targets = [FLOOR, ...pages, ...beforePages.map((page) => `${BEFORE}${page}`)];
const urlOf = (target: string) =>
  target === FLOOR
    ? `http://127.0.0.1:${port + 1}/`
    : target.startsWith(BEFORE)
      ? `http://127.0.0.1:${beforePort}${target.slice(BEFORE.length)}`
      : `http://127.0.0.1:${port}${target}`;
await new Promise((resolve) => setTimeout(resolve, 1500));

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
/** Per target, its runs and Lighthouse's measure of this machine's CPU speed in each. */
const samples = targets.map((target) => ({ target, runs: [] as LighthouseRun[], indexes: [] as number[] }));
try {
  // In turns (the floor, then every page, RUNS times), so the machine's load falls on all alike.
  for (let i = 0; i < runs; i++) {
    for (const sample of samples) {
      // A run Lighthouse could not finish (it happens on a loaded machine) is tried again, twice at
      // most, and left out of the medians if it still fails.
      for (let attempt = 1; attempt <= 3; attempt++) {
        const result = await lighthouse(urlOf(sample.target), {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        const audits = result?.lhr.audits ?? {};
        const score = result?.lhr.categories.performance?.score;
        const run: LighthouseRun = {
          performance: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
          fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        };
        if (isCompleteRun(run) || attempt === 3) {
          sample.indexes.push(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
          sample.runs.push(run);
          break;
        }
        const why = result?.lhr.runtimeError?.code ?? audits['first-contentful-paint']?.errorMessage ?? 'no figures';
        console.warn(`${sample.target}: Lighthouse did not finish a run (${why}), trying again`);
      }
    }
  }
} finally {
  chrome.kill();
  floorServer.close();
}

const floor = medianRun(samples[0]?.runs ?? []);
const results: { target: string; run: LighthouseRun; index: number; misses: string[] }[] = [];
try {
  for (const { target, runs: targetRuns, indexes } of samples) {
    const run = medianRun(targetRuns);
    const misses = target === FLOOR ? [] : budgetMisses(run, budgetFor(floor));
    results.push({ target, run, index: median(indexes.filter(Number.isFinite)), misses });
  }
} finally {
  server.kill();
  beforeServer?.kill();
}

const allIndexes = samples.flatMap((sample) => sample.indexes).filter(Number.isFinite);
console.log(`\nLighthouse mobile, median of ${runs} runs`);
console.log(
  `CPU benchmarkIndex median ${Math.round(median(allIndexes))} (${Math.round(Math.min(...allIndexes))}-${Math.round(Math.max(...allIndexes))}); ` +
    'Lighthouse calibrates its 4x CPU slowdown for about 1,500',
);
console.log(
  `Budget: FCP <= ${BUDGET_RULES.fcpPerFloor}x the floor page (${Math.round(floor.fcp * BUDGET_RULES.fcpPerFloor)} ms), ` +
    `LCP <= ${BUDGET_RULES.lcpPerFloor}x (${Math.round(floor.lcp * BUDGET_RULES.lcpPerFloor)} ms), CLS <= ${BUDGET_RULES.cls}, ` +
    `performance ${BUDGET_RULES.performance}; ` +
    'TBT is reported, not budgeted: compare it only at a similar benchmarkIndex',
);
console.log(
  'page'.padEnd(40),
  'perf'.padStart(5),
  'FCP'.padStart(8),
  'LCP'.padStart(8),
  'TBT'.padStart(7),
  'CLS'.padStart(7),
  'index'.padStart(6),
);
for (const { target, run, index, misses } of results) {
  console.log(
    target.padEnd(40),
    String(run.performance).padStart(5),
    `${Math.round(run.fcp)}ms`.padStart(8),
    `${Math.round(run.lcp)}ms`.padStart(8),
    `${Math.round(run.tbt)}ms`.padStart(7),
    run.cls.toFixed(3).padStart(7),
    String(Math.round(index)).padStart(6),
    misses.length ? `  MISSED: ${misses.join('; ')}` : '',
  );
}
const missed = results.filter((r) => r.misses.length && !r.target.startsWith(BEFORE)).length;
console.log(`${pages.length} pages, ${missed} over budget`);
process.exit(missed ? 1 : 0);
