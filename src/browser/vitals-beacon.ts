/**
 * The field beacon (issue 44; README, Privacy and measurement), loaded by vitals-loader.ts after
 * the page's load, its largest paint and an idle moment, never on the critical path. It measures
 * LCP, INP, CLS, FCP and TTFB with web-vitals and, when the page is hidden, sends what it measured
 * since the last time in one navigator.sendBeacon to the site's own API: the page's template (the
 * route pattern BaseLayout puts on <body>, never the URL), the viewport class, and per visit (the
 * load, each restore from the back/forward cache) its navigation type and whether it was counted
 * yet.
 * Never loaded when the visitor asks not to be tracked (vitals-loader.ts checks it), and
 * nothing from a prerendered page until it is shown.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalsBeacon } from '@/lib/vitals/beacon';
import {
  MAX_VISITS_PER_BEACON,
  METRIC_MAX,
  NAVIGATION_TYPES,
  VITALS_PATH,
  viewportOf,
  type MetricName,
  type NavigationType,
} from '@/lib/vitals/metrics';
import { isPageTemplate } from '@/lib/vitals/templates';

type Visit = VitalsBeacon['visits'][number];

const isNavigationType = (value: string): value is NavigationType =>
  (NAVIGATION_TYPES as readonly string[]).includes(value);

function startBeacon(): void {
  const template = document.body.dataset['template'];
  if (!isPageTemplate(template)) return;
  const viewport = viewportOf(window.innerWidth);
  /** The visits with something to send, by visit number; a visit is a load or a restore from the cache. */
  const pending = new Map<number, Visit>();
  /** Visits already counted as a page view. */
  const counted = new Set<number>();
  /** Metrics already sent (a metric reported again with a later value is not sent twice). */
  const sent = new Set<string>();
  let visit = 0;

  const queue = (metric: Metric) => {
    const name: MetricName = metric.name;
    if (sent.has(metric.id) || !isNavigationType(metric.navigationType)) return;
    if (!(metric.value >= 0 && metric.value <= METRIC_MAX[name])) return;
    const entry = pending.get(visit) ?? { navigationType: metric.navigationType, pageView: false, metrics: {} };
    entry.metrics[name] = name === 'CLS' ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value);
    pending.set(visit, entry);
    sent.add(metric.id);
  };

  const flush = () => {
    if (document.visibilityState !== 'hidden' || pending.size === 0) return;
    const visits = [...pending].slice(-MAX_VISITS_PER_BEACON).map(([number, entry]) => {
      const first = !counted.has(number);
      counted.add(number);
      return { ...entry, pageView: first };
    });
    pending.clear();
    const body: VitalsBeacon = { template, viewport, visits };
    navigator.sendBeacon(VITALS_PATH, JSON.stringify(body));
  };

  // Before web-vitals' own listener (also capturing), so what it reports for a restore counts as the new visit.
  addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) visit += 1;
    },
    true,
  );
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(queue);
  // After web-vitals' own listeners, so the values it reports on hiding are queued first.
  addEventListener('visibilitychange', flush);
  addEventListener('pagehide', flush);
}

// A prerendered page measures and sends nothing until the visitor is shown it.
if (document.prerendering) document.addEventListener('prerenderingchange', startBeacon, { once: true });
else startBeacon();
