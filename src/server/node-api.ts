/**
 * The form API as Node runs it (`npm start`, `astro dev`): the on-disk outbox, nodemailer when
 * SMTP_URL is set, the per-client rate limit from FORM_RATE_LIMIT, the client address from the
 * socket (or X-Forwarded-For with TRUST_PROXY=1).
 */
import { resolve } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { createApi, defaultClientKey } from './api.ts';
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

export interface NodeApi {
  api: Hono;
  config: ServerEnv;
  outboxDir: string;
}

export function createNodeApi(env: Env = process.env): NodeApi {
  const config = readServerEnv(env);
  const outboxDir = resolve(config.outboxDir);
  const api = createApi({
    outbox: createFileOutbox(outboxDir),
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl) : undefined,
    mail: { to: config.mailTo, from: config.mailFrom },
    rateLimiter: createRateLimiter(config.rateLimit),
    clientKey: config.trustProxy ? defaultClientKey : socketClientKey,
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
