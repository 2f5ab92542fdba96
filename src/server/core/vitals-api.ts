/**
 * The field measurement's routes in the API (createApi adds them; docs/forms.md):
 *
 * POST /api/vitals, the page's beacon (navigator.sendBeacon: text/plain, or application/json),
 * a body of src/lib/vitals/beacon.ts, taken by the intake (vitals-intake.ts: written in batches,
 * capped):
 *   204                            taken: each metric value counted in its bucket, the page views counted
 *   400 { message, issues? }       not JSON, or not a beacon (unknown template or metric, a value out of range, any other key)
 *   403 { message }                a browser on another origin
 *   413 { message }                body over VITALS_MAX_BODY_BYTES (4 KB)
 *   415 { message }                another content type
 *   429 { message } + Retry-After  over VITALS_RATE_LIMIT beacons per client and window, or over
 *                                  VITALS_CLIENT_DAILY_LIMIT per client and day (until the next UTC day)
 *   503 { message } + Retry-After  refused by a cap: the day's, the size, the disk reserve, a full queue
 * Nothing is stored unless the answer is 204, and nothing of the request but the beacon's fields
 * and the day (no address, no user agent, no time of day).
 *
 * GET /api/report, the report of src/lib/vitals/report.ts as JSON, for `npm run report -- --url`:
 *   404 when REPORT_TOKEN is unset (the route is not there), 401 without `Authorization: Bearer
 *   <REPORT_TOKEN>`, 503 when the database cannot be read, else 200. The store streams its rows
 *   into the report in slices (it never holds the rows, nor blocks the server for long).
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fieldIssues } from '../../lib/forms/schemas.ts';
import { safeErrorText } from '../../lib/log-text.ts';
import { beaconPageViews, beaconSamples, dayOf, vitalsBeaconSchema } from '../../lib/vitals/beacon.ts';
import { VITALS_MAX_BODY_BYTES, VITALS_PATH } from '../../lib/vitals/metrics.ts';
import { createReportTally, type VitalsReport } from '../../lib/vitals/report.ts';
import type { Logger } from './delivery.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { VitalsIntake } from './vitals-intake.ts';
import type { VitalsStore } from './vitals-store.ts';

export const REPORT_PATH = '/api/report';

/** The report of what a store holds, streamed into a tally. */
export async function readReport(store: VitalsStore, now: Date): Promise<VitalsReport> {
  const tally = createReportTally(now);
  await store.tally(tally);
  return tally.report();
}

export interface VitalsApiDeps {
  store: VitalsStore;
  intake: VitalsIntake;
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
      const day = dayOf(deps.now());
      const answer = await deps.intake.offer(
        deps.clientKey(c),
        beaconSamples(parsed.data).map((sample) => ({ ...sample, day })),
        beaconPageViews(parsed.data).map((view) => ({ ...view, day })),
        day,
      );
      if (answer.outcome === 'stored') return c.body(null, 204);
      c.header('Retry-After', String(answer.retryAfterSeconds));
      return answer.outcome === 'client-cap'
        ? c.json({ message: 'This client has sent all the beacons counted today' }, 429)
        : c.json({ message: 'Beacons are not being taken now' }, 503);
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
    try {
      return c.json(await readReport(deps.store, deps.now()));
    } catch (error) {
      // A database that cannot be read (an unreadable file, a read-only disk) is the server's state, not a bug.
      deps.logger.error(`Vitals: could not read the report: ${safeErrorText(error)}`);
      return c.json({ message: 'The report cannot be read now' }, 503);
    }
  });
}
