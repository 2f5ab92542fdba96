/**
 * Server configuration from environment variables (documented in docs/forms.md and
 * .env.example). Pure: takes the variables, returns typed settings with defaults.
 */
import { site } from '../../config/studio.ts';
import { DEFAULT_OUTBOX_POLICY, type OutboxPolicy } from '../../lib/outbox/delivery-rules.ts';
import type { VitalsLimits } from './vitals-intake.ts';

export type Env = Record<string, string | undefined>;

export interface ServerEnv {
  /** OUTBOX_DB, default `.data/outbox.sqlite` (relative to the working directory): the outbox table. */
  outboxDb: string;
  /** OUTBOX_DIR, default `.data/outbox`: the folder outbox of earlier versions, imported at start. */
  outboxDir: string;
  /** OUTBOX_RETRY_MIN_S, OUTBOX_RETRY_MAX_S, OUTBOX_GIVE_UP_AFTER_S, OUTBOX_LEASE_S. */
  policy: OutboxPolicy;
  /** SHUTDOWN_DRAIN_S, default 10: how long a stopping server waits for requests and a send in flight. */
  shutdownDrainMs: number;
  /** SMTP_URL (checked to be a URL); without it the outbox is the delivery. */
  smtpUrl: string | undefined;
  /** MAIL_TO, default the studio inbox from the site config. */
  mailTo: string;
  /** MAIL_FROM, default "<site name> website <studio inbox>". */
  mailFrom: string;
  /** FORM_RATE_LIMIT submissions per client per FORM_RATE_WINDOW_SECONDS (default 5 per 600). */
  rateLimit: { limit: number; windowMs: number };
  /** SITE_URL's origin: may call the API from a browser besides the API's own origin. */
  allowedOrigins: string[];
  /**
   * TRUST_PROXY=<n>: the server is behind n reverse proxies (1 or true: one) and takes the client
   * address from X-Forwarded-For, n entries from the right; 0 or unset: the socket's address.
   */
  trustProxy: number;
  /**
   * OUTBOX_STALE_AFTER_S, default 3600: a submission still waiting to be sent this long after it
   * was received makes /api/health report `degraded` (so does any dead one).
   */
  staleAfterMs: number;
  /** HEALTH_TOKEN: a caller of /api/health with `Authorization: Bearer <it>` also gets the counts. */
  healthToken: string | undefined;
  /** VITALS_RATE_LIMIT beacons per client per VITALS_RATE_WINDOW_SECONDS (default 120 per 600). */
  vitalsRateLimit: { limit: number; windowMs: number };
  /** VITALS_DB, default `.data/vitals.sqlite`: the field vitals' own database file (Node), apart from the outbox. */
  vitalsDb: string;
  /** VITALS_DAILY_LIMIT, VITALS_CLIENT_DAILY_LIMIT, VITALS_MAX_MB, VITALS_DISK_RESERVE_MB, VITALS_BATCH: the field data's caps (vitals-intake.ts). */
  vitalsLimits: VitalsLimits;
  /** REPORT_TOKEN: GET /api/report answers a caller with `Authorization: Bearer <it>`; unset, the route is not there (404). */
  reportToken: string | undefined;
  /** E2E_FAULTS=1: honour the `x-e2e-fail: 1` request header (end-to-end tests only). */
  faults: boolean;
  /** Settings that are set but no longer read, each as a line for the log. */
  notices: string[];
}

export const DEFAULT_OUTBOX_DIR = '.data/outbox';
export const DEFAULT_OUTBOX_DB = '.data/outbox.sqlite';
export const DEFAULT_SHUTDOWN_DRAIN_S = 10;
export const DEFAULT_RATE_LIMIT = 5;
export const DEFAULT_RATE_WINDOW_SECONDS = 600;
export const DEFAULT_STALE_AFTER_S = 3600;
/** Beacons per client and window: a visitor sends one per page hidden (a tab switch too). */
export const DEFAULT_VITALS_RATE_LIMIT = 120;
export const DEFAULT_VITALS_RATE_WINDOW_SECONDS = 600;
/** The field data's caps (docs/operations.md, "Field data"): they keep beacons from ever costing a lead. */
export const DEFAULT_VITALS_DB = '.data/vitals.sqlite';
const MB = 1024 * 1024;
export const DEFAULT_VITALS_LIMITS: VitalsLimits = {
  dailyBeacons: 50_000,
  clientDailyBeacons: 200,
  maxBytes: 64 * MB,
  diskReserveBytes: 256 * MB,
  batchBeacons: 500,
  maxPending: 2000,
  flushMs: 1000,
};

/** A number of megabytes over 0 (fractions allowed), in bytes. */
function megabytes(value: string | undefined, fallbackBytes: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallbackBytes;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number of megabytes over 0, got "${value}"`);
  return Math.round(n * MB);
}

function vitalsLimitsOf(env: Env): VitalsLimits {
  const d = DEFAULT_VITALS_LIMITS;
  const batchBeacons = positiveInt(env['VITALS_BATCH'], d.batchBeacons, 'VITALS_BATCH');
  return {
    dailyBeacons: positiveInt(env['VITALS_DAILY_LIMIT'], d.dailyBeacons, 'VITALS_DAILY_LIMIT'),
    clientDailyBeacons: positiveInt(
      env['VITALS_CLIENT_DAILY_LIMIT'],
      d.clientDailyBeacons,
      'VITALS_CLIENT_DAILY_LIMIT',
    ),
    maxBytes: megabytes(env['VITALS_MAX_MB'], d.maxBytes, 'VITALS_MAX_MB'),
    diskReserveBytes: megabytes(env['VITALS_DISK_RESERVE_MB'], d.diskReserveBytes, 'VITALS_DISK_RESERVE_MB'),
    batchBeacons,
    maxPending: Math.max(d.maxPending, batchBeacons * 4),
    flushMs: d.flushMs,
  };
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

/** A number of seconds over 0 (fractions allowed: tests use short waits). */
function positiveSeconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number of seconds over 0, got "${value}"`);
  return n;
}

/**
 * What a setting's value may show in an error: its scheme, never more (a URL that does not parse
 * may hold a password anywhere).
 */
function schemeOf(value: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  return scheme ? `a value starting "${scheme.toLowerCase()}:"` : 'a value with no scheme';
}

/** The URL, or an error that names the setting and the value's scheme (never the value). */
function absoluteUrl(url: string, name: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new Error(`${name} must be an absolute URL, got ${schemeOf(url)} that is not one`);
  }
}

function originOf(url: string | undefined, name: string): string[] {
  if (!url?.trim()) return [];
  return [absoluteUrl(url.trim(), name).origin];
}

const SMTP_URL_FORM =
  '"smtp:" or "smtps:" then //user:password@host:port (a "/", "?", "#" or "@" in the user or password written %2F, %3F, %23, %40)';

function smtpUrlOf(value: string | undefined): string | undefined {
  const url = nonEmpty(value);
  if (url === undefined) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  // A user or password holding "/", "?" or "#" unescaped ends the host early: the rest, with its
  // "@", would be read as a path, and the password as the host.
  const afterScheme = url.includes('//') ? url.slice(url.indexOf('//') + 2) : '';
  const authorityEnd = afterScheme.search(/[/?#]/);
  const credentialsCut = authorityEnd >= 0 && afterScheme.slice(authorityEnd).includes('@');
  if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.host || !afterScheme || credentialsCut) {
    throw new Error(`SMTP_URL must be ${SMTP_URL_FORM}; got ${schemeOf(url)} that is not one`);
  }
  return url;
}

/** TRUST_PROXY: a number of proxies; true is one, false or unset none. */
function proxyHops(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') return 0;
  if (text === 'true') return 1;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`TRUST_PROXY must be a number of proxies (0, 1, 2, ...), got "${value}"`);
  return n;
}

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function readServerEnv(env: Env): ServerEnv {
  const extraOrigins = (env['ALLOWED_ORIGINS'] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .flatMap((o) => originOf(o, 'ALLOWED_ORIGINS'));
  const defaults = DEFAULT_OUTBOX_POLICY;
  return {
    outboxDb: nonEmpty(env['OUTBOX_DB']) ?? DEFAULT_OUTBOX_DB,
    outboxDir: nonEmpty(env['OUTBOX_DIR']) ?? DEFAULT_OUTBOX_DIR,
    policy: {
      retryMinS: positiveSeconds(env['OUTBOX_RETRY_MIN_S'], defaults.retryMinS, 'OUTBOX_RETRY_MIN_S'),
      retryMaxS: positiveSeconds(env['OUTBOX_RETRY_MAX_S'], defaults.retryMaxS, 'OUTBOX_RETRY_MAX_S'),
      giveUpAfterS: positiveSeconds(env['OUTBOX_GIVE_UP_AFTER_S'], defaults.giveUpAfterS, 'OUTBOX_GIVE_UP_AFTER_S'),
      leaseS: positiveSeconds(env['OUTBOX_LEASE_S'], defaults.leaseS, 'OUTBOX_LEASE_S'),
    },
    shutdownDrainMs: positiveSeconds(env['SHUTDOWN_DRAIN_S'], DEFAULT_SHUTDOWN_DRAIN_S, 'SHUTDOWN_DRAIN_S') * 1000,
    smtpUrl: smtpUrlOf(env['SMTP_URL']),
    mailTo: nonEmpty(env['MAIL_TO']) ?? site.emails.contact,
    mailFrom: nonEmpty(env['MAIL_FROM']) ?? `${site.name} website <${site.emails.contact}>`,
    rateLimit: {
      limit: positiveInt(env['FORM_RATE_LIMIT'], DEFAULT_RATE_LIMIT, 'FORM_RATE_LIMIT'),
      windowMs:
        positiveInt(env['FORM_RATE_WINDOW_SECONDS'], DEFAULT_RATE_WINDOW_SECONDS, 'FORM_RATE_WINDOW_SECONDS') * 1000,
    },
    allowedOrigins: [...new Set([...originOf(env['SITE_URL'], 'SITE_URL'), ...extraOrigins])],
    trustProxy: proxyHops(env['TRUST_PROXY']),
    staleAfterMs: positiveSeconds(env['OUTBOX_STALE_AFTER_S'], DEFAULT_STALE_AFTER_S, 'OUTBOX_STALE_AFTER_S') * 1000,
    healthToken: nonEmpty(env['HEALTH_TOKEN']),
    vitalsRateLimit: {
      limit: positiveInt(env['VITALS_RATE_LIMIT'], DEFAULT_VITALS_RATE_LIMIT, 'VITALS_RATE_LIMIT'),
      windowMs:
        positiveInt(
          env['VITALS_RATE_WINDOW_SECONDS'],
          DEFAULT_VITALS_RATE_WINDOW_SECONDS,
          'VITALS_RATE_WINDOW_SECONDS',
        ) * 1000,
    },
    vitalsDb: nonEmpty(env['VITALS_DB']) ?? DEFAULT_VITALS_DB,
    vitalsLimits: vitalsLimitsOf(env),
    reportToken: nonEmpty(env['REPORT_TOKEN']),
    faults: env['E2E_FAULTS'] === '1',
    notices: nonEmpty(env['OUTBOX_MAX_ATTEMPTS'])
      ? [
          'OUTBOX_MAX_ATTEMPTS is no longer read: a submission is retried until OUTBOX_GIVE_UP_AFTER_S (default 7 days) after it was received',
        ]
      : [],
  };
}
