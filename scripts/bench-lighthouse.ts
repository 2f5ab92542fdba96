/**
 * `npm run bench:lighthouse`: builds, serves the build, runs Lighthouse (mobile, simulated
 * throttling) in Chromium on representative pages, RUNS times each (default 3), and prints
 * the medians against the budget. Exits 1 when a page misses it. Pages: LH_PAGES=/,/faq
 */
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { budgetMisses, median, medianRun, type LighthouseRun } from '../src/build/lighthouse-budget.ts';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.LH_PORT ?? 4610);
const runs = Number(process.env.RUNS ?? 3);
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
const server = spawn(process.execPath, [join(root, 'src/server/node.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  stdio: 'ignore',
});
await new Promise((resolve) => setTimeout(resolve, 1500));

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const results: { path: string; run: LighthouseRun; misses: string[] }[] = [];
/** Lighthouse's measure of this machine's CPU speed, per run: the simulated timings scale with it. */
const benchmarkIndexes: number[] = [];
try {
  for (const path of pages) {
    const samples: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const audits = result?.lhr.audits ?? {};
      benchmarkIndexes.push(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
      samples.push({
        performance: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
        fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
    const run = medianRun(samples);
    results.push({ path, run, misses: budgetMisses(run) });
  }
} finally {
  chrome.kill();
  server.kill();
}

console.log(`\nLighthouse mobile, median of ${runs} runs`);
console.log(
  `CPU benchmarkIndex median ${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))}); ` +
    'Lighthouse calibrates its 4x CPU slowdown for about 1,500',
);
console.log(
  'page'.padEnd(40),
  'perf'.padStart(5),
  'FCP'.padStart(8),
  'LCP'.padStart(8),
  'TBT'.padStart(7),
  'CLS'.padStart(7),
);
for (const { path, run, misses } of results) {
  console.log(
    path.padEnd(40),
    String(run.performance).padStart(5),
    `${Math.round(run.fcp)}ms`.padStart(8),
    `${Math.round(run.lcp)}ms`.padStart(8),
    `${Math.round(run.tbt)}ms`.padStart(7),
    run.cls.toFixed(3).padStart(7),
    misses.length ? `  MISSED: ${misses.join('; ')}` : '',
  );
}
const missed = results.filter((r) => r.misses.length).length;
console.log(`${results.length} pages, ${missed} over budget`);
process.exit(missed ? 1 : 0);
