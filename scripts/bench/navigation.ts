/**
 * `npm run bench:navigation`: how soon the next page shows after a click, in Chromium under
 * Lighthouse's mobile conditions (150 ms round trip, 1.6 Mbit/s down, 4x CPU slowdown), applied
 * through the DevTools protocol to the tab and to every page it prerenders. A visitor walks
 * JOURNEYS through the main templates: the pointer travels to a link (passing over whatever lies
 * on its way), rests on it 300 ms, clicks; then Back walks the journey home again. Each journey
 * runs with prerendering on and off, in turns, in a fresh profile: off, the pages come through a
 * proxy that leaves their speculation rules out (NAV_PORT + 2), so the next page is fetched on the
 * click as plain links do (Chromium told not to prerender would still prefetch what the rules name;
 * a click served by speculation there stops the run).
 * Prints, per mode, the median and p75 of click to the next page's largest contentful paint
 * (LCP time, or the activation, whichever is later), whether each Back was restored from the
 * back/forward cache, and the compressed bytes that speculation fetched for pages never opened,
 * per page view. Exits 1 when the budget (src/build-time/navigation-budget.ts) is missed: prerendering
 * must save at least 100 ms at p75 over plain links; the 100 ms target is printed beside the floor.
 * A floor journey runs beside them in the same turns: 1 KB pages (a heading, a paragraph, a link),
 * each prerendered from the moment the page before it loaded, served on NAV_PORT + 1 (NAV_PORT + 3
 * without rules): how soon this browser, on this machine, can show any prerendered page after a click.
 * Serves dist/ itself (build first) on NAV_PORT (default 4630); ROUNDS=2 repeats the journeys;
 * NAV_DEBUG=1 prints each click and prerender; NAV_REDUCED_MOTION=1 emulates prefers-reduced-motion
 * (no view transitions), to tell their cost from the page's; NAV_HOVER_MS=1500 rests longer on each
 * link, so every prerender has finished before the click.
 */
import {
  NAVIGATION_BUDGET,
  navigationBudgetMisses,
  summarizeNavigations,
  type BackSample,
  type NavigationSample,
} from '../../src/build-time/navigation-budget.ts';
import type { CdpClient } from './cdp-client.ts';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { CdpTab, launchBrowser, type TabPage } from './cdp-tab.ts';
import { MOBILE_NETWORK, mobileCpuSlowdown } from './mobile-conditions.ts';
import { serveDist } from './serve-dist.ts';
import { CLICK_KEY, goBack, markVisit, paintAfterClick, recordClick, visitState } from './navigation-probes.ts';
import { withoutSpeculationRules } from '../../src/build-time/plain-links.ts';

/** A journey: where it starts, then per click the links to choose from (the first that exists). */
interface Journey {
  name: string;
  start: string;
  steps: string[][];
}

/** Derived from the pages' own links, so the journeys hold whatever the content is. */
const JOURNEYS: Journey[] = [
  {
    name: 'portfolio to request',
    start: '/',
    steps: [['aside a[href="/projects"]'], ['main a[href^="/case-studies/"]'], ['header a[href="/request"]']],
  },
  {
    name: 'tools',
    start: '/tools',
    steps: [['main a[href^="/tools/detail/"]'], ['aside a[href="/faq"]'], ['aside a[href="/contact"]']],
  },
  {
    name: 'expertise',
    start: '/expertise',
    steps: [
      ['main a[href^="/expertise/"]'],
      ['main a[href^="/case-studies/"]', 'main a[href^="/methodology/"]', 'aside a[href="/projects"]'],
      ['aside a[href="/"]'],
    ],
  },
  {
    name: 'business ideas',
    start: '/',
    steps: [['main a[href^="/business-ideas/"]'], ['main a[href^="/business-ideas/"]'], ['aside a[href="/affiliate"]']],
  },
  {
    name: 'faq to portfolio',
    start: '/faq',
    steps: [
      ['aside a[href="/projects"]'],
      ['main a[href^="/projects/page/"]', 'main a[href^="/case-studies/"]'],
      ['aside a[href="/request"]'],
    ],
  },
];

/** A 1 KB page that links to the next and prerenders it as soon as it loads: nothing shows sooner. */
const floorPage = (n: number) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>Floor page ${n}</title><script type="speculationrules">{"prerender":[{"source":"document","where":{"href_matches":"/*"},"eagerness":"immediate"}]}</script>` +
  `</head><body><main><h1>Floor page ${n}</h1><p>One heading, one paragraph and one link, prerendered from the moment ` +
  `the page before it loaded: how soon this browser shows a prerendered page after a click.</p>` +
  `<a href="/${n + 1}">Next page</a></main></body></html>`;
const FLOOR_JOURNEY: Journey = { name: 'floor (1 KB pages)', start: '/1', steps: [['main a'], ['main a'], ['main a']] };

/** How long the pointer rests on a link before the click (NAV_HOVER_MS, default 300 ms). */
const HOVER_MS = Number(process.env.NAV_HOVER_MS ?? 300);
const NETWORK = MOBILE_NETWORK;
/** NAV_CPU_SLOWDOWN=1 on a machine already slowed down by other work. */
const CPU_SLOWDOWN = mobileCpuSlowdown(process.env.NAV_CPU_SLOWDOWN);
const rounds = Number(process.env.ROUNDS ?? 1);
const port = Number(process.env.NAV_PORT ?? 4630);
const debug = process.env.NAV_DEBUG === '1';
const reducedMotion = process.env.NAV_REDUCED_MOTION === '1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface JourneyResult {
  navigations: NavigationSample[];
  backs: BackSample[];
  pageViews: number;
  unusedBytes: number;
}

/** One journey in a fresh profile: its clicks, its Back navigations, its bytes speculated in vain. */
async function runJourney(
  cdp: CdpClient,
  origin: string,
  journey: Journey,
  prerender: boolean,
): Promise<JourneyResult> {
  const tab = await CdpTab.open(cdp, async (sessionId) => {
    await Promise.all([
      cdp.send('Network.emulateNetworkConditions', NETWORK, sessionId),
      cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }, sessionId),
      prerender ? undefined : cdp.send('Page.setPrerenderingAllowed', { isAllowed: false }, sessionId),
      reducedMotion
        ? cdp.send(
            'Emulation.setEmulatedMedia',
            { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] },
            sessionId,
          )
        : undefined,
    ]);
  });
  try {
    const navigations: NavigationSample[] = [];
    const history: { href: string; path: string }[] = [];
    // Marks each document, so a Back that finds the mark again was restored, not loaded anew.
    const mark = (page: TabPage, n: number) => tab.run(page.sessionId, markVisit, [n]);

    let current = await tab.navigate(origin + journey.start);
    await sleep(1500);
    await mark(current, 0);
    history.push({ href: origin + journey.start, path: journey.start });

    for (const [index, choices] of journey.steps.entries()) {
      const target = await tab.findLink(current, choices);
      if (!target) throw new Error(`${journey.name}: no link for step ${index + 1} (${choices.join(' | ')})`);
      await tab.run(current.sessionId, recordClick, [CLICK_KEY]);
      await tab.moveTo(current, target.x, target.y);
      await sleep(HOVER_MS);
      await tab.click(current, target.x, target.y);
      current = await tab.shownPage(target.href);
      const paint = await tab.run(current.sessionId, paintAfterClick, [CLICK_KEY], 12_000);
      if (!paint || !Number.isFinite(paint.clickToLcp)) throw new Error(`${journey.name}: no LCP on ${target.href}`);
      if (!prerender && (paint.prerendered || paint.prefetched))
        throw new Error(`${journey.name}: ${target.href} was speculated with prerendering off`);
      navigations.push({ clickToLcpMs: paint.clickToLcp, prerendered: paint.prerendered });
      if (debug) console.log(`${prerender ? 'on ' : 'off'} ${journey.name}: ${target.href} ${JSON.stringify(paint)}`);
      await mark(current, index + 1);
      history.push({ href: target.href, path: new URL(target.href).pathname });
    }

    const backs: BackSample[] = [];
    for (let i = history.length - 2; i >= 0; i--) {
      const entry = history[i] as { href: string; path: string };
      await tab.run(current.sessionId, goBack, [], 500);
      current = await tab.shownPage(entry.href);
      const state = await tab.run(current.sessionId, visitState, []);
      backs.push({ path: entry.path, restored: state?.visit === i, reasons: state?.reasons ?? [] });
      await sleep(300);
    }
    if (debug) for (const p of tab.prerenders) console.log(`  prerender ${p.status} ${p.url} ${p.reason ?? ''}`);
    const unusedBytes = [...tab.pages.values()]
      .filter((p) => p.prerender && !p.opened)
      .reduce((sum, p) => sum + p.bytes, 0);
    return { navigations, backs, pageViews: history.length, unusedBytes };
  } finally {
    await tab.close();
  }
}

/** Brotli, as the site's own pages are sent (the build precompresses them at quality 10). */
const brotli = (text: string) => brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10 } });

/** The floor pages, with their speculation rules or (`plain`) without, as the browser accepts them. */
const serveFloor = (listenPort: number, plain: boolean) =>
  createServer((request, response) => {
    const n = Number(request.url?.slice(1)) || 1;
    const page = plain ? withoutSpeculationRules(floorPage(n)) : floorPage(n);
    const compressed = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...(compressed ? { 'content-encoding': 'br' } : {}),
    });
    response.end(compressed ? brotli(page) : page);
  }).listen(listenPort, '127.0.0.1');

/** Decoding and encoding of a compressed answer, by its content-encoding. */
const CODECS: Record<string, { decode: (body: Buffer) => Buffer; encode: (text: string) => Buffer }> = {
  br: { decode: brotliDecompressSync, encode: brotli },
  gzip: { decode: gunzipSync, encode: (text) => gzipSync(text) },
};

/**
 * The site through a proxy that leaves the speculation rules out of its pages (sent back in the
 * encoding the site chose) and passes every other answer through untouched: the "off" journeys.
 */
const servePlainLinks = (listenPort: number, upstream: string) =>
  createServer((request, response) => {
    const forward = httpRequest(
      upstream + (request.url ?? '/'),
      { method: request.method, headers: request.headers },
      (answer: IncomingMessage) => {
        if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const codec = CODECS[String(answer.headers['content-encoding'] ?? '')];
          const raw = Buffer.concat(chunks);
          const page = withoutSpeculationRules((codec ? codec.decode(raw) : raw).toString('utf8'));
          const body = codec ? codec.encode(page) : Buffer.from(page);
          const { etag: _etag, 'transfer-encoding': _chunked, ...headers } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': String(body.length) });
          response.end(body);
        });
      },
    );
    forward.on('error', () => response.destroy()).end();
  }).listen(listenPort, '127.0.0.1');

const { url: origin, server } = await serveDist(port);
const floorServer = serveFloor(port + 1, false);
const floorOrigin = `http://127.0.0.1:${port + 1}`;
const plainServer = servePlainLinks(port + 2, origin);
const plainOrigin = `http://127.0.0.1:${port + 2}`;
const plainFloorServer = serveFloor(port + 3, true);
const plainFloorOrigin = `http://127.0.0.1:${port + 3}`;
const browser = await launchBrowser();
const stopAll = () => {
  browser.close();
  server.kill();
  floorServer.close();
  plainServer.close();
  plainFloorServer.close();
};
process.once('SIGINT', () => {
  stopAll();
  process.exit(130);
});
const results = { on: [] as JourneyResult[], off: [] as JourneyResult[] };
const floor = { on: [] as JourneyResult[], off: [] as JourneyResult[] };
try {
  for (let round = 0; round < rounds; round++) {
    for (const journey of JOURNEYS) {
      // In turns, so the machine's load falls on both modes and on the floor alike.
      results.on.push(await runJourney(browser.cdp, origin, journey, true));
      results.off.push(await runJourney(browser.cdp, plainOrigin, journey, false));
      floor.on.push(await runJourney(browser.cdp, floorOrigin, FLOOR_JOURNEY, true));
    }
    floor.off.push(await runJourney(browser.cdp, plainFloorOrigin, FLOOR_JOURNEY, false));
  }
} finally {
  stopAll();
}

const on = summarizeNavigations(results.on.flatMap((r) => r.navigations));
const off = summarizeNavigations(results.off.flatMap((r) => r.navigations));
const views = results.on.reduce((sum, r) => sum + r.pageViews, 0);
const unusedBytesPerView = results.on.reduce((sum, r) => sum + r.unusedBytes, 0) / views;
const backs = [...results.on, ...results.off].flatMap((r) => r.backs);
const clicks = results.on.flatMap((r) => r.navigations).length;

console.log(
  `\nNavigation, ${JOURNEYS.length} journeys x ${rounds} round(s), ${clicks} clicks per mode: 150 ms RTT, 1.6 Mbit/s, ${CPU_SLOWDOWN}x CPU; hover ${HOVER_MS} ms then click`,
);
const floorOn = summarizeNavigations(floor.on.flatMap((r) => r.navigations));
const floorOff = summarizeNavigations(floor.off.flatMap((r) => r.navigations));
console.log(
  `click to LCP, prerendering on:  median ${Math.round(on.medianMs)} ms, p75 ${Math.round(on.p75Ms)} ms ` +
    `(target ${NAVIGATION_BUDGET.targetClickToLcpP75Ms} ms; the floor's own p75 ${Math.round(floorOn.p75Ms)} ms); ` +
    `${Math.round(on.prerenderedShare * 100)}% of clicks shown prerendered`,
);
console.log(
  `click to LCP, prerendering off (plain links): median ${Math.round(off.medianMs)} ms, p75 ${Math.round(off.p75Ms)} ms; ` +
    `prerendering saves ${Math.round(off.p75Ms - on.p75Ms)} ms at p75 (budget >= ${NAVIGATION_BUDGET.prerenderSavesP75Ms} ms)`,
);
console.log(
  `floor, 1 KB pages prerendered since the page before loaded: median ${Math.round(floorOn.medianMs)} ms, p75 ${Math.round(floorOn.p75Ms)} ms ` +
    `(${floor.on.flatMap((r) => r.navigations).length} clicks); on plain links: median ${Math.round(floorOff.medianMs)} ms, p75 ${Math.round(floorOff.p75Ms)} ms`,
);
console.log(
  `speculation for pages never opened: ${(unusedBytesPerView / 1024).toFixed(1)} KB per page view (budget ${NAVIGATION_BUDGET.unusedSpeculationBytesPerView / 1024} KB), over ${views} page views`,
);
const restored = backs.filter((b) => b.restored).length;
console.log(`Back navigations restored from the back/forward cache: ${restored} of ${backs.length}`);
for (const back of backs.filter((b) => !b.restored))
  console.log(`  not restored: ${back.path} ${back.reasons.join(', ')}`);
const misses = navigationBudgetMisses({ prerenderOn: on, prerenderOff: off, unusedBytesPerView, backs });
for (const miss of misses) console.log(`MISSED: ${miss}`);
process.exit(misses.length ? 1 : 0);
