/**
 * The form API as Node runs it (`npm start`, `astro dev`): the outbox table in SQLite (OUTBOX_DB)
 * with the records of the old folder outbox (OUTBOX_DIR) imported, nodemailer and the delivery
 * worker when SMTP_URL is set, the per-client rate limit from FORM_RATE_LIMIT, the client address from the
 * socket (or, behind TRUST_PROXY proxies, the address the outermost one put in X-Forwarded-For).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { createApi, defaultClientKey, forwardedClientAddress } from './api.ts';
import { FORM_PROBLEM_FILES, formAnswerPage } from './form-answer.ts';
import { readServerEnv, type Env, type ServerEnv } from './env.ts';
import { createSmtpMailer } from './mailer-smtp.ts';
import { safeErrorText, safeLogger } from '../lib/log-text.ts';
import { importOutboxFolder } from './outbox-import.ts';
import { createSqliteStore, type SqliteStore } from './outbox-sqlite.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { createRateLimiter } from './rate-limit.ts';

function socketClientKey(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return defaultClientKey(c);
  }
}

/**
 * Behind `hops` trusted proxies: the address the outermost one appended to X-Forwarded-For
 * (forwardedClientAddress), else the socket's.
 */
const forwardedClientKey =
  (hops: number) =>
  (c: Context): string =>
    forwardedClientAddress(c.req.header('x-forwarded-for'), hops) ?? socketClientKey(c);

/** The site's own page for answers to form posts, when the build has it. */
function builtFormAnswerPage(distDir: string | undefined) {
  const file = distDir
    ? FORM_PROBLEM_FILES.map((path) => join(distDir, path)).find((path) => existsSync(path))
    : undefined;
  return formAnswerPage(file ? readFileSync(file, 'utf8') : undefined);
}

export interface NodeApi {
  api: Hono;
  config: ServerEnv;
  store: SqliteStore;
  /** Delivers due submissions; undefined without SMTP_URL (the outbox is the delivery). */
  worker: OutboxWorker | undefined;
  /** Imports the old folder outbox (OUTBOX_DIR) once, then starts the worker. */
  start(): Promise<void>;
  /** Stops the worker, waiting for its send in flight at most `timeoutMs`. */
  stop(timeoutMs: number): Promise<void>;
}

const logger = safeLogger(console);

/** `distDir`: the build whose /form-problem page answers form posts (else a page of the API's own). */
export function createNodeApi(env: Env = process.env, distDir?: string): NodeApi {
  const config = readServerEnv(env);
  const store = createSqliteStore(resolve(config.outboxDb));
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl) : undefined;
  const now = () => new Date();
  const worker = mailer ? createOutboxWorker({ store, mailer, policy: config.policy, now, logger }) : undefined;
  const api = createApi({
    outbox: store,
    policy: config.policy,
    logger,
    mailer,
    mail: { to: config.mailTo, from: config.mailFrom },
    rateLimiter: createRateLimiter(config.rateLimit),
    clientKey: config.trustProxy > 0 ? forwardedClientKey(config.trustProxy) : socketClientKey,
    formAnswerPage: builtFormAnswerPage(distDir),
    allowedOrigins: config.allowedOrigins,
    faults: config.faults,
  });
  return {
    api,
    config,
    store,
    worker,
    async start() {
      const folder = resolve(config.outboxDir);
      try {
        const { found, imported, unreadable } = await importOutboxFolder(folder, store, now());
        if (imported) logger.info(`Outbox: imported ${imported} of ${found} record(s) from ${folder} (left as it was)`);
        for (const path of unreadable) logger.warn(`Outbox: could not read ${path}; it stays in the folder`);
      } catch (error) {
        logger.error(`Outbox: could not import ${folder}: ${safeErrorText(error)}`);
      }
      worker?.start();
    },
    async stop(timeoutMs) {
      await worker?.stop(timeoutMs);
      mailer?.close();
    },
  };
}

/** One line for the server log: where submissions go (never the SMTP credentials). */
export function describeDelivery({ config, store }: NodeApi): string {
  const smtp = config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host}, retried by itself` : 'no SMTP_URL: outbox only';
  return `Form API: ${smtp}; outbox ${store.path}; mail to ${config.mailTo}${config.faults ? '; E2E_FAULTS on' : ''}`;
}
