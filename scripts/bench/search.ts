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
import { SITE_SEARCH_DIR, writeSiteSearchIndex } from '../../src/build-time/site-search-index.ts';
import { SEARCH_TRIGGER_ATTRIBUTE } from '../../src/lib/site-search/controls.ts';
import type { CdpClient, CdpEvent, CdpParams } from './cdp-client.ts';
import { CdpTab, launchBrowser } from './cdp-tab.ts';
import { MOBILE_NETWORK, mobileCpuSlowdown } from './mobile-conditions.ts';
import { scaleCopy } from './scale-copy.ts';
import { serveDist } from './serve-dist.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const queries = (process.env.SEARCH_QUERIES ?? 'docker,rag,receipt scanner,how long')
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Milliseconds since the epoch, finer than Date.now(): comparable with the page's own clock. */
const wallNow = () => performance.timeOrigin + performance.now();
const kb = (bytes: number) => bytes / 1024;

if (queries.length === 0) throw new Error('SEARCH_QUERIES names no query');
if (!existsSync(join(root, 'dist', SITE_SEARCH_DIR, 'pagefind-entry.json'))) {
  console.error(
    `No search index in dist/${SITE_SEARCH_DIR}/ (pagefind-entry.json is missing): run \`npm run build\` first.`,
  );
  process.exit(1);
}

// The page's probes, sent through `CdpTab.run`: each self-contained.

/** The centre of the top bar's Search button. */
function searchButtonPoint(selector: string): { x: number; y: number } | undefined {
  const button = document.querySelector<HTMLElement>(selector);
  const box = button?.getBoundingClientRect();
  if (!box || box.width === 0) return undefined;
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** When (ms since the epoch) the dialog's field had focus, once it has; undefined if not in time. */
function fieldFocused(timeoutMs: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const focused = () => document.activeElement?.matches('dialog[open] [role="combobox"]') === true;
    const done = (at: number | undefined) => {
      document.removeEventListener('focusin', check);
      clearTimeout(timer);
      resolve(at);
    };
    const check = () => {
      if (focused()) done(performance.timeOrigin + performance.now());
    };
    const timer = setTimeout(() => done(undefined), timeoutMs);
    document.addEventListener('focusin', check);
    check();
  });
}

/** Selects the text of the dialog's field, so the next query typed replaces it. */
function selectField(): boolean {
  const field = document.querySelector<HTMLInputElement>('dialog[open] [role="combobox"]');
  if (!field) return false;
  field.focus();
  field.select();
  return true;
}

interface SearchOutcome {
  /** When (ms since the epoch) the frame after the status named the query's results began. */
  shownAt?: number;
  status: string;
  results: number;
  error?: string;
}

/**
 * Watches the dialog, from now on, for its status to say the results of `query` (`N results for
 * “query”` or `No results for “query”`, src/lib/site-search/results.ts) while the field holds it;
 * `settledSearch` then gives the outcome.
 */
function watchSearch(query: string, timeoutMs: number): boolean {
  const suffix = `for “${query}”`;
  const status = () => document.querySelector('dialog[open] [role="status"]')?.textContent ?? '';
  const settled = new Promise<SearchOutcome>((resolve) => {
    const observer = new MutationObserver(() => check());
    const timer = setTimeout(
      () => done({ status: status(), results: 0, error: `no results within ${timeoutMs} ms` }),
      timeoutMs,
    );
    const done = (outcome: SearchOutcome) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(outcome);
    };
    const check = () => {
      const text = status();
      if (text.includes('could not load')) {
        done({ status: text, results: 0, error: text });
        return;
      }
      const field = document.querySelector<HTMLInputElement>('dialog[open] [role="combobox"]');
      if (field?.value.trim() !== query || !text.endsWith(suffix)) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        done({
          shownAt: performance.timeOrigin + performance.now(),
          status: text,
          results: document.querySelectorAll('dialog[open] [role="listbox"] [role="option"]').length,
        }),
      );
    };
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  (window as Window & { benchSearch?: Promise<SearchOutcome> }).benchSearch = settled;
  return true;
}

function settledSearch(): Promise<SearchOutcome | undefined> {
  return (window as Window & { benchSearch?: Promise<SearchOutcome> }).benchSearch ?? Promise.resolve(undefined);
}

/** A request finished during a measure, and which target made it. */
interface Fetch {
  url: string;
  by: 'page' | 'worker';
  /** On the wire: headers and compressed body. */
  bytes: number;
  headerBytes: number;
  /** From the request sent to its last byte. */
  ms: number;
}

/**
 * The requests of the tab's page and of the workers it starts (attached as they start, paused
 * until they are throttled like the page): in flight, and each finished one with its bytes.
 */
class Traffic {
  readonly fetches: Fetch[] = [];
  readonly problems: string[] = [];
  /** What the protocol refused to emulate in a worker (once each). */
  readonly workerNotes = new Set<string>();
  private readonly sessions = new Map<string, 'page' | 'worker'>();
  private readonly urls = new Map<string, string>();
  private readonly sentAt = new Map<string, number>();
  private readonly responses = new Map<string, { headerBytes: number; contentLength: number }>();
  private readonly inFlight = new Set<string>();
  private readonly finished = new Set<string>();
  private lastChange = performance.now();
  readonly stop: () => void;
  private readonly cdp: CdpClient;

  constructor(cdp: CdpClient) {
    this.cdp = cdp;
    this.stop = cdp.on((event) => this.onEvent(event));
  }

  /** Follows a page's requests, and its workers from the next one that starts. */
  async watchPage(sessionId: string): Promise<void> {
    this.sessions.set(sessionId, 'page');
    await this.cdp.send(
      'Target.setAutoAttach',
      { autoAttach: true, waitForDebuggerOnStart: true, flatten: true },
      sessionId,
    );
  }

  private onEvent({ method, params, sessionId }: CdpEvent): void {
    const by = sessionId ? this.sessions.get(sessionId) : undefined;
    if (!by) return;
    if (method === 'Target.attachedToTarget') {
      const attached = params as { sessionId: string; targetInfo: CdpParams };
      if (attached.targetInfo.type === 'worker') void this.prepareWorker(attached.sessionId);
      else void this.cdp.send('Runtime.runIfWaitingForDebugger', {}, attached.sessionId).catch(() => undefined);
      return;
    }
    const id = typeof params.requestId === 'string' ? params.requestId : '';
    if (method === 'Network.requestWillBeSent') {
      this.urls.set(id, String((params.request as { url: string }).url));
      this.sentAt.set(id, Number(params.timestamp));
      this.inFlight.add(id);
      this.lastChange = performance.now();
    } else if (method === 'Network.responseReceived') {
      const response = params.response as { encodedDataLength?: number; headers?: Record<string, string> };
      const length = Object.entries(response.headers ?? {}).find(([name]) => name.toLowerCase() === 'content-length');
      this.responses.set(id, {
        headerBytes: Number(response.encodedDataLength ?? 0),
        contentLength: Number(length?.[1] ?? 0),
      });
    } else if (method === 'Network.loadingFinished') {
      this.inFlight.delete(id);
      this.lastChange = performance.now();
      // A request reported by the page and by its worker alike counts once.
      if (this.finished.has(id)) return;
      this.finished.add(id);
      // Chromium reports none of the body of a dedicated worker's own script (the browser fetches
      // it for the worker), only its headers: its Content-Length is added then.
      const response = this.responses.get(id) ?? { headerBytes: 0, contentLength: 0 };
      this.fetches.push({
        url: this.urls.get(id) ?? '?',
        by,
        bytes: Math.max(Number(params.encodedDataLength ?? 0), response.headerBytes + response.contentLength),
        headerBytes: response.headerBytes,
        ms: (Number(params.timestamp) - (this.sentAt.get(id) ?? Number.NaN)) * 1000,
      });
    } else if (method === 'Network.loadingFailed') {
      this.inFlight.delete(id);
      this.lastChange = performance.now();
      if (params.canceled !== true)
        this.problems.push(
          `${by} request failed: ${this.urls.get(id) ?? '?'} ${typeof params.errorText === 'string' ? params.errorText : ''}`,
        );
    } else if (by === 'worker' && method === 'Runtime.exceptionThrown') {
      const details = params.exceptionDetails as { text?: string; exception?: { description?: string } };
      this.problems.push(`worker exception: ${details.exception?.description ?? details.text ?? ''}`);
    } else if (by === 'worker' && method === 'Runtime.consoleAPICalled' && params.type === 'error') {
      const args = params.args as { value?: unknown; description?: string }[];
      this.problems.push(`worker console: ${args.map((arg) => arg.description ?? String(arg.value)).join(' ')}`);
    } else if (by === 'worker' && method === 'Log.entryAdded') {
      const entry = params.entry as { level: string; text: string; url?: string };
      if (entry.level === 'error') this.problems.push(`worker log: ${entry.text} ${entry.url ?? ''}`);
    }
  }

  /** The worker's requests throttled as the page's, and its CPU if the protocol allows, before it runs. */
  private async prepareWorker(sessionId: string): Promise<void> {
    this.sessions.set(sessionId, 'worker');
    const note = (what: string) => (error: unknown) =>
      this.workerNotes.add(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    await Promise.all([
      this.cdp.send('Network.enable', {}, sessionId).catch(note('Network.enable')),
      this.cdp.send('Network.emulateNetworkConditions', NETWORK, sessionId).catch(note('network throttling')),
      this.cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }, sessionId).catch(note('CPU throttling')),
      this.cdp.send('Runtime.enable', {}, sessionId).catch(note('Runtime.enable')),
      this.cdp.send('Log.enable', {}, sessionId).catch(note('Log.enable')),
      this.cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(note('start')),
    ]);
  }

  /** Waits until no request has been in flight for `quietMs` (at most `timeoutMs`). */
  async quiet(quietMs = 1000, timeoutMs = 30_000): Promise<void> {
    for (const until = performance.now() + timeoutMs; performance.now() < until; await sleep(50)) {
      if (this.inFlight.size === 0 && performance.now() - this.lastChange >= quietMs) return;
    }
    console.log(`  (still ${this.inFlight.size} request(s) in flight after ${timeoutMs / 1000} s; measuring anyway)`);
  }
}

interface QuerySample {
  query: string;
  bytes: number;
  ms: number;
  results: number;
  status: string;
  fetches: Fetch[];
}

interface RunResult {
  /** Click on Search to the dialog's field focused. */
  openMs: number;
  first: QuerySample;
  later: QuerySample[];
  problems: string[];
  workerNotes: string[];
}

/** Types `text` into the focused field: in one keystroke, or a key every `keyMs`; when the last key went. */
async function typeText(cdp: CdpClient, sessionId: string, text: string): Promise<number> {
  let at = wallNow();
  if (keyMs <= 0) {
    await cdp.send('Input.insertText', { text }, sessionId);
    return at;
  }
  for (const [index, char] of [...text].entries()) {
    if (index > 0) await sleep(keyMs);
    at = wallNow();
    await cdp.send('Input.insertText', { text: char }, sessionId);
  }
  return at;
}

/** One visit in a fresh profile: open the search on `/`, the first query, then the later ones. */
async function runOnce(cdp: CdpClient, origin: string): Promise<RunResult> {
  const traffic = new Traffic(cdp);
  const tab = await CdpTab.open(cdp, async (sessionId) => {
    await Promise.all([
      cdp.send('Network.emulateNetworkConditions', NETWORK, sessionId),
      cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }, sessionId),
    ]);
  });
  try {
    // From the blank page on: the page's own requests, before the click, count as in flight.
    const blank = tab.current;
    if (blank) await traffic.watchPage(blank.sessionId);
    const page = await tab.navigate(`${origin}/`);
    if (page !== blank) await traffic.watchPage(page.sessionId);
    await traffic.quiet();
    const point = await tab.run(page.sessionId, searchButtonPoint, [`[${SEARCH_TRIGGER_ATTRIBUTE}]`]);
    if (!point) throw new Error(`no visible Search button ([${SEARCH_TRIGGER_ATTRIBUTE}]) on /`);

    const measure = async (query: string, from: number, typed: () => Promise<number>) => {
      await tab.run(page.sessionId, watchSearch, [query, 90_000]);
      const keyAt = await typed();
      const outcome = await tab.run(page.sessionId, settledSearch, [], 100_000);
      if (!outcome?.shownAt)
        throw new Error(
          `“${query}”: ${outcome?.error ?? 'no answer'} (status: "${outcome?.status ?? ''}")` +
            [...tab.problems, ...traffic.problems].map((problem) => `\n  ${problem}`).join(''),
        );
      const fetches = traffic.fetches.slice(from);
      const sample: QuerySample = {
        query,
        bytes: fetches.reduce((sum, f) => sum + f.bytes, 0),
        ms: outcome.shownAt - keyAt,
        results: outcome.results,
        status: outcome.status,
        fetches,
      };
      if (debug) {
        console.log(`  “${query}”: ${sample.status}, ${Math.round(sample.ms)} ms`);
        for (const f of fetches) console.log(`    ${f.by.padEnd(6)} ${kb(f.bytes).toFixed(1).padStart(6)} KB ${f.url}`);
      }
      return sample;
    };

    // The first query: bytes from the click on Search, time from its last keystroke.
    const [firstQuery, ...laterQueries] = queries as [string, ...string[]];
    const fromClick = traffic.fetches.length;
    const clickAt = wallNow();
    await tab.click(page, point.x, point.y);
    const focusedAt = await tab.run(page.sessionId, fieldFocused, [60_000], 65_000);
    if (!focusedAt) throw new Error('the search dialog did not open (its field never had focus) within 60 s');
    const first = await measure(firstQuery, fromClick, () => typeText(cdp, page.sessionId, firstQuery));

    const later: QuerySample[] = [];
    for (const query of laterQueries) {
      await traffic.quiet();
      if (!(await tab.run(page.sessionId, selectField, []))) throw new Error('the search dialog closed');
      const from = traffic.fetches.length;
      later.push(await measure(query, from, () => typeText(cdp, page.sessionId, query)));
    }
    return {
      openMs: focusedAt - clickAt,
      first,
      later,
      problems: [...tab.problems, ...traffic.problems],
      workerNotes: [...traffic.workerNotes],
    };
  } finally {
    traffic.stop();
    await tab.close();
  }
}

/** What the first query fetched, by kind of file. */
const FILE_KINDS: [label: string, pattern: RegExp][] = [
  ['site JS/CSS', /\/_astro\//],
  ['pagefind.js', /\/pagefind\/pagefind\.js$/],
  ['worker', /\/pagefind\/pagefind-worker\.js$/],
  ['entry', /\/pagefind-entry\.json$/],
  ['wasm', /\.pagefind$/],
  ['meta', /\.pf_meta$/],
  ['index', /\.pf_index$/],
  ['filter', /\.pf_filter$/],
  ['fragments', /\.pf_fragment$/],
];

function byKind(fetches: readonly Fetch[]): string {
  const groups = new Map<string, { bytes: number; count: number; by: Set<string> }>();
  for (const f of fetches) {
    const path = new URL(f.url, 'http://x').pathname;
    const label = FILE_KINDS.find(([, pattern]) => pattern.test(path))?.[0] ?? `other (${path})`;
    const group = groups.get(label) ?? { bytes: 0, count: 0, by: new Set<string>() };
    group.bytes += f.bytes;
    group.count++;
    group.by.add(f.by);
    groups.set(label, group);
  }
  return [...groups]
    .map(
      ([label, g]) =>
        `${label} ${kb(g.bytes).toFixed(1)} KB${g.count > 1 ? ` (${g.count} files)` : ''}${g.by.has('worker') ? ' [worker]' : ''}`,
    )
    .join(', ');
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
  const line = /\[studio:site-search\] \d+ records, \d+ files, \d+ KB in ([\d.]+) s/.exec(log);
  if (!line?.[1]) throw new Error('the scale build logged no `[studio:site-search] … in X s` line');
  return { buildSeconds, indexSeconds: Number(line[1]) };
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
    for (let run = 0; run < runs; run++) results.push(await runOnce(browser.cdp, origin));
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
