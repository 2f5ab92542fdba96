/**
 * A browser tab driven through the DevTools protocol the way DevTools itself attaches: through
 * the tab target, so the page may prerender (Chromium refuses to prerender for a page that a
 * client attached to directly, which is how Playwright attaches). Every page of the tab, the one
 * shown and each one it prerenders, gets the same `prepare` (throttling, say) before it starts,
 * and its bytes, console errors and exceptions are recorded. Used by `npm run bench:navigation`
 * and the browser tests of prerendered navigation (tests/e2e/navigation.spec.ts).
 */
import * as chromeLauncher from 'chrome-launcher';
import { CdpClient, type CdpEvent, type CdpParams } from './cdp-client.ts';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';

export interface TabPage {
  sessionId: string;
  /** Attached as a prerender (it may have been activated since). */
  prerender: boolean;
  /** Compressed bytes its requests brought in. */
  bytes: number;
  /** Shown to the visitor at some point. */
  opened: boolean;
  detached: boolean;
}

export interface PrerenderStatus {
  url: string;
  status: string;
  reason?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The tab's in-page probes, sent through `CdpTab.run`: each self-contained.

/** How far the document has loaded. */
function readyState(): DocumentReadyState {
  return document.readyState;
}

/** Where the page is and whether it is the one on screen (not hidden, not still prerendering). */
function shownState(): { href: string; visible: boolean; prerendering: boolean } {
  const { prerendering } = document as Document & { prerendering?: boolean };
  return { href: location.href, visible: document.visibilityState === 'visible', prerendering: prerendering === true };
}

/**
 * The centre of the first visible link matching one of `selectors` that leads elsewhere (scrolled
 * into view), and its URL.
 */
async function linkPoint(selectors: readonly string[]): Promise<{ x: number; y: number; href: string } | undefined> {
  const here = location.pathname;
  const link = selectors
    .flatMap((selector) => [...document.querySelectorAll<HTMLAnchorElement>(selector)])
    .find((a) => a.getClientRects().length > 0 && new URL(a.href).pathname !== here);
  if (!link) return undefined;
  // At once (the page may scroll smoothly), then until the point found is on the link itself:
  // a point taken while the page still scrolls or settles clicks something else.
  link.scrollIntoView({ block: 'center', behavior: 'instant' });
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
  let point: { x: number; y: number; href: string } | undefined;
  for (let attempt = 0; attempt < 40; attempt++) {
    await frame();
    const box = link.getBoundingClientRect();
    point = { x: box.left + Math.min(box.width / 2, 40), y: box.top + box.height / 2, href: link.href };
    if (document.elementFromPoint(point.x, point.y)?.closest('a') === link) return point;
  }
  return point;
}

/** A headless Chromium with a protocol connection that attaches to tabs. */
export async function launchBrowser(): Promise<{ cdp: CdpClient; close: () => void }> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', '--window-size=1280,800', ...CHROMIUM_ARGS],
  });
  const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  const { webSocketDebuggerUrl } = (await response.json()) as { webSocketDebuggerUrl: string };
  const cdp = await CdpClient.connect(webSocketDebuggerUrl);
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: true,
    filter: [{ type: 'tab' }],
  });
  return {
    cdp,
    close: () => {
      cdp.close();
      chrome.kill();
    },
  };
}

export class CdpTab {
  readonly pages = new Map<string, TabPage>();
  readonly prerenders: PrerenderStatus[] = [];
  /** Console errors, uncaught exceptions and error log entries (CSP violations among them). */
  readonly problems: string[] = [];
  readonly cdp: CdpClient;
  readonly browserContextId: string;
  /** The page on screen, as last seen. */
  current: TabPage | undefined;
  private mouse = { x: 640, y: 400 };
  private stop: () => void = () => undefined;
  /** The protocol sessions of this tab's own tab targets: only their pages belong to it. */
  private readonly tabSessions = new Set<string>();

  private constructor(cdp: CdpClient, browserContextId: string) {
    this.cdp = cdp;
    this.browserContextId = browserContextId;
  }

  /**
   * A new tab in a fresh profile; `prepare` runs on each of its pages before the page starts (it
   * must send its commands before it first awaits anything).
   */
  static async open(
    cdp: CdpClient,
    prepare: (sessionId: string) => Promise<void> = async () => undefined,
  ): Promise<CdpTab> {
    const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext');
    const tab = new CdpTab(cdp, browserContextId);
    let first: (sessionId: string) => void = () => undefined;
    const firstPage = new Promise<string>((resolve) => (first = resolve));
    // Sent together, not awaited one by one: a page waiting for the debugger may answer only once
    // it runs, and the protocol handles a session's commands in order, so all apply before it starts.
    const setup = async (sessionId: string) => {
      await Promise.all([
        ...['Network.enable', 'Page.enable', 'Preload.enable', 'Runtime.enable', 'Log.enable'].map((method) =>
          cdp.send(method, {}, sessionId).catch(() => undefined),
        ),
        prepare(sessionId).catch(() => undefined),
        cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => undefined),
      ]);
    };
    tab.stop = cdp.on((event: CdpEvent) => tab.onEvent(event, setup, first));
    await cdp.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
      newWindow: true,
      width: 1280,
      height: 800,
    });
    tab.current = tab.pages.get(await firstPage);
    return tab;
  }

  private onEvent(event: CdpEvent, setup: (sessionId: string) => Promise<void>, first: (id: string) => void): void {
    const { method, params } = event;
    if (method === 'Target.attachedToTarget') {
      const { sessionId, targetInfo } = params as { sessionId: string; targetInfo: CdpParams };
      if (targetInfo.type === 'tab' && targetInfo.browserContextId === this.browserContextId) {
        this.tabSessions.add(sessionId);
        // Pages start paused, so their throttling applies from their first request.
        void this.cdp.send(
          'Target.setAutoAttach',
          { autoAttach: true, waitForDebuggerOnStart: true, flatten: true },
          sessionId,
        );
      } else if (
        targetInfo.type === 'page' &&
        event.sessionId &&
        this.tabSessions.has(event.sessionId) &&
        !this.pages.has(sessionId)
      ) {
        const prerender = targetInfo.subtype === 'prerender';
        const isFirst = this.pages.size === 0;
        this.pages.set(sessionId, { sessionId, prerender, bytes: 0, opened: !prerender, detached: false });
        void setup(sessionId).then(() => isFirst && first(sessionId));
      } else if (event.sessionId && this.tabSessions.has(event.sessionId)) {
        void this.cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => undefined);
      }
      return;
    }
    const page = event.sessionId ? this.pages.get(event.sessionId) : undefined;
    if (method === 'Target.detachedFromTarget') {
      const detached = this.pages.get(String(params.sessionId));
      if (detached) detached.detached = true;
    } else if (method === 'Preload.prerenderStatusUpdated') {
      const key = params.key as { url: string };
      this.prerenders.push({
        url: key.url,
        status: String(params.status),
        reason: typeof params.prerenderStatus === 'string' ? params.prerenderStatus : undefined,
      });
    } else if (method === 'Network.loadingFinished' && page) {
      page.bytes += Number(params.encodedDataLength ?? 0);
    } else if (method === 'Runtime.exceptionThrown' && page) {
      const details = params.exceptionDetails as { text?: string; exception?: { description?: string } };
      this.problems.push(`exception: ${details.exception?.description ?? details.text ?? ''}`);
    } else if (method === 'Runtime.consoleAPICalled' && page && params.type === 'error') {
      const args = params.args as { value?: unknown; description?: string }[];
      this.problems.push(
        `console: ${args.map((arg) => (typeof arg.value === 'string' ? arg.value : (arg.description ?? JSON.stringify(arg.value)))).join(' ')}`,
      );
    } else if (method === 'Log.entryAdded' && page) {
      const entry = params.entry as { level: string; text: string; url?: string };
      if (entry.level === 'error') this.problems.push(`log: ${entry.text} ${entry.url ?? ''}`);
    }
  }

  /** The value of `expression` (awaited) in a page, or undefined if the page does not answer in time. */
  async evaluate<T>(sessionId: string, expression: string, timeout = 5000): Promise<T | undefined> {
    const call = this.cdp
      .send<{ result: { value?: T } }>(
        'Runtime.evaluate',
        { expression, awaitPromise: true, returnByValue: true },
        sessionId,
      )
      .then((r) => r.result.value)
      .catch(() => undefined);
    return Promise.race([call, sleep(timeout).then(() => undefined)]);
  }

  /**
   * The value of `probe(...args)` (awaited) in a page, or undefined if the page does not answer in
   * time. The probe is sent as its source, so it must be self-contained (no imports, no closure over
   * its module) and take and return only what survives JSON.
   */
  run<Args extends unknown[], Result>(
    sessionId: string,
    probe: (...args: Args) => Result | Promise<Result>,
    args: Args,
    timeout = 5000,
  ): Promise<Result | undefined> {
    return this.evaluate<Result>(sessionId, `(${probe.toString()})(...${JSON.stringify(args)})`, timeout);
  }

  async navigate(url: string): Promise<TabPage> {
    if (!this.current) throw new Error('the tab has no page');
    await this.cdp.send('Page.navigate', { url }, this.current.sessionId);
    const page = await this.shownPage(url, 60_000);
    // Its address changes when the response starts; the document is whole once it has loaded.
    for (const until = Date.now() + 60_000; Date.now() < until; await sleep(50)) {
      if ((await this.run(page.sessionId, readyState, [], 1000)) === 'complete') return page;
    }
    throw new Error(`${url} did not finish loading within 60 s`);
  }

  /** The page on screen at `href` (not one still prerendering), once it is there. */
  async shownPage(href: string, timeout = 30_000): Promise<TabPage> {
    const until = Date.now() + timeout;
    let seen: string[] = [];
    while (Date.now() < until) {
      seen = [];
      for (const page of this.pages.values()) {
        if (page.detached) continue;
        const state = await this.run(page.sessionId, shownState, [], 1000);
        if (state?.href === href && state.visible && !state.prerendering) {
          page.opened = true;
          this.current = page;
          return page;
        }
        seen.push(JSON.stringify(state ?? null));
      }
      await sleep(50);
    }
    throw new Error(`${href} did not show within ${timeout} ms (pages: ${seen.join(' ')})`);
  }

  /** The centre of the first visible link matching one of `selectors` (scrolled into view), and its URL. */
  async findLink(
    page: TabPage,
    selectors: readonly string[],
  ): Promise<{ x: number; y: number; href: string } | undefined> {
    return this.run(page.sessionId, linkPoint, [selectors], 30_000);
  }

  /** Moves the pointer to a point at a hand's pace (about 25 px a frame), over whatever lies on its way. */
  async moveTo(page: TabPage, x: number, y: number): Promise<void> {
    const steps = Math.max(5, Math.round(Math.hypot(x - this.mouse.x, y - this.mouse.y) / 25));
    const from = this.mouse;
    for (let i = 1; i <= steps; i++) {
      const point = { x: from.x + ((x - from.x) * i) / steps, y: from.y + ((y - from.y) * i) / steps };
      await this.cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point }, page.sessionId);
      await sleep(16);
    }
    this.mouse = { x, y };
  }

  async click(page: TabPage, x: number, y: number): Promise<void> {
    const at = { x, y, button: 'left', clickCount: 1 };
    await this.cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at }, page.sessionId);
    await this.cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at }, page.sessionId);
    // The next page starts with the pointer where a fresh page would see it.
    this.mouse = { x: 640, y: 400 };
  }

  /** Waits for the browser to report `status` for a prerender of `url`; its last status if it never does. */
  async prerenderStatus(url: string, status: string, timeout = 20_000): Promise<string | undefined> {
    const until = Date.now() + timeout;
    const last = () => this.prerenders.filter((p) => p.url === url).at(-1);
    while (Date.now() < until && last()?.status !== status) await sleep(50);
    return last()?.status;
  }

  async close(): Promise<void> {
    this.stop();
    await this.cdp
      .send('Target.disposeBrowserContext', { browserContextId: this.browserContextId })
      .catch(() => undefined);
  }
}
