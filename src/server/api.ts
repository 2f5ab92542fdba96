/**
 * The form API (Hono). Web-standard Request/Response only, so the same app runs in `astro dev`
 * (dev-integration.ts), in `npm start` (node.ts) and on serverless/edge runtimes
 * (docs/forms.md). Everything it touches (outbox, mailer, clock, rate limiter) is injected,
 * with in-memory defaults, so tests drive it through `app.request()`.
 *
 * POST /api/send-email
 *   200 { ok: true }              stored in the outbox (and sent, when a mail server is set)
 *   400 { message, issues }       not JSON, unknown form type, or invalid fields
 *   403 { message }               a browser on another origin
 *   405 { message }               another method
 *   413 { message }               body over `maxBodyBytes`
 *   415 { message }               not application/json
 *   429 { message } + Retry-After too many submissions from this client
 *   500 { message }               could not be stored (nothing accepted; the visitor may retry)
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { site } from '../config/site.ts';
import { HONEYPOT_FIELD, fieldIssues, formPayloadSchema, isFormType, type FieldIssue } from '../lib/forms/schemas.ts';
import { deliver, type Logger, type Mailer } from './delivery.ts';
import { composeEmail, type MailSettings } from './email.ts';
import { createMemoryOutbox, type Outbox } from './outbox.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';

export const SEND_EMAIL_PATH = '/api/send-email';
export const HEALTH_PATH = '/api/health';
/** Every path the API answers; other /api/* paths belong to whatever serves the API beside them. */
export const API_PATHS: readonly string[] = [HEALTH_PATH, SEND_EMAIL_PATH];
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;
/** Header that makes delivery fail, honoured only with `faults: true` (E2E_FAULTS=1). */
export const FAULT_HEADER = 'x-e2e-fail';

export interface ApiDeps {
  /** Where accepted submissions are stored first. Default: in memory. */
  outbox?: Outbox;
  /** Mail server; without one the outbox is the delivery. */
  mailer?: Mailer | undefined;
  /** Recipient and sender. Default: the studio inbox from the site config. */
  mail?: Partial<MailSettings>;
  /** Per-client limit. Default: 5 submissions per 10 minutes, in memory. */
  rateLimiter?: RateLimiter;
  /** Who "a client" is. Default: the first X-Forwarded-For address, X-Real-IP, or 'unknown'. */
  clientKey?: (c: Context) => string;
  /** Browser origins allowed besides the API's own (e.g. SITE_URL's when the API lives elsewhere). */
  allowedOrigins?: readonly string[];
  /** Honour FAULT_HEADER (end-to-end tests only). */
  faults?: boolean;
  now?: () => Date;
  maxBodyBytes?: number;
  /** How long a request waits for the mail server before answering (the send goes on). */
  deliveryWaitMs?: number;
  /** Keeps background sends alive on runtimes that need it (e.g. `ctx.waitUntil`). */
  background?: (work: Promise<unknown>) => void;
  logger?: Logger;
}

type Issues = { message: string; issues: FieldIssue[] };

export function defaultClientKey(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || c.req.header('x-real-ip')?.trim() || 'unknown';
}

function isJsonContentType(value: string | undefined): boolean {
  const type = value?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createApi(deps: ApiDeps = {}): Hono {
  const outbox = deps.outbox ?? createMemoryOutbox();
  const now = deps.now ?? (() => new Date());
  const logger: Logger = deps.logger ?? console;
  const rateLimiter = deps.rateLimiter ?? createRateLimiter({ limit: 5, windowMs: 10 * 60_000 });
  const clientKey = deps.clientKey ?? defaultClientKey;
  const mail: MailSettings = {
    to: deps.mail?.to ?? site.emails.contact,
    from: deps.mail?.from ?? `${site.name} website <${site.emails.contact}>`,
    siteName: deps.mail?.siteName ?? site.name,
  };
  const extraOrigins = new Set(deps.allowedOrigins ?? []);

  /** Same host as the API itself (scheme may differ behind a TLS proxy), or explicitly allowed. */
  const isAllowedOrigin = (origin: string, c: Context): boolean => {
    if (extraOrigins.has(origin)) return true;
    try {
      return new URL(origin).host === new URL(c.req.url).host;
    } catch {
      return false;
    }
  };

  const originGuard: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !isAllowedOrigin(origin, c)) {
      return c.json({ message: 'This origin may not use the form API' }, 403);
    }
    return next();
  };

  const rateLimit: MiddlewareHandler = async (c, next) => {
    const decision = rateLimiter.hit(clientKey(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      const minutes = Math.ceil(decision.retryAfterSeconds / 60);
      return c.json(
        { message: `Too many submissions. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` },
        429,
      );
    }
    return next();
  };

  const requireJson: MiddlewareHandler = async (c, next) => {
    if (!isJsonContentType(c.req.header('content-type'))) {
      return c.json({ message: 'Send the form as application/json' }, 415);
    }
    return next();
  };

  const limitBody = bodyLimit({
    maxSize: deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    onError: (c) => c.json({ message: 'The submission is too large' }, 413),
  });

  const api = new Hono();
  api.get(HEALTH_PATH, (c) => c.json({ ok: true }));

  api.use(
    SEND_EMAIL_PATH,
    cors({
      origin: (origin, c) => (isAllowedOrigin(origin, c) ? origin : null),
      allowMethods: ['POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Accept'],
      maxAge: 600,
    }),
  );

  api.post(SEND_EMAIL_PATH, originGuard, rateLimit, requireJson, limitBody, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json<Issues>({ message: 'The submission is not valid JSON', issues: [] }, 400);
    }
    if (!isRecord(body)) {
      return c.json<Issues>({ message: 'The submission must be a JSON object', issues: [] }, 400);
    }

    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null) {
      logger.warn(`Form API: dropped a ${String(body['formType'])} submission that filled the honeypot`);
      return c.json({ ok: true });
    }

    if (!isFormType(body['formType'])) {
      return c.json<Issues>(
        {
          message: 'Unknown form type',
          issues: [{ path: 'formType', message: 'formType must be "consultation" or "request"' }],
        },
        400,
      );
    }

    const parsed = formPayloadSchema.safeParse(body);
    if (!parsed.success) {
      return c.json<Issues>(
        { message: 'Please correct the highlighted fields', issues: fieldIssues(parsed.error) },
        400,
      );
    }
    const submission = parsed.data;

    try {
      if (deps.faults && c.req.header(FAULT_HEADER) === '1') {
        throw new Error('Simulated delivery failure (E2E_FAULTS=1 and x-e2e-fail: 1)');
      }
      const message = composeEmail(submission, mail, now());
      const result = await deliver(
        { formType: submission.formType, message, submission },
        {
          outbox,
          mailer: deps.mailer,
          now,
          logger,
          waitMs: deps.deliveryWaitMs ?? 8000,
          ...(deps.background ? { background: deps.background } : {}),
        },
      );
      logger.info(`Form API: ${submission.formType} ${result.id} ${result.status}`);
    } catch (error) {
      logger.error(`Form API: could not store a submission: ${error instanceof Error ? error.message : String(error)}`);
      return c.json({ message: 'Your message could not be sent. Please try again later.' }, 500);
    }
    return c.json({ ok: true });
  });

  api.all(SEND_EMAIL_PATH, (c) => {
    c.header('Allow', 'POST, OPTIONS');
    return c.json({ message: 'Use POST' }, 405);
  });

  return api;
}
