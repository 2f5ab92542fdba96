/**
 * `npm run bench:hydration`: what the islands cost the main thread of a slow phone. Each page is
 * loaded RUNS times (default 5) in Chromium with the CPU slowed down 4x (as Lighthouse's mobile
 * setting), its trace recorded until every island has hydrated. Per page, the
 * medians of:
 *
 *   module_eval_ms     the longest task spent mostly evaluating the islands' modules (React first)
 *   hydrate_ms         the longest task spent mostly in calls into them (hydration, its effects)
 *   island_js_ms       all the time spent running the site's scripts (/_astro/*.js and inline)
 *   tbt_ms             the part over 50 ms of every task after the first contentful paint
 *   long_tasks         how many tasks after the first paint took over 50 ms
 *
 * Then one more load of each page records its CPU profile (a sampling profiler slows the page
 * itself, so the figures come from the traces alone) to .lighthouse/hydration/<target>-<page>.cpuprofile
 * (DevTools, Performance panel, opens it). It serves dist/ itself (build first); to compare two
 * builds side by side, in turns, so both see the same machine load, name running servers:
 * HYDRATION_TARGETS=before=http://127.0.0.1:4391,after=http://127.0.0.1:4390. Pages:
 * HYDRATION_PAGES=/projects,/tools,/request.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { median } from '../../src/build-time/lighthouse-budget.ts';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';
import { serveDist } from './serve-dist.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runs = Number(process.env.RUNS ?? 5);
const pages = (process.env.HYDRATION_PAGES ?? '/projects,/tools,/request').split(',');
const outDir = join(root, '.lighthouse/hydration');

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string } };
}

interface CpuProfile {
  nodes: { id: number; callFrame: { url: string } }[];
  samples: number[];
  timeDeltas: number[];
}

interface Sample {
  moduleEval: number;
  hydrate: number;
  islandJs: number;
  tbt: number;
  longTasks: number;
}

const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks']);
const ms = (us: number) => us / 1000;

/** The figures of one page load's trace. */
function measure(events: TraceEvent[]): Sample {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur !== undefined);
  // The renderer's main thread: where the first contentful paint was recorded.
  const main = tasks.filter((t) => fcp && t.pid === fcp.pid && t.tid === fcp.tid);
  const within = (task: TraceEvent, e: TraceEvent) =>
    e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0);
  const scripts = events.filter((e) => SCRIPT_EVENTS.has(e.name) && e.dur !== undefined);
  /** The longest task of which `kind` of script event takes at least half. */
  const longestMostly = (kind: (e: TraceEvent) => boolean) =>
    Math.max(
      0,
      ...main
        .filter(
          (t) =>
            scripts.filter((e) => kind(e) && within(t, e)).reduce((sum, e) => sum + (e.dur ?? 0), 0) >=
            (t.dur ?? 0) / 2,
        )
        .map((t) => ms(t.dur ?? 0)),
    );
  const afterPaint = main.filter((t) => fcp && t.ts >= fcp.ts);
  const long = afterPaint.filter((t) => ms(t.dur ?? 0) > 50);
  // Top-level script events only (a FunctionCall inside an EvaluateScript is counted once).
  const topLevel = scripts.filter(
    (e) => main.some((t) => within(t, e)) && !scripts.some((o) => o !== e && within(o, e) && o.ts <= e.ts),
  );
  return {
    moduleEval: longestMostly((e) => e.name === 'v8.evaluateModule'),
    hydrate: longestMostly((e) => e.name === 'FunctionCall' && (e.args?.data?.url ?? '').includes('/_astro/')),
    islandJs: topLevel.reduce((sum, e) => sum + ms(e.dur ?? 0), 0),
    tbt: long.reduce((sum, t) => sum + ms(t.dur ?? 0) - 50, 0),
    longTasks: long.length,
  };
}

/**
 * One page load with the 4x slowdown: its trace, or, with `profile`, its CPU profile (a sampling
 * profiler slows the page down itself, so the figures come from traces without one).
 */
async function loadOnce(browser: Browser, url: string, profile = false): Promise<TraceEvent[] | CpuProfile> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  } else {
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,v8.execute,loading,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
  }
  await page.goto(url, { waitUntil: 'load' });
  // Islands that wait for an event (the toasts, the consultation dialog) are not part of a page load.
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="event"])'), null, {
    timeout: 60_000,
  });
  await page.waitForTimeout(1000);
  let result: TraceEvent[] | CpuProfile = events;
  if (profile) result = ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile;
  else {
    await cdp.send('Tracing.end');
    await complete;
  }
  await context.close();
  return result;
}

const targets = process.env.HYDRATION_TARGETS?.split(',').map((pair) => {
  const [name, url] = pair.split('=');
  if (!name || !url) throw new Error(`HYDRATION_TARGETS: '${pair}' is not name=url`);
  return { name, url };
});
const own = targets ? undefined : await serveDist(Number(process.env.HYDRATION_PORT ?? 4620));
const compared = targets ?? [{ name: 'dist', url: own?.url ?? '' }];
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const samples = new Map<string, Sample[]>();
try {
  for (let run = 0; run < runs; run++) {
    for (const path of pages) {
      for (const target of compared) {
        const key = `${target.name} ${path}`;
        const events = (await loadOnce(browser, target.url + path)) as TraceEvent[];
        samples.set(key, [...(samples.get(key) ?? []), measure(events)]);
      }
    }
  }
  mkdirSync(outDir, { recursive: true });
  for (const path of pages) {
    for (const target of compared) {
      const file = join(
        outDir,
        `${target.name}-${path.replace(/^\/$/, 'home').replace(/\W+/g, '-').replace(/^-/, '')}.cpuprofile`,
      );
      writeFileSync(file, JSON.stringify(await loadOnce(browser, target.url + path, true)));
    }
  }
} finally {
  await browser.close();
  own?.server.kill();
}

console.log(`CPU 4x slowdown, 412x823 mobile, median of ${runs} runs`);
for (const [key, list] of samples) {
  const [target, path] = key.split(' ') as [string, string];
  const med = (pick: (s: Sample) => number) => median(list.map(pick)).toFixed(0);
  console.log(
    [
      'hydration',
      `target=${target}`,
      `page=${path}`,
      `module_eval_ms=${med((s) => s.moduleEval)}`,
      `hydrate_ms=${med((s) => s.hydrate)}`,
      `island_js_ms=${med((s) => s.islandJs)}`,
      `tbt_ms=${med((s) => s.tbt)}`,
      `long_tasks=${med((s) => s.longTasks)}`,
    ].join(' '),
  );
}
console.log(`CPU profiles (one more load of each page): ${outDir}`);
