/**
 * Loads the field beacon (vitals-beacon.ts, with web-vitals; its own file, see
 * src/integrations/script-file-chunk.ts) once the page has loaded, painted its largest content
 * and the browser is idle: nothing of it is on the critical path. On a small page the load event
 * comes before the first paint, so waiting for the load alone is not enough; the beacon's
 * request must start after the paint that a lab (Lighthouse) counts as the LCP. Browsers without
 * LCP entries (Safari) wait for the first contentful paint instead. Nothing for a visitor with
 * Global Privacy Control or Do Not Track on.
 * Built with VITALS=off (astro.config.mjs) this is empty and no page has a beacon.
 */
import beaconUrl from 'virtual:vitals-beacon-url';
import { trackingRefused } from '@/lib/vitals/consent';

/** The paint to wait for: the largest one where the browser reports it, else the first. */
const PAINT_ENTRY = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
  ? 'largest-contentful-paint'
  : 'paint';

function loadBeacon(): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = beaconUrl;
  document.head.append(script);
}

/** Calls `then` once a paint of PAINT_ENTRY's type has happened (buffered: also one before now). */
function afterPaint(then: () => void): void {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: PAINT_ENTRY, buffered: true });
}

if (import.meta.env.VITALS !== 'off' && !trackingRefused(navigator))
  addEventListener('load', () => afterPaint(() => (window.requestIdleCallback ?? setTimeout)(loadBeacon)), {
    once: true,
  });
