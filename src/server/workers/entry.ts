/**
 * The Cloudflare Workers entry (wrangler.jsonc): the static build is served by Workers static
 * assets (with dist/_headers and the 404 page); this Worker answers /api/* with the same Hono app
 * as `npm start` (core/api.ts), given the Workers' ports: the submissions store on D1, the queue that
 * delivers them (queue-delivery.ts), the HTTP mail API, the rate-limiting binding and the clock.
 * It also consumes the submissions queue and its dead-letter queue, and runs the cron sweep (which
 * also folds raw field rows an earlier version kept, vitals-store-d1.ts). REPORT_TOKEN (a secret) opens GET /api/report.
 */
import type { Hono } from 'hono';
import { isNotFoundPagePath, notFoundPageOf } from '../../lib/not-found-page.ts';
import { REVALIDATE_CACHE, SECURITY_HEADERS } from '../../lib/security-headers.ts';
import { createApi } from '../core/api.ts';
import type { Logger } from '../core/delivery.ts';
import { readServerEnv, type Env } from '../core/env.ts';
import { builtFormAnswers } from '../core/form-answer.ts';
import { createHealthCheck, type HealthCheck } from '../core/health-check.ts';
import { createHttpMailer } from './mailer-http.ts';
import type { SubmissionStore } from '../core/submission-store.ts';
import {
  deliverQueued,
  forEachMessage,
  receiveDeadLetters,
  sweepStranded,
  type DeadLetter,
  type QueueDeliveryDeps,
  type SubmissionMessage,
} from './queue-delivery.ts';
import { createRateLimiter, type RateLimiter } from '../core/rate-limit.ts';
import { createVitalsIntake } from '../core/vitals-intake.ts';
import { createD1VitalsStore } from './vitals-store-d1.ts';
import { createD1Store, type D1SubmissionStore } from './submission-store-d1.ts';
import type { D1Database, ExecutionContext, MessageBatch, Queue, RateLimitBinding } from './bindings.ts';

export interface WorkerEnv {
  DB: D1Database;
  SUBMISSIONS: Queue<SubmissionMessage>;
  DEAD_SUBMISSIONS: Queue<DeadLetter>;
  FORM_RATE_LIMITER: RateLimitBinding;
  ASSETS: { fetch(request: Request | string): Promise<Response> };
  /** The HTTP mail API (mailer-http.ts); unset: submissions stay queued in D1. */
  MAIL_API_URL?: string;
  /** Its key: a secret (`wrangler secret put MAIL_API_KEY`), never in wrangler.jsonc. */
  MAIL_API_KEY?: string;
  /** Opens GET /api/report: a secret (`wrangler secret put REPORT_TOKEN`); unset, the route answers 404. */
  REPORT_TOKEN?: string;
  [name: string]: unknown;
}

/** The binding's window (wrangler.jsonc `ratelimits[].simple.period`): the wait a refused client is told. */
const RATE_LIMIT_PERIOD_S = 60;
/** The queues of wrangler.jsonc (`queues`). */
const SUBMISSIONS_QUEUE = 'studio-submissions';
const DEAD_LETTER_QUEUE = 'studio-submissions-dead';

const logger: Logger = console;

function textVars(env: WorkerEnv): Env {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The rate-limiting binding as the API's limiter: one shared count per client across isolates. */
function bindingRateLimiter(binding: RateLimitBinding): RateLimiter {
  return {
    async hit(key) {
      const { success } = await binding.limit({ key });
      return { allowed: success, retryAfterSeconds: success ? 0 : RATE_LIMIT_PERIOD_S };
    },
  };
}

/**
 * The API's outbox on the edge: a submission is stored in D1 (only then is it accepted) and its
 * id sent to the queue, whose consumer delivers it. A queue that refuses the message loses
 * nothing: the cron sweep sends the row later.
 */
function queuedStore(store: D1SubmissionStore, queue: Queue<SubmissionMessage>): SubmissionStore {
  return {
    ...store,
    async insert(entry, lease) {
      const row = await store.insert(entry, lease);
      await queue.send({ id: row.id }).catch((error: unknown) => {
        logger.error(`Outbox: ${row.id} stored, not yet queued (the sweep will): ${String(error)}`);
      });
      return row;
    },
  };
}

/** Responses of the Worker get the headers dist/_headers gives every file. */
function withSiteHeaders(response: Response): Response {
  const answer = new Response(response.body, response);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) answer.headers.set(name, value);
  if (!answer.headers.has('Cache-Control')) answer.headers.set('Cache-Control', REVALIDATE_CACHE);
  return answer;
}

/**
 * The 404 page's own URLs (run_worker_first in wrangler.jsonc): its content with status 404, as
 * npm start answers them, where the assets would serve /404 as a page with 200.
 */
async function notFoundPage(request: Request, env: WorkerEnv): Promise<Response> {
  const page = await env.ASSETS.fetch(new Request(new URL(notFoundPageOf(new URL(request.url).pathname), request.url)));
  const headers = new Headers(page.headers);
  headers.delete('ETag');
  return new Response(request.method === 'HEAD' ? null : page.body, { status: 404, headers });
}

let api: Promise<Hono> | undefined;
let health: HealthCheck | undefined;

/** The outbox's health, one per isolate: the API's /api/health and the cron's look share it (a change is logged once). */
function healthOf(env: WorkerEnv): HealthCheck {
  health ??= createHealthCheck({
    store: createD1Store(env.DB),
    now: () => new Date(),
    staleAfterMs: readServerEnv(textVars(env)).staleAfterMs,
    logger,
  });
  return health;
}

/** The API, made once per isolate: its answer page is the build's /form-problem page. */
async function apiOf(env: WorkerEnv): Promise<Hono> {
  const vars = textVars(env);
  const config = readServerEnv(vars);
  for (const notice of config.notices) logger.warn(notice);
  const vitals = createD1VitalsStore(env.DB);
  const app = createApi({
    outbox: queuedStore(createD1Store(env.DB), env.SUBMISSIONS),
    policy: config.policy,
    mail: { to: config.mailTo, from: config.mailFrom },
    rateLimiter: bindingRateLimiter(env.FORM_RATE_LIMITER),
    clientKey: (c) => c.req.header('cf-connecting-ip') ?? 'unknown',
    formAnswers: builtFormAnswers((page) =>
      env.ASSETS.fetch(new Request(`http://assets${page}`))
        .then((response) => (response.ok ? response.text() : undefined))
        .catch(() => undefined),
    ),
    allowedOrigins: config.allowedOrigins,
    faults: config.faults,
    health: healthOf(env),
    healthToken: config.healthToken,
    vitals,
    // No process lives on between requests: each beacon is written as it comes (one D1 batch), the caps as under Node.
    vitalsIntake: createVitalsIntake({ store: vitals, limits: { ...config.vitalsLimits, batchBeacons: 1 }, logger }),
    // Per isolate: beacons are cheap, a shared count is not worth a binding's round trip.
    vitalsRateLimiter: createRateLimiter(config.vitalsRateLimit),
    reportToken: config.reportToken,
    deliveredBy: `stored in D1, delivered through the queue ${SUBMISSIONS_QUEUE}`,
  });
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return app;
}

function deliveryDeps(env: WorkerEnv): QueueDeliveryDeps {
  return {
    store: createD1Store(env.DB),
    mailer: env.MAIL_API_URL ? createHttpMailer({ url: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY }) : undefined,
    deadLetters: env.DEAD_SUBMISSIONS,
    queue: env.SUBMISSIONS,
    policy: readServerEnv(textVars(env)).policy,
    now: () => new Date(),
    logger,
  };
}

export default {
  async fetch(request: Request, env: WorkerEnv): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (isNotFoundPagePath(pathname)) return withSiteHeaders(await notFoundPage(request, env));
    // Any other path run_worker_first hands over for its 404 patterns (/a/b/404) is the assets'.
    if (!pathname.startsWith('/api/') && pathname !== '/__scheduled') return env.ASSETS.fetch(request);
    api ??= apiOf(env);
    return withSiteHeaders(await (await api).fetch(request, env));
  },

  async queue(batch: MessageBatch<unknown>, env: WorkerEnv): Promise<void> {
    const deps = deliveryDeps(env);
    if (batch.queue === DEAD_LETTER_QUEUE) return receiveDeadLetters(batch as MessageBatch<DeadLetter>, deps);
    return forEachMessage(
      batch as MessageBatch<SubmissionMessage>,
      (message) => deliverQueued(message, deps),
      readServerEnv(textVars(env)).outboxConcurrency,
    );
  },

  async scheduled(_controller: unknown, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
    const deps = deliveryDeps(env);
    ctx.waitUntil(
      sweepStranded({
        store: deps.store,
        queue: env.SUBMISSIONS,
        now: deps.now,
        graceMs: deps.policy.leaseS * 1000,
        logger,
      }),
    );
    // A dead lead or one waiting too long is logged when the status changes (once per isolate).
    const outbox = healthOf(env);
    outbox.invalidate();
    ctx.waitUntil(outbox.check());
    // Yesterday's per-client counts and their salt go: a day's hashes cannot be matched to addresses once it is over.
    const fieldData = createD1VitalsStore(env.DB);
    ctx.waitUntil(
      fieldData.pruneClients(new Date().toISOString().slice(0, 10)).catch((error: unknown) => {
        logger.error(`Vitals: could not delete earlier days' client counts: ${String(error)}`);
      }),
    );
    // Raw rows an earlier version kept become daily histograms, a slice at a time (a no-op once done).
    ctx.waitUntil(
      fieldData.fold().then(
        (folded) => {
          if (folded) logger.info(`Vitals: folded ${folded} raw row(s) into daily histograms`);
        },
        (error: unknown) => logger.error(`Vitals: could not fold old rows: ${String(error)}`),
      ),
    );
  },
};
