/**
 * The form API as Node runs it (`npm start`, `astro dev`): the on-disk outbox, nodemailer when
 * SMTP_URL is set, the per-client rate limit from FORM_RATE_LIMIT, the client address from the
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
import { createFileOutbox } from './outbox-fs.ts';
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
  outboxDir: string;
}

/** `distDir`: the build whose /form-problem page answers form posts (else a page of the API's own). */
export function createNodeApi(env: Env = process.env, distDir?: string): NodeApi {
  const config = readServerEnv(env);
  const outboxDir = resolve(config.outboxDir);
  const outbox = createFileOutbox(outboxDir);
  // What a crash left half-written is finished (or removed) before the server takes new work.
  void outbox.recover().then(
    ({ finished, removed }) => {
      if (finished.length || removed.length)
        console.warn(`Outbox: finished ${finished.length} and removed ${removed.length} file(s) a crash left behind`);
    },
    (error: unknown) => console.error(`Outbox: could not look for leftovers: ${String(error)}`),
  );
  const api = createApi({
    outbox,
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl) : undefined,
    mail: { to: config.mailTo, from: config.mailFrom },
    rateLimiter: createRateLimiter(config.rateLimit),
    clientKey: config.trustProxy > 0 ? forwardedClientKey(config.trustProxy) : socketClientKey,
    formAnswerPage: builtFormAnswerPage(distDir),
    allowedOrigins: config.allowedOrigins,
    faults: config.faults,
  });
  return { api, config, outboxDir };
}

/** One line for the server log: where submissions go. */
export function describeDelivery({ config, outboxDir }: NodeApi): string {
  const smtp = config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host}` : 'no SMTP_URL: outbox only';
  return `Form API: ${smtp}; outbox ${outboxDir}; mail to ${config.mailTo}${config.faults ? '; E2E_FAULTS on' : ''}`;
}
