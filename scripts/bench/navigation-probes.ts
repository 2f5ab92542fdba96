/**
 * The in-page probes of `npm run bench:navigation`: functions that run inside the pages under test
 * (sent through `CdpTab.run`, serialised with their source), so each must be self-contained: no
 * imports, no closure over this module, arguments and results that survive JSON.
 */

/** What the page shown after a click reports about its paint. */
export interface PaintAfterClick {
  /** Click to the largest contentful paint (or the activation, if later), in ms. */
  clickToLcp: number;
  prerendered: boolean;
  prefetched: boolean;
  lcp: number;
  activation: number;
  /** For NAV_DEBUG: where the time went (all from the navigation's start, like lcp and activation). */
  html: number;
  domReady: number;
  fcp: number;
  lcpElement: string | undefined;
  lcpSize: number | undefined;
}

/** Where the click's time is kept for the next page (localStorage is shared with it). */
export const CLICK_KEY = 'bench:click';

/** Records the click's time where the next page can read it. */
export function recordClick(key: string): void {
  document.addEventListener(
    'click',
    (event) => localStorage.setItem(key, String(performance.timeOrigin + event.timeStamp)),
    { capture: true, once: true },
  );
}

/** Click to the largest contentful paint of the page now shown (or its activation, if later). */
export function paintAfterClick(key: string): Promise<PaintAfterClick> {
  return new Promise((resolve) => {
    const entries: LargestContentfulPaint[] = [];
    new PerformanceObserver((list) => entries.push(...(list.getEntries() as LargestContentfulPaint[]))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    const until = performance.now() + 8000;
    const report = () => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        activationStart?: number;
        deliveryType?: string;
      };
      const activation = nav.activationStart ?? 0;
      const last = entries.at(-1);
      const lcp = last?.startTime ?? Number.NaN;
      const clickAt = Number(localStorage.getItem(key));
      const element = last?.element;
      const elementName = element
        ? element.tagName + (element.className ? '.' + String(element.className).split(' ')[0] : '')
        : undefined;
      resolve({
        clickToLcp: performance.timeOrigin + Math.max(lcp, activation) - clickAt,
        prerendered: activation > 0,
        prefetched: nav.deliveryType === 'navigational-prefetch',
        lcp,
        activation,
        html: Math.round(nav.responseEnd),
        domReady: Math.round(nav.domContentLoadedEventEnd),
        fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
        lcpElement: elementName
          ? `${elementName} ${last?.url || (element?.textContent ?? '').trim().slice(0, 30)}`
          : last?.url,
        lcpSize: last?.size,
      });
    };
    const settle = () =>
      setTimeout(entries.length || performance.now() > until ? report : settle, entries.length ? 500 : 50);
    settle();
  });
}

/** A document marked with the visit it was shown for: a Back that finds the mark again was restored. */
type MarkedWindow = Window & { __benchVisit?: number };

/** Marks the document with the number of its visit. */
export function markVisit(visit: number): void {
  (window as MarkedWindow).__benchVisit = visit;
}

/** The visit this document was marked with, and why the browser did not restore it from the cache. */
export function visitState(): { visit: number | null; reasons: string[] } {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
    notRestoredReasons?: { reasons?: { reason: string }[] } | null;
  };
  const reasons = (nav.notRestoredReasons?.reasons ?? []).map((r) => r.reason);
  return { visit: (window as MarkedWindow).__benchVisit ?? null, reasons };
}

/** Goes Back one entry. */
export function goBack(): void {
  history.back();
}
