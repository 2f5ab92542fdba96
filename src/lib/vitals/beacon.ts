/**
 * The body of the field beacon (POST /api/vitals) and the rows it becomes. One beacon is what a
 * page sends when it is hidden: its template, its viewport class, and per page visit (the first
 * load, or a restore from the back/forward cache) the navigation type, whether this beacon is the
 * visit's first (a page view), and the final value of each metric measured since the last beacon.
 * Nothing else is accepted: no URL, no identifier, no user agent (unknown keys are refused).
 */
import { z } from '../forms/zod.ts';
import {
  MAX_VISITS_PER_BEACON,
  METRIC_MAX,
  METRIC_NAMES,
  NAVIGATION_TYPES,
  VIEWPORTS,
  type MetricName,
  type NavigationType,
  type Viewport,
} from './metrics.ts';
import { PAGE_TEMPLATES, type PageTemplate } from './templates.ts';

const metricValue = (name: MetricName) =>
  z
    .number({ error: `${name} must be a number` })
    .min(0, { error: `${name} must be 0 or more` })
    .max(METRIC_MAX[name], { error: `${name} must be at most ${METRIC_MAX[name]}` });

const metricsSchema = z.strictObject(
  Object.fromEntries(METRIC_NAMES.map((name) => [name, metricValue(name).optional()])) as Record<
    MetricName,
    z.ZodOptional<z.ZodNumber>
  >,
  { error: `metrics holds only ${METRIC_NAMES.join(', ')}` },
);

const visitSchema = z
  .strictObject({
    navigationType: z.enum(NAVIGATION_TYPES, { error: `navigationType must be one of ${NAVIGATION_TYPES.join(', ')}` }),
    pageView: z.boolean({ error: 'pageView must be true or false' }),
    metrics: metricsSchema,
  })
  .refine((visit) => visit.pageView || Object.values(visit.metrics).some((value) => value !== undefined), {
    error: 'A visit carries a page view or at least one metric',
  });

export const vitalsBeaconSchema = z.strictObject({
  template: z.enum(PAGE_TEMPLATES, { error: 'template must be the route pattern of one of the site’s pages' }),
  viewport: z.enum(VIEWPORTS, { error: `viewport must be one of ${VIEWPORTS.join(', ')}` }),
  visits: z
    .array(visitSchema)
    .min(1, { error: 'visits must hold at least one visit' })
    .max(MAX_VISITS_PER_BEACON, { error: `visits may hold at most ${MAX_VISITS_PER_BEACON}` }),
});

export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

/** What a beacon stores: one row per metric value, one count per page view, on the day received. */
export interface VitalsSample {
  template: PageTemplate;
  metric: MetricName;
  navigationType: NavigationType;
  viewport: Viewport;
  value: number;
}

export interface PageViewCount {
  template: PageTemplate;
  navigationType: NavigationType;
  viewport: Viewport;
  views: number;
}

export function beaconSamples(beacon: VitalsBeacon): VitalsSample[] {
  return beacon.visits.flatMap((visit) =>
    METRIC_NAMES.flatMap((metric) => {
      const value = visit.metrics[metric];
      return value === undefined
        ? []
        : [
            {
              template: beacon.template,
              metric,
              navigationType: visit.navigationType,
              viewport: beacon.viewport,
              value,
            },
          ];
    }),
  );
}

export function beaconPageViews(beacon: VitalsBeacon): PageViewCount[] {
  const counts = new Map<NavigationType, number>();
  for (const visit of beacon.visits)
    if (visit.pageView) counts.set(visit.navigationType, (counts.get(visit.navigationType) ?? 0) + 1);
  return [...counts].map(([navigationType, views]) => ({
    template: beacon.template,
    navigationType,
    viewport: beacon.viewport,
    views,
  }));
}

/** The UTC day of a time, as the tables keep it (`2026-11-28`): a row holds no finer time. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
