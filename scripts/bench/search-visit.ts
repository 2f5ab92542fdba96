/**
 * One visit of the site search in a fresh Chromium profile, as bench:search measures it and
 * bench:scale counts its bytes: under Lighthouse's mobile network (and a CPU slowdown of the
 * page), `/` loads, and once no request has been in flight for a second a click on the top bar's
 * Search button opens the dialog; the first query is typed into its field as soon as it has focus,
 * each later one replaces it once the page is quiet again. Per query, the requests of the page
 * and of Pagefind's worker (attached as it starts, paused until it is throttled like the page)
 * with their compressed bytes on the wire, headers included, and the time from the keystroke
 * that completes the query to the frame after the dialog's status names its results. The first
 * query's bytes count from the click on Search. See scripts/bench/search.ts for the details.
 */
import { SEARCH_TRIGGER_ATTRIBUTE } from '../../src/lib/site-search/controls.ts';
import type { CdpClient, CdpEvent, CdpParams } from './cdp-client.ts';
import { CdpTab } from './cdp-tab.ts';
import { MOBILE_NETWORK } from './mobile-conditions.ts';

/** The queries of a visit when none are given: the first is the first query. */
export const DEFAULT_SEARCH_QUERIES = ['docker', 'rag', 'receipt scanner', 'how long'] as const;

export interface SearchVisitOptions {
  /** The first query, then the later ones. */
  queries: readonly [string, ...string[]];
  /** The page's CPU slowdown (mobile-conditions.ts). */
  cpuSlowdown: number;
  /** Types a key every `keyMs` (0: the whole query in one keystroke). */
  keyMs: number;
  /** Lists each query's requests. */
  debug: boolean;
}

const NETWORK = MOBILE_NETWORK;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Milliseconds since the epoch, finer than Date.now(): comparable with the page's own clock. */
const wallNow = () => performance.timeOrigin + performance.now();
const kb = (bytes: number) => bytes / 1024;

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
export interface Fetch {
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
  private readonly cpuSlowdown: number;

  constructor(cdp: CdpClient, cpuSlowdown: number) {
    this.cdp = cdp;
    this.cpuSlowdown = cpuSlowdown;
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
      this.cdp
        .send('Emulation.setCPUThrottlingRate', { rate: this.cpuSlowdown }, sessionId)
        .catch(note('CPU throttling')),
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

export interface QuerySample {
  query: string;
  bytes: number;
  ms: number;
  results: number;
  status: string;
  fetches: Fetch[];
}

export interface RunResult {
  /** Click on Search to the dialog's field focused. */
  openMs: number;
  first: QuerySample;
  later: QuerySample[];
  problems: string[];
  workerNotes: string[];
}

/** Types `text` into the focused field: in one keystroke, or a key every `keyMs`; when the last key went. */
async function typeText(cdp: CdpClient, sessionId: string, text: string, keyMs: number): Promise<number> {
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
export async function searchVisit(
  cdp: CdpClient,
  origin: string,
  { queries, cpuSlowdown, keyMs, debug }: SearchVisitOptions,
): Promise<RunResult> {
  const traffic = new Traffic(cdp, cpuSlowdown);
  const tab = await CdpTab.open(cdp, async (sessionId) => {
    await Promise.all([
      cdp.send('Network.emulateNetworkConditions', NETWORK, sessionId),
      cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown }, sessionId),
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
    const [firstQuery, ...laterQueries] = queries;
    const fromClick = traffic.fetches.length;
    const clickAt = wallNow();
    await tab.click(page, point.x, point.y);
    const focusedAt = await tab.run(page.sessionId, fieldFocused, [60_000], 65_000);
    if (!focusedAt) throw new Error('the search dialog did not open (its field never had focus) within 60 s');
    const first = await measure(firstQuery, fromClick, () => typeText(cdp, page.sessionId, firstQuery, keyMs));

    const later: QuerySample[] = [];
    for (const query of laterQueries) {
      await traffic.quiet();
      if (!(await tab.run(page.sessionId, selectField, []))) throw new Error('the search dialog closed');
      const from = traffic.fetches.length;
      later.push(await measure(query, from, () => typeText(cdp, page.sessionId, query, keyMs)));
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

export function byKind(fetches: readonly Fetch[]): string {
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
