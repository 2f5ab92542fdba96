/**
 * The form API (Hono). Web-standard Request/Response only, so the same app runs in `astro dev`
 * (src/integrations/form-api-dev.ts), in `npm start` (node/entry.ts) and on Cloudflare Workers
 * (workers/entry.ts; docs/forms.md). Everything it touches (outbox, mailer, clock, rate limiter)
 * is injected, with in-memory defaults, so tests drive it through `app.request()`.
 *
 * GET /api/health (health-check.ts; the statuses in src/lib/outbox/health.ts):
 *   200 { ok: true, status: 'ok' }         submissions are stored and delivered
 *   200 { ok: true, status: 'degraded' }   stored, but a lead is dead or has waited too long to go out
 *   503 { ok: false, status: 'down' }      a submission cannot be stored now (a load balancer's signal)
 * With `Authorization: Bearer <HEALTH_TOKEN>` also `reasons`, the `outbox` counts by state and
 * `oldestWaitingAt`; without it nothing about the studio's leads. One look at the outbox (a real
 * write) answers every call for a few seconds.
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
 *   503 { message } + Retry-After the outbox is not open yet (a start on a full disk)
 * or as a browser's form post (application/x-www-form-urlencoded, multipart/form-data without
 * files; the forms without JavaScript), the same fields validated by the same schemas:
 *   303 to the form's confirmation page (FORM_SENT_PAGES) when accepted;
 *   every refusal above with the same status, as a page listing what to correct (form-answer.ts).
 * A visitor's own mistakes (400, 415) and the server's failures (500, 503) do not count towards
 * the rate limit. A browser's cross-site post is refused (403) by its Origin, or by its
 * Sec-Fetch-Site when it sends no Origin.
 *
 * POST /api/vitals (the pages' field beacon) and GET /api/report (behind REPORT_TOKEN): vitals-api.ts.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { site } from '../../config/studio.ts';
import { clientNetworkKey } from '../../lib/client-network.ts';
import { FORM_SENT_PAGES } from '../../lib/forms/form-pages.ts';
import { DEFAULT_LANGUAGE, localizedPath } from '../../lib/i18n/languages.ts';
import { decodeUrlEncoded, formPostToPayload } from '../../lib/forms/form-post.ts';
import { HONEYPOT_FIELD, fieldIssues, isFormType, type FieldIssue } from '../../lib/forms/schemas.ts';
import { safeErrorText, safeLogger } from '../../lib/log-text.ts';
import { DEFAULT_OUTBOX_POLICY, type OutboxPolicy } from '../../lib/outbox/delivery-rules.ts';
import { deliver, type HeldMarks, type Logger, type Mailer } from './delivery.ts';
import { composeEmail, type MailSettings } from './email.ts';
import {
  answersFor,
  backHrefOf,
  formAnswers,
  labelledIssues,
  type FormAnswers,
  type FormAnswersOf,
} from './form-answer.ts';
import { createHealthCheck, type HealthCheck } from './health-check.ts';
import { OutboxUnavailableError, createMemoryStore, type SubmissionStore } from './submission-store.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';
import { VITALS_PATH } from '../../lib/vitals/metrics.ts';
import { REPORT_PATH, addVitalsRoutes, readReport } from './vitals-api.ts';
import type { VitalsReport } from '../../lib/vitals/report.ts';
import { createMemoryVitalsStore, type VitalsStore } from './vitals-store.ts';
import { createVitalsIntake, type VitalsIntake } from './vitals-intake.ts';
import {
  DEFAULT_STALE_AFTER_S,
  DEFAULT_VITALS_LIMITS,
  DEFAULT_VITALS_RATE_LIMIT,
  DEFAULT_VITALS_RATE_WINDOW_SECONDS,
} from './env.ts';

export const SEND_EMAIL_PATH = '/api/send-email';
export const HEALTH_PATH = '/api/health';
/** Every path the API answers; other /api/* paths belong to whatever serves the API beside them. */
export const API_PATHS: readonly string[] = [HEALTH_PATH, SEND_EMAIL_PATH, VITALS_PATH, REPORT_PATH];
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;
/** Header that makes delivery fail, honoured only with `faults: true` (E2E_FAULTS=1). */
export const FAULT_HEADER = 'x-e2e-fail';

export interface ApiDeps {
  /** Where accepted submissions are stored first (the outbox table). Default: in memory. */
  outbox?: SubmissionStore;
  /** Retries, attempts, lease (delivery-rules.ts). Default: DEFAULT_OUTBOX_POLICY. */
  policy?: OutboxPolicy;
  /** Mail server; without one the outbox is the delivery. */
  mailer?: Mailer | undefined;
  /** Recipient and sender. Default: the studio inbox from the site config. */
  mail?: Partial<MailSettings>;
  /** Per-client limit. Default: 5 submissions per 10 minutes, in memory. */
  rateLimiter?: RateLimiter;
  /** Who "a client" is. Default: the address the nearest proxy put in X-Forwarded-For, X-Real-IP, or 'unknown'. */
  clientKey?: (c: Context) => string;
  /**
   * The site's page answering a form post that was not accepted, in a language, with the words
   * the API validates posts in that language with. Default: a small page of its own, in the
   * default language.
   */
  formAnswers?: FormAnswersOf;
  /** Browser origins allowed besides the API's own (e.g. SITE_URL's when the API lives elsewhere). */
  allowedOrigins?: readonly string[];
  /** The outbox's health (shared with whoever else looks at it). Default: one of its own over `outbox`. */
  health?: HealthCheck;
  /** OUTBOX_STALE_AFTER_S in ms, for the default health check. */
  staleAfterMs?: number;
  /** HEALTH_TOKEN: a caller presenting it as a bearer token gets the counts from /api/health. */
  healthToken?: string | undefined;
  /** Honour FAULT_HEADER (end-to-end tests only). */
  faults?: boolean;
  now?: () => Date;
  maxBodyBytes?: number;
  /** How long a request waits for the mail server before answering (the send goes on). */
  deliveryWaitMs?: number;
  /** Who delivers a submission stored without a mailer here (the log's words; default: nobody, the outbox keeps it). */
  deliveredBy?: string;
  /** Sends whose mark waits for the disk, shared with the process's delivery loop (delivery.ts). */
  held?: HeldMarks;
  /** Keeps background sends alive on runtimes that need it (e.g. `ctx.waitUntil`), or tracks them for a drain. */
  background?: (work: Promise<unknown>) => void;
  logger?: Logger;
  /** Where the field beacons are stored (the vitals tables). Default: in memory. */
  vitals?: VitalsStore;
  /** What takes the beacons for `vitals` (batches, caps). Default: one over `vitals` with DEFAULT_VITALS_LIMITS, written at once. */
  vitalsIntake?: VitalsIntake;
  /** Per-client limit of beacons. Default: DEFAULT_VITALS_RATE_LIMIT per DEFAULT_VITALS_RATE_WINDOW_SECONDS, in memory. */
  vitalsRateLimiter?: RateLimiter;
  /** REPORT_TOKEN: GET /api/report answers a caller presenting it as a bearer token; unset, 404. */
  reportToken?: string | undefined;
  /** How GET /api/report reads the report. Default: readReport over `vitals`, on this thread. */
  vitalsReport?: (now: Date) => Promise<VitalsReport>;
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

/** Whether two strings are equal, in a time that does not tell how much of them matched. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) difference |= (a.charCodeAt(i) || 0) ^ b.charCodeAt(i);
  return difference === 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createApi(deps: ApiDeps = {}): Hono {
  const outbox = deps.outbox ?? createMemoryStore();
  const policy = deps.policy ?? DEFAULT_OUTBOX_POLICY;
  const now = deps.now ?? (() => new Date());
  // Every line is log-safe: a visitor's text cannot forge a line, no URL shows its password.
  const logger: Logger = safeLogger(deps.logger ?? console);
  const rateLimiter = deps.rateLimiter ?? createRateLimiter({ limit: 5, windowMs: 10 * 60_000 });
  // An IPv6 client is its /64: each of its addresses would otherwise have a limit of its own.
  const addressOf = deps.clientKey ?? defaultClientKey;
  const clientKey = (c: Context) => clientNetworkKey(addressOf(c));
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

  const answersOf: FormAnswersOf =
    deps.formAnswers ??
    ((language) => Promise.resolve(language === DEFAULT_LANGUAGE ? formAnswers(DEFAULT_LANGUAGE) : undefined));

  /**
   * Refuses a submission: JSON for JSON clients; for a browser's form post, the page that lists
   * what to correct, with a link back to the form.
   */
  const refuse = async (
    c: Context,
    status: 400 | 403 | 413 | 415 | 429 | 500 | 503,
    message: string,
    issues?: FieldIssue[],
    formType?: unknown,
    language?: FormAnswers,
  ) => {
    if (status === 400 || status === 415 || status >= 500) rateLimiter.refund?.(clientKey(c));
    if (bodyKindOf(c.req.header('content-type')) !== 'form') {
      return c.json(issues ? ({ message, issues } satisfies Issues) : { message }, status);
    }
    const answers = language ?? (await answersFor(answersOf, undefined));
    const answer = {
      issues: issues?.length ? labelledIssues(formType, issues, answers.words) : [{ message }],
      backHref: backHrefOf(c.req.header('referer'), c.req.url, formType),
    };
    return c.html(answers.page(answer), status);
  };

  const originGuard: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !isAllowedOrigin(origin, c)) return refuse(c, 403, 'This origin may not use the form API');
    // A browser that sends no Origin still says where the request came from.
    if (!origin && c.req.header('sec-fetch-site')?.trim().toLowerCase() === 'cross-site')
      return refuse(c, 403, 'This origin may not use the form API');
    return next();
  };

  const rateLimit: MiddlewareHandler = async (c, next) => {
    const decision = await rateLimiter.hit(clientKey(c));
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
  // What no handler expected, most often a client that went away mid-upload: one log line, no
  // stack (the default handler prints the whole stack for every aborted upload).
  api.onError((error, c) => {
    const aborted = c.req.raw.signal.aborted || /abort|terminated|premature close|ECONNRESET/i.test(String(error));
    logger.warn(
      aborted
        ? `Form API: ${c.req.method} ${c.req.path}: the client aborted the request (${safeErrorText(error)})`
        : `Form API: ${c.req.method} ${c.req.path} failed: ${safeErrorText(error)}`,
    );
    return c.json(
      { message: aborted ? 'The request was not received in full' : 'Internal error' },
      aborted ? 400 : 500,
    );
  });
  const health =
    deps.health ??
    createHealthCheck({
      store: outbox,
      now,
      staleAfterMs: deps.staleAfterMs ?? DEFAULT_STALE_AFTER_S * 1000,
      logger,
    });
  const healthBearer = deps.healthToken ? `Bearer ${deps.healthToken}` : undefined;

  api.get(HEALTH_PATH, async (c) => {
    const snapshot = await health.check();
    c.header('Cache-Control', 'no-store');
    const answer = { ok: snapshot.status !== 'down', status: snapshot.status };
    const status = snapshot.status === 'down' ? 503 : 200;
    if (!healthBearer || !sameText(c.req.header('authorization') ?? '', healthBearer)) return c.json(answer, status);
    return c.json(
      {
        ...answer,
        reasons: snapshot.reasons,
        ...(snapshot.counts ? { outbox: snapshot.counts } : {}),
        oldestWaitingAt: snapshot.oldestWaitingAt?.toISOString() ?? null,
      },
      status,
    );
  });

  const vitals = deps.vitals ?? createMemoryVitalsStore();
  addVitalsRoutes(api, {
    store: vitals,
    report: deps.vitalsReport ?? ((at) => readReport(vitals, at)),
    intake:
      deps.vitalsIntake ??
      createVitalsIntake({ store: vitals, limits: { ...DEFAULT_VITALS_LIMITS, batchBeacons: 1 }, logger, now }),
    rateLimiter:
      deps.vitalsRateLimiter ??
      createRateLimiter({ limit: DEFAULT_VITALS_RATE_LIMIT, windowMs: DEFAULT_VITALS_RATE_WINDOW_SECONDS * 1000 }),
    clientKey,
    isAllowedOrigin,
    now,
    reportToken: deps.reportToken,
    logger,
    sameText,
  });

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

    /**
     * What an accepted submission gets: { ok: true }, or the confirmation page for a form post: on
     * the site the post came from when that is an allowed origin other than the API's own (the site
     * on a static host, PUBLIC_FORM_ENDPOINT naming this API), else on this host.
     */
    const accepted = (formType: unknown, language = DEFAULT_LANGUAGE) => {
      if (kind !== 'form' || !isFormType(formType)) return c.json({ ok: true });
      const origin = c.req.header('origin');
      const page = localizedPath(FORM_SENT_PAGES[formType], language);
      return c.redirect(origin && extraOrigins.has(origin) ? new URL(page, origin).href : page, 303);
    };

    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null) {
      logger.warn(`Form API: dropped a ${String(body['formType'])} submission that filled the honeypot`);
      return accepted(body['formType'], (await answersFor(answersOf, body['language'])).language);
    }

    if (!isFormType(body['formType'])) {
      return refuse(c, 400, 'Unknown form type', [
        { path: 'formType', message: 'formType must be "consultation" or "request"' },
      ]);
    }

    // The post is answered in its page's language when the site is built in it, and the
    // submission records the language it was answered in.
    const answers = await answersFor(answersOf, body['language']);
    const parsed = answers.schemas.formPayloadSchema.safeParse({ ...body, language: answers.language });
    if (!parsed.success) {
      return refuse(
        c,
        400,
        'Please correct the highlighted fields',
        fieldIssues(parsed.error),
        body['formType'],
        answers,
      );
    }
    const submission = parsed.data;

    try {
      if (deps.faults && c.req.header(FAULT_HEADER) === '1') {
        throw new Error('Simulated delivery failure (E2E_FAULTS=1 and x-e2e-fail: 1)');
      }
      const message = composeEmail(submission, mail, now());
      const result = await deliver(
        { formType: submission.formType, message, payload: submission },
        {
          store: outbox,
          mailer: deps.mailer,
          policy,
          now,
          logger,
          waitMs: deps.deliveryWaitMs ?? 8000,
          ...(deps.background ? { background: deps.background } : {}),
          ...(deps.held ? { held: deps.held } : {}),
          ...(deps.deliveredBy ? { deliveredBy: deps.deliveredBy } : {}),
        },
      );
      logger.info(`Form API: ${submission.formType} ${result.id} ${result.status}`);
      health.invalidate();
    } catch (error) {
      health.invalidate();
      logger.error(`Form API: could not store a submission: ${safeErrorText(error)}`);
      if (error instanceof OutboxUnavailableError) {
        c.header('Retry-After', String(error.retryAfterSeconds));
        return refuse(
          c,
          503,
          'Submissions cannot be received right now. Please try again in a few minutes.',
          undefined,
          submission.formType,
          answers,
        );
      }
      return refuse(
        c,
        500,
        'Your message could not be sent. Please try again later.',
        undefined,
        submission.formType,
        answers,
      );
    }
    return accepted(submission.formType, submission.language);
  });

  api.all(SEND_EMAIL_PATH, (c) => {
    c.header('Allow', 'POST, OPTIONS');
    return c.json({ message: 'Use POST' }, 405);
  });

  return api;
}
