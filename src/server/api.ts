/**
 * The form API (Hono). Web-standard Request/Response only, so the same app runs in `astro dev`
 * (dev-integration.ts), in `npm start` (node.ts) and on serverless/edge runtimes
 * (docs/forms.md). Everything it touches (outbox, mailer, clock, rate limiter) is injected,
 * with in-memory defaults, so tests drive it through `app.request()`.
 *
 * GET /api/health: 200 { ok: true }, or 503 when the outbox cannot be written to.
 *
 * POST /api/send-email, as JSON (the forms' islands, other clients):
 *   200 { ok: true }              stored in the outbox (and sent, when a mail server is set)
 *   400 { message, issues }       not JSON, unknown form type, or invalid fields
 *   403 { message }               a browser on another origin
 *   405 { message }               another method
 *   413 { message }               body over `maxBodyBytes`
 *   415 { message }               neither JSON nor a form post, or a charset it cannot read
 *   429 { message } + Retry-After too many submissions from this client
 *   500 { message }               could not be stored (nothing accepted; the visitor may retry)
 * or as a browser's form post (application/x-www-form-urlencoded, multipart/form-data without
 * files; the forms without JavaScript), the same fields validated by the same schemas:
 *   303 to the form's confirmation page (FORM_SENT_PAGES) when accepted;
 *   every refusal above with the same status, as a page listing what to correct (form-answer.ts).
 * A visitor's own mistakes (400, 415) do not count towards the rate limit.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { site } from '../config/studio.ts';
import { FORM_SENT_PAGES } from '../lib/forms/form-pages.ts';
import { decodeUrlEncoded, formPostToPayload } from '../lib/forms/form-post.ts';
import { HONEYPOT_FIELD, fieldIssues, formPayloadSchema, isFormType, type FieldIssue } from '../lib/forms/schemas.ts';
import { deliver, type Logger, type Mailer } from './delivery.ts';
import { composeEmail, type MailSettings } from './email.ts';
import { backHrefOf, formAnswerPage, labelledIssues, type FormAnswerPage } from './form-answer.ts';
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
  /** Who "a client" is. Default: the address the nearest proxy put in X-Forwarded-For, X-Real-IP, or 'unknown'. */
  clientKey?: (c: Context) => string;
  /** The page answering a form post that was not accepted. Default: a small page of its own. */
  formAnswerPage?: FormAnswerPage;
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

/**
 * The client's address as `trustedHops` proxies in front of the server saw it. Each proxy appends
 * the address it received the request from to X-Forwarded-For, so the entry `trustedHops` from
 * the right was written by the outermost trusted proxy; entries left of it are whatever the
 * client sent and are never trusted. Undefined when the header has fewer entries.
 */
export function forwardedClientAddress(header: string | undefined, trustedHops = 1): string | undefined {
  if (!header || trustedHops < 1) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  const address = entries[entries.length - trustedHops];
  return address || undefined;
}

export function defaultClientKey(c: Context): string {
  return forwardedClientAddress(c.req.header('x-forwarded-for')) || c.req.header('x-real-ip')?.trim() || 'unknown';
}

type BodyKind = 'json' | 'form';

function bodyKindOf(contentType: string | undefined): BodyKind | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') return 'form';
  return undefined;
}

/** The charset a urlencoded body declares (UTF-8 when it declares none). */
function charsetOf(contentType: string | undefined): string {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1] ?? 'utf-8';
}

class RefusedBody extends Error {
  readonly status: 400 | 415;
  constructor(message: string, status: 400 | 415) {
    super(message);
    this.status = status;
  }
}

/** A form post's fields as the JSON payload (form-post.ts); files are refused. */
async function readFormPost(c: Context): Promise<Record<string, unknown>> {
  const contentType = c.req.header('content-type');
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) {
    let data: FormData;
    try {
      data = await c.req.raw.formData();
    } catch {
      throw new RefusedBody('The form could not be read', 400);
    }
    const entries: [string, string][] = [];
    for (const [name, value] of data) {
      if (typeof value !== 'string') throw new RefusedBody('Files cannot be sent with this form', 400);
      entries.push([name, value]);
    }
    return formPostToPayload(entries);
  }
  const charset = charsetOf(contentType);
  let entries: [string, string][];
  try {
    entries = decodeUrlEncoded(new Uint8Array(await c.req.arrayBuffer()), charset);
  } catch {
    throw new RefusedBody(`The form's character set (${charset}) is not supported: send it as UTF-8`, 415);
  }
  return formPostToPayload(entries);
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

  const answerPage = deps.formAnswerPage ?? formAnswerPage();

  /**
   * Refuses a submission: JSON for JSON clients; for a browser's form post, the page that lists
   * what to correct, with a link back to the form.
   */
  const refuse = (
    c: Context,
    status: 400 | 403 | 413 | 415 | 429 | 500,
    message: string,
    issues?: FieldIssue[],
    formType?: unknown,
  ) => {
    if (status === 400 || status === 415) rateLimiter.refund?.(clientKey(c));
    if (bodyKindOf(c.req.header('content-type')) !== 'form') {
      return c.json(issues ? ({ message, issues } satisfies Issues) : { message }, status);
    }
    const answer = {
      issues: issues?.length ? labelledIssues(formType, issues) : [{ message }],
      backHref: backHrefOf(c.req.header('referer'), c.req.url, formType),
    };
    return c.html(answerPage(answer), status);
  };

  const originGuard: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !isAllowedOrigin(origin, c)) return refuse(c, 403, 'This origin may not use the form API');
    return next();
  };

  const rateLimit: MiddlewareHandler = async (c, next) => {
    const decision = rateLimiter.hit(clientKey(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      const minutes = Math.ceil(decision.retryAfterSeconds / 60);
      return refuse(c, 429, `Too many submissions. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    return next();
  };

  const requireKnownBody: MiddlewareHandler = async (c, next) => {
    if (!bodyKindOf(c.req.header('content-type'))) {
      return refuse(c, 415, 'Send the form as application/json or as a form post');
    }
    return next();
  };

  const limitBody = bodyLimit({
    maxSize: deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    onError: (c) => refuse(c, 413, 'The submission is too large'),
  });

  const api = new Hono();
  api.get(HEALTH_PATH, async (c) =>
    (await (outbox.writable?.() ?? true))
      ? c.json({ ok: true })
      : c.json({ ok: false, message: 'The outbox cannot be written to: submissions would be refused' }, 503),
  );

  api.use(
    SEND_EMAIL_PATH,
    cors({
      origin: (origin, c) => (isAllowedOrigin(origin, c) ? origin : null),
      allowMethods: ['POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Accept'],
      maxAge: 600,
    }),
  );

  api.post(SEND_EMAIL_PATH, originGuard, rateLimit, requireKnownBody, limitBody, async (c) => {
    const kind = bodyKindOf(c.req.header('content-type'));
    let body: unknown;
    if (kind === 'form') {
      try {
        body = await readFormPost(c);
      } catch (error) {
        if (error instanceof RefusedBody) return refuse(c, error.status, error.message);
        throw error;
      }
    } else {
      try {
        body = await c.req.json();
      } catch {
        return refuse(c, 400, 'The submission is not valid JSON', []);
      }
    }
    if (!isRecord(body)) return refuse(c, 400, 'The submission must be a JSON object', []);

    /** What an accepted submission gets: { ok: true }, or the confirmation page for a form post. */
    const accepted = (formType: unknown) =>
      kind === 'form' && isFormType(formType) ? c.redirect(FORM_SENT_PAGES[formType], 303) : c.json({ ok: true });

    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null) {
      logger.warn(`Form API: dropped a ${String(body['formType'])} submission that filled the honeypot`);
      return accepted(body['formType']);
    }

    if (!isFormType(body['formType'])) {
      return refuse(c, 400, 'Unknown form type', [
        { path: 'formType', message: 'formType must be "consultation" or "request"' },
      ]);
    }

    const parsed = formPayloadSchema.safeParse(body);
    if (!parsed.success) {
      return refuse(c, 400, 'Please correct the highlighted fields', fieldIssues(parsed.error), body['formType']);
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
      return refuse(c, 500, 'Your message could not be sent. Please try again later.', undefined, submission.formType);
    }
    return accepted(submission.formType);
  });

  api.all(SEND_EMAIL_PATH, (c) => {
    c.header('Allow', 'POST, OPTIONS');
    return c.json({ message: 'Use POST' }, 405);
  });

  return api;
}
