/**
 * Loads the field beacon (vitals-beacon.ts, with web-vitals; its own file, see
 * src/integrations/vitals-beacon-chunk.ts) once the page has loaded and the browser is idle:
 * nothing of it is on the critical path. Nothing for a visitor with Global Privacy Control or
 * Do Not Track on.
 * Built with VITALS=off (astro.config.mjs) this is empty and no page has a beacon.
 */
import beaconUrl from 'virtual:vitals-beacon-url';
import { trackingRefused } from '@/lib/vitals/consent';

if (import.meta.env.VITALS !== 'off' && !trackingRefused(navigator))
  addEventListener(
    'load',
    () =>
      (window.requestIdleCallback ?? setTimeout)(() => {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = beaconUrl;
        document.head.append(script);
      }),
    { once: true },
  );
