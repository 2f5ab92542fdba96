/**
 * `client:painted` hydrates an island when the browser is idle (like `client:idle`) or, written
 * `client:painted="visible"`, when the island scrolls into view (like `client:visible`), but in
 * either case only once the page's first contentful paint has reached the screen. On a fast
 * device the browser can be idle, and an island visible, before its first frame is shown; the
 * island's code (React first of all) would then compete with that frame, and with the page's
 * images, for the CPU and the network. If the browser reports no paint at all (no Paint Timing,
 * or a page loaded hidden), hydration goes ahead at the load event plus PAINT_WAIT_MS.
 *
 * Astro inlines this file into the page (and hashes it into the CSP), so it must stay small and
 * import nothing but types.
 */
import type { ClientDirective } from 'astro';

const PAINT_WAIT_MS = 2000;
const IDLE_WAIT_MS = 2000;

function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) return once();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const fallback = () => setTimeout(once, PAINT_WAIT_MS);
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
}

const paintedDirective: ClientDirective = (load, options, el) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  afterFirstPaint(() => {
    if (options.value !== 'visible') {
      // An idle moment, or IDLE_WAIT_MS at most: a page kept busy still gets its islands.
      if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(), { timeout: IDLE_WAIT_MS });
      else setTimeout(() => void hydrate(), 200);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void hydrate();
    });
    for (const child of el.children) observer.observe(child);
  });
};

export default paintedDirective;
