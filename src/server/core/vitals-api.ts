/**
 * The field measurement's routes in the API (createApi adds them; docs/forms.md):
 *
 * POST /api/vitals, the page's beacon (navigator.sendBeacon: text/plain, or application/json),
 * a body of src/lib/vitals/beacon.ts:
 *   204                            stored: one row per metric value, the page views counted
 *   400 { message, issues? }       not JSON, or not a beacon (unknown template or metric, a value out of range, any other key)
 *   403 { message }                a browser on another origin
 *   413 { message }                body over VITALS_MAX_BODY_BYTES (4 KB)
 *   415 { message }                another content type
 *   429 { message } + Retry-After  over VITALS_RATE_LIMIT beacons per client and window
 *   503 { message }                could not be stored
 * Nothing is stored unless the answer is 204, and nothing of the request but the beacon's fields
 * and the day (no address, no user agent, no time of day).
 *
 * GET /api/report, the report of src/lib/vitals/report.ts as JSON, for `npm run report -- --url`:
 *   404 when REPORT_TOKEN is unset (the route is not there), 401 without `Authorization: Bearer
 *   <REPORT_TOKEN>`, else 200.
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fieldIssues } from '../../lib/forms/schemas.ts';
import { safeErrorText } from '../../lib/log-text.ts';
import { beaconPageViews, beaconSamples, dayOf, vitalsBeaconSchema } from '../../lib/vitals/beacon.ts';
import { VITALS_MAX_BODY_BYTES, VITALS_PATH } from '../../lib/vitals/metrics.ts';
import { daysBefore } from '../../lib/vitals/records.ts';
import { REPORT_DAYS, buildReport } from '../../lib/vitals/report.ts';
import type { Logger } from './delivery.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { VitalsStore } from './vitals-store.ts';

export const REPORT_PATH = '/api/report';

export interface VitalsApiDeps {
  store: VitalsStore;
  rateLimiter: RateLimiter;
  clientKey: (c: Context) => string;
  /** Whether a browser on this origin may send beacons (the API's own host, SITE_URL's). */
  isAllowedOrigin: (origin: string, c: Context) => boolean;
  now: () => Date;
  /** REPORT_TOKEN: without it GET /api/report is not there. */
  reportToken: string | undefined;
  logger: Logger;
  /** Whether two strings are equal, in a time that does not tell how much of them matched. */
  sameText: (a: string, b: string) => boolean;
}

const ACCEPTED_TYPES = ['text/plain', 'application/json'];

export function addVitalsRoutes(api: Hono, deps: VitalsApiDeps): void {
  const limitBody = bodyLimit({
    maxSize: VITALS_MAX_BODY_BYTES,
    onError: (c) => c.json({ message: `A beacon is at most ${VITALS_MAX_BODY_BYTES} bytes` }, 413),
  });

  api.post(
    VITALS_PATH,
    async (c, next) => {
      const origin = c.req.header('origin');
      const crossSite = c.req.header('sec-fetch-site')?.trim().toLowerCase() === 'cross-site';
      if (origin ? !deps.isAllowedOrigin(origin, c) : crossSite)
        return c.json({ message: 'This origin may not send beacons' }, 403);
      const decision = await deps.rateLimiter.hit(deps.clientKey(c));
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfterSeconds));
        return c.json({ message: 'Too many beacons from this client' }, 429);
      }
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!ACCEPTED_TYPES.includes(type))
        return c.json({ message: 'Send the beacon as text/plain or application/json' }, 415);
      return next();
    },
    limitBody,
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return c.json({ message: 'The beacon is not valid JSON' }, 400);
      }
      const parsed = vitalsBeaconSchema.safeParse(body);
      if (!parsed.success) return c.json({ message: 'Not a beacon', issues: fieldIssues(parsed.error) }, 400);
      try {
        await deps.store.record(beaconSamples(parsed.data), beaconPageViews(parsed.data), dayOf(deps.now()));
      } catch (error) {
        deps.logger.error(`Vitals: could not store a beacon: ${safeErrorText(error)}`);
        return c.json({ message: 'The beacon could not be stored' }, 503);
      }
      return c.body(null, 204);
    },
  );

  api.all(VITALS_PATH, (c) => {
    c.header('Allow', 'POST');
    return c.json({ message: 'Use POST' }, 405);
  });

  const reportBearer = deps.reportToken ? `Bearer ${deps.reportToken}` : undefined;
  api.get(REPORT_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!reportBearer) return c.json({ message: 'Not found' }, 404);
    if (!deps.sameText(c.req.header('authorization') ?? '', reportBearer)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ message: 'A valid REPORT_TOKEN is needed as a bearer token' }, 401);
    }
    const now = deps.now();
    const data = await deps.store.read(daysBefore(dayOf(now), REPORT_DAYS - 1));
    return c.json(buildReport(data, now));
  });
}
