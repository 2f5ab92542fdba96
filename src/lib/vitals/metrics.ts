/**
 * What the field beacon measures and how it is judged, declared once for the browser, the API and
 * the report: the Web Vitals metrics, their good / poor thresholds (web.dev), the range a value may
 * have, the navigation types web-vitals reports, the viewport classes and the limits of a beacon.
 */

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** A value at most `good` is good, above `poor` poor, in between needs improvement (web.dev's thresholds). */
export const THRESHOLDS: Record<MetricName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** The largest value accepted: beyond it a value is a broken clock, not a visit (ms; CLS unitless). */
export const METRIC_MAX: Record<MetricName, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 50,
  FCP: 120_000,
  TTFB: 120_000,
};

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

export function ratingOf(metric: MetricName, value: number): Rating {
  const { good, poor } = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** web-vitals' `navigationType` values (v5/v6) a page load can have; soft navigations are not measured. */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

export const VIEWPORTS = ['narrow', 'wide'] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** A window narrower than this (CSS px) is `narrow`: the site's own mobile breakpoint (md). */
export const NARROW_BELOW_PX = 768;

export function viewportOf(widthPx: number): Viewport {
  return widthPx < NARROW_BELOW_PX ? 'narrow' : 'wide';
}

/** POST /api/vitals: the path the beacon is sent to. */
export const VITALS_PATH = '/api/vitals';
/** A beacon's body may be at most this long (bytes). */
export const VITALS_MAX_BODY_BYTES = 4 * 1024;
/** Page visits one beacon may carry (a page restored from the cache several times before it is hidden). */
export const MAX_VISITS_PER_BEACON = 8;
