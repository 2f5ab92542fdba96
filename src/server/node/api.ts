/**
 * The form API as Node runs it (`npm start`, `astro dev`): the outbox table in SQLite (OUTBOX_DB)
 * with the records of the old folder outbox (OUTBOX_DIR) imported, nodemailer and the delivery
 * loop when SMTP_URL is set, the per-client rate limit from FORM_RATE_LIMIT, the client address from the
 * socket (or, behind TRUST_PROXY proxies, the address the outermost one put in X-Forwarded-For).
 *
 * What a stop waits for: the delivery loop's send and every send a request started (tracked
 * here), at most the drain time. An outbox that cannot be opened at start (a full disk) does not stop the
 * site: the API answers 503 and opens it as soon as it can. A send whose "sent" cannot be written
 * is held and written later, never sent again (core/delivery.ts HeldMarks).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { createApi, defaultClientKey, forwardedClientAddress } from '../core/api.ts';
import { createHeldMarks } from '../core/delivery.ts';
import { builtFormAnswers, builtPageFiles } from '../core/form-answer.ts';
import { readServerEnv, type Env, type ServerEnv } from '../core/env.ts';
import { createHealthCheck, type HealthCheck } from '../core/health-check.ts';
import { createSmtpMailer, smtpWorstCaseMs } from './mailer-smtp.ts';
import { safeErrorText, safeLogger } from '../../lib/log-text.ts';
import { importOutboxFolder } from './outbox-import.ts';
import { openingStore } from './outbox-opening.ts';
import { createSqliteStore } from './submission-store-sqlite.ts';
import { createDeliveryLoop, type DeliveryLoop } from './delivery-loop.ts';
import { createRateLimiter } from '../core/rate-limit.ts';
import type { SubmissionStore } from '../core/submission-store.ts';
import { createVitalsIntake, type VitalsIntake } from '../core/vitals-intake.ts';
import { createSqliteVitalsStore, type SqliteVitalsStore } from './vitals-store-sqlite.ts';
import { createVitalsOffload } from './vitals-offload.ts';

/** How often the server looks at the outbox's health by itself (a change is logged once). */
const HEALTH_WATCH_MS = 30_000;

const logger = safeLogger(console);

function socketClientKey(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return defaultClientKey(c);
  }
}

/**
 * Without TRUST_PROXY the client is the socket's address; a request that carries X-Forwarded-For
 * then means a proxy in front that every visitor shares a limit through: said once in the log.
 */
function directClientKey(): (c: Context) => string {
  let warned = false;
  return (c) => {
    if (!warned && c.req.header('x-forwarded-for')) {
      warned = true;
      logger.warn(
        'Form API: a request came through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor behind it shares one rate limit. Set TRUST_PROXY=1 (the number of proxies in front).',
      );
    }
    return socketClientKey(c);
  };
}

/**
 * Behind `hops` trusted proxies: the address the outermost one appended to X-Forwarded-For
 * (forwardedClientAddress), else the socket's.
 */
const forwardedClientKey =
  (hops: number) =>
  (c: Context): string =>
    forwardedClientAddress(c.req.header('x-forwarded-for'), hops) ?? socketClientKey(c);

/** The client's address as the form API counts it (the editor's sign-in counts by it too: src/server/node/editor/). */
export const requestClientKey = (trustProxy: number): ((c: Context) => string) =>
  trustProxy > 0 ? forwardedClientKey(trustProxy) : directClientKey();

/** The site's own pages for answers to form posts, in each language the build has them in. */
function builtFormAnswerPages(distDir: string | undefined) {
  return builtFormAnswers((page) => {
    const file = distDir
      ? builtPageFiles(page)
          .map((path) => join(distDir, path))
          .find((path) => existsSync(path))
      : undefined;
    return Promise.resolve(file ? readFileSync(file, 'utf8') : undefined);
  });
}

export interface NodeApi {
  api: Hono;
  config: ServerEnv;
  /** The outbox (SQLite at `outboxPath`), opened at start or as soon as it can be. */
  store: SubmissionStore;
  outboxPath: string;
  /** The field vitals, in their own database file (VITALS_DB, opened at first use). */
  vitals: SqliteVitalsStore;
  /** Takes the beacons: batches written once a second, the caps (core/vitals-intake.ts). */
  vitalsIntake: VitalsIntake;
  /** Folds the raw rows earlier versions kept into daily buckets, in slices (start() does it too); resolves with how many rows. */
  foldVitals(): Promise<number>;
  health: HealthCheck;
  /** Delivers due submissions; undefined without SMTP_URL (the outbox is the delivery). */
  deliveryLoop: DeliveryLoop | undefined;
  /** Imports the old folder outbox (OUTBOX_DIR) once, then starts the delivery loop and the health watch. */
  start(): Promise<void>;
  /** Stops the delivery loop and waits for every send in flight (the loop's and the requests'), at most `timeoutMs`. */
  stop(timeoutMs: number): Promise<void>;
}

/** `distDir`: the build whose /form-problem page answers form posts (else a page of the API's own). */
export function createNodeApi(env: Env = process.env, distDir?: string): NodeApi {
  const config = readServerEnv(env);
  for (const notice of config.notices) logger.warn(notice);
  if (config.smtpUrl) {
    // A lease shorter than one send lets a second attempt start while the first may still succeed.
    const sendMs = smtpWorstCaseMs(config.smtpUrl);
    if (config.policy.leaseS * 1000 <= sendMs)
      throw new Error(
        `OUTBOX_LEASE_S (${config.policy.leaseS} s) must be longer than the mail server's timeouts together (${sendMs / 1000} s), or a slow send is sent twice`,
      );
  }
  const outboxPath = resolve(config.outboxDb);
  const store = openingStore(() => createSqliteStore(outboxPath), { logger });
  // Beacon batches and the caps' counts here; the fold and the report in worker threads (below).
  const vitals = createSqliteVitalsStore(resolve(config.vitalsDb), { maxBytes: config.vitalsLimits.maxBytes });
  const vitalsIntake = createVitalsIntake({ store: vitals, limits: config.vitalsLimits, logger });
  // The fold and the report over many rows run in worker threads, never on the server's.
  const offload = createVitalsOffload({
    vitalsDb: resolve(config.vitalsDb),
    outboxDb: outboxPath,
    maxBytes: config.vitalsLimits.maxBytes,
  });
  const foldVitals = async (): Promise<number> => {
    try {
      const folded = await offload.fold();
      if (folded) logger.info(`Vitals: folded ${folded} raw row(s) of an earlier version into daily histograms`);
      return folded;
    } catch (error) {
      logger.error(`Vitals: could not fold old rows: ${safeErrorText(error)}`);
      return 0;
    }
  };
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl) : undefined;
  const now = () => new Date();
  const held = createHeldMarks();
  const deliveryLoop = mailer
    ? createDeliveryLoop({
        store,
        mailer,
        policy: config.policy,
        now,
        logger,
        held,
        concurrency: config.outboxConcurrency,
      })
    : undefined;
  const health = createHealthCheck({ store, now, staleAfterMs: config.staleAfterMs, logger });
  /** Sends the requests started that have not finished (they go on after the answer). */
  const sending = new Set<Promise<unknown>>();
  const api = createApi({
    outbox: store,
    policy: config.policy,
    logger,
    mailer,
    mail: { to: config.mailTo, from: config.mailFrom },
    rateLimiter: createRateLimiter(config.rateLimit),
    clientKey: requestClientKey(config.trustProxy),
    formAnswers: builtFormAnswerPages(distDir),
    allowedOrigins: config.allowedOrigins,
    faults: config.faults,
    health,
    healthToken: config.healthToken,
    vitals,
    vitalsIntake,
    vitalsRateLimiter: createRateLimiter(config.vitalsRateLimit),
    reportToken: config.reportToken,
    vitalsReport: (now) => offload.report(now),
    held,
    background: (work) => {
      sending.add(work);
      void work.finally(() => sending.delete(work));
    },
  });
  let watch: ReturnType<typeof setInterval> | undefined;
  return {
    api,
    config,
    store,
    outboxPath,
    vitals,
    vitalsIntake,
    foldVitals,
    health,
    deliveryLoop,
    async start() {
      const folder = resolve(config.outboxDir);
      try {
        const { found, imported, unreadable } = await importOutboxFolder(folder, store, now());
        if (imported) logger.info(`Outbox: imported ${imported} of ${found} record(s) from ${folder} (left as it was)`);
        for (const path of unreadable) logger.warn(`Outbox: could not read ${path}; it stays in the folder`);
      } catch (error) {
        logger.error(`Outbox: could not import ${folder}: ${safeErrorText(error)}`);
      }
      deliveryLoop?.start();
      void health.check();
      watch = setInterval(() => {
        health.invalidate();
        void health.check();
      }, HEALTH_WATCH_MS);
      watch.unref();
      // The vitals' file made and migrated here first, then folded in a worker thread.
      try {
        vitals.database();
      } catch (error) {
        logger.error(`Vitals: could not open ${vitals.path}: ${safeErrorText(error)}`);
      }
      void foldVitals();
    },
    async stop(timeoutMs) {
      clearInterval(watch);
      let expired: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all([deliveryLoop?.stop(timeoutMs), Promise.allSettled([...sending])]),
        new Promise<void>((resolve) => {
          expired = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(expired);
      if (sending.size > 0)
        logger.warn(`Outbox: stopped with ${sending.size} send(s) unfinished; sent again after their lease`);
      if (held.size > 0) logger.warn(`Outbox: stopped with ${held.size} sent submission(s) not yet marked sent`);
      mailer?.close();
      // What beacons wait is written before the files close.
      await vitalsIntake.close();
      await offload.close();
      vitals.close();
    },
  };
}

/** One line for the server log: where submissions go (never the SMTP credentials). */
export function describeDelivery({ config, outboxPath }: NodeApi): string {
  const smtp = config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host}, retried by itself` : 'no SMTP_URL: outbox only';
  return `Form API: ${smtp}; outbox ${outboxPath}; mail to ${config.mailTo}${config.trustProxy ? `; behind ${config.trustProxy} proxy(ies)` : ''}${config.faults ? '; E2E_FAULTS on' : ''}`;
}
