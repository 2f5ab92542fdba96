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
  /**
   * OUTBOX_CONCURRENCY, default 4: how many due submissions the delivery loop sends at once (each
   * row still claimed by one sender under its lease).
   */
  outboxConcurrency: number;
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

export const DEFAULT_PORT = 4321;
export const DEFAULT_HOST = '0.0.0.0';

/** Where `npm start` listens: PORT (default 4321) and HOST (default 0.0.0.0, every interface). */
export function readListenEnv(env: Env): { port: number; host: string } {
  const host = env['HOST'];
  if (host !== undefined && host.trim() === '')
    throw new Error(`HOST is set but empty: an address or host name to listen on (unset: ${DEFAULT_HOST})`);
  return { port: numberSetting(env, 'PORT', DEFAULT_PORT, NUMBER_RULES.port), host: host?.trim() ?? DEFAULT_HOST };
}

export const DEFAULT_OUTBOX_DIR = '.data/outbox';
export const DEFAULT_OUTBOX_DB = '.data/outbox.sqlite';
export const DEFAULT_SHUTDOWN_DRAIN_S = 10;
export const DEFAULT_OUTBOX_CONCURRENCY = 4;
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

/** A size setting in megabytes (fractions allowed), in bytes. */
const megabytes = (env: Env, name: string, fallbackBytes: number): number =>
  Math.round(numberSetting(env, name, fallbackBytes / MB, NUMBER_RULES.megabytes) * MB);

function vitalsLimitsOf(env: Env): VitalsLimits {
  const d = DEFAULT_VITALS_LIMITS;
  const batchBeacons = numberSetting(env, 'VITALS_BATCH', d.batchBeacons, NUMBER_RULES.count);
  return {
    dailyBeacons: numberSetting(env, 'VITALS_DAILY_LIMIT', d.dailyBeacons, NUMBER_RULES.count),
    clientDailyBeacons: numberSetting(env, 'VITALS_CLIENT_DAILY_LIMIT', d.clientDailyBeacons, NUMBER_RULES.count),
    maxBytes: megabytes(env, 'VITALS_MAX_MB', d.maxBytes),
    diskReserveBytes: megabytes(env, 'VITALS_DISK_RESERVE_MB', d.diskReserveBytes),
    batchBeacons,
    maxPending: Math.max(d.maxPending, batchBeacons * 4),
    flushMs: d.flushMs,
  };
}

/**
 * How a numeric setting is read: the one rule for every number the server takes from its
 * environment. Unset is the default; set, it must be written in decimal digits (a fraction only
 * where `whole` is false) within the bounds, and blank is an error like any other bad value, so a
 * typo never silently becomes a default, a random port or a timer that fires at once. The error is
 * one line naming the variable.
 */
export interface NumberRule {
  /** What the number is, for the message ("a port number", "a number of seconds"). */
  what: string;
  whole: boolean;
  min: number;
  max: number;
}

/** The longest wait a Node or Workers timer takes (2^31 - 1 ms, in seconds); a longer one fires at once. */
const LONGEST_TIMER_S = 2_147_483;

export const NUMBER_RULES = {
  port: { what: 'a port number', whole: true, min: 1, max: 65_535 },
  count: { what: 'a whole number', whole: true, min: 1, max: 1_000_000_000 },
  /** Delays and ages: up to ten years, fractions allowed (tests use short waits). */
  seconds: { what: 'a number of seconds', whole: false, min: 0.001, max: 315_360_000 },
  /** A time a timer waits for. */
  timerSeconds: { what: 'a number of seconds', whole: false, min: 0.001, max: LONGEST_TIMER_S },
  /** A window a timer waits for, in whole seconds. */
  windowSeconds: { what: 'a whole number of seconds', whole: true, min: 1, max: LONGEST_TIMER_S },
  /** TRUST_PROXY (also true, false or blank). */
  proxies: { what: 'a number of proxies (or true, false)', whole: true, min: 0, max: 20 },
  /** Sizes of files (VITALS_MAX_MB, VITALS_DISK_RESERVE_MB), fractions allowed. */
  megabytes: { what: 'a number of megabytes', whole: false, min: 0.001, max: 1_000_000 },
  /** OUTBOX_CONCURRENCY: sends at once. */
  concurrency: { what: 'a number of sends at once', whole: true, min: 1, max: 32 },
} as const satisfies Record<string, NumberRule>;

const DIGITS = { whole: /^\d+$/, fraction: /^(\d+(\.\d*)?|\.\d+)$/ } as const;

/** The setting `name` of `env` by `rule`, or `fallback` when it is unset. Throws one line naming it. */
export function numberSetting(env: Env, name: string, fallback: number, rule: NumberRule): number {
  const value = env[name];
  if (value === undefined) return fallback;
  const text = value.trim();
  const n = Number(text);
  const written = (rule.whole ? DIGITS.whole : DIGITS.fraction).test(text);
  if (!written || !Number.isFinite(n) || n < rule.min || n > rule.max) {
    const shown = text === '' ? 'it is set but empty' : `got ${JSON.stringify(value)}`;
    throw new Error(`${name} must be ${rule.what} from ${rule.min} to ${rule.max} (unset: ${fallback}); ${shown}`);
  }
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
  return numberSetting({ TRUST_PROXY: value }, 'TRUST_PROXY', 0, NUMBER_RULES.proxies);
}

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function readServerEnv(env: Env): ServerEnv {
  const extraOrigins = (env['ALLOWED_ORIGINS'] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .flatMap((o) => originOf(o, 'ALLOWED_ORIGINS'));
  const defaults = DEFAULT_OUTBOX_POLICY;
  const policy: OutboxPolicy = {
    retryMinS: numberSetting(env, 'OUTBOX_RETRY_MIN_S', defaults.retryMinS, NUMBER_RULES.seconds),
    retryMaxS: numberSetting(env, 'OUTBOX_RETRY_MAX_S', defaults.retryMaxS, NUMBER_RULES.seconds),
    giveUpAfterS: numberSetting(env, 'OUTBOX_GIVE_UP_AFTER_S', defaults.giveUpAfterS, NUMBER_RULES.seconds),
    leaseS: numberSetting(env, 'OUTBOX_LEASE_S', defaults.leaseS, NUMBER_RULES.seconds),
  };
  if (policy.retryMinS > policy.retryMaxS)
    throw new Error(
      `OUTBOX_RETRY_MIN_S (${policy.retryMinS} s) must not be longer than OUTBOX_RETRY_MAX_S (${policy.retryMaxS} s)`,
    );
  return {
    outboxDb: nonEmpty(env['OUTBOX_DB']) ?? DEFAULT_OUTBOX_DB,
    outboxDir: nonEmpty(env['OUTBOX_DIR']) ?? DEFAULT_OUTBOX_DIR,
    policy,
    outboxConcurrency: numberSetting(env, 'OUTBOX_CONCURRENCY', DEFAULT_OUTBOX_CONCURRENCY, NUMBER_RULES.concurrency),
    shutdownDrainMs: numberSetting(env, 'SHUTDOWN_DRAIN_S', DEFAULT_SHUTDOWN_DRAIN_S, NUMBER_RULES.timerSeconds) * 1000,
    smtpUrl: smtpUrlOf(env['SMTP_URL']),
    mailTo: nonEmpty(env['MAIL_TO']) ?? site.emails.contact,
    mailFrom: nonEmpty(env['MAIL_FROM']) ?? `${site.name} website <${site.emails.contact}>`,
    rateLimit: {
      limit: numberSetting(env, 'FORM_RATE_LIMIT', DEFAULT_RATE_LIMIT, NUMBER_RULES.count),
      windowMs:
        numberSetting(env, 'FORM_RATE_WINDOW_SECONDS', DEFAULT_RATE_WINDOW_SECONDS, NUMBER_RULES.windowSeconds) * 1000,
    },
    allowedOrigins: [...new Set([...originOf(env['SITE_URL'], 'SITE_URL'), ...extraOrigins])],
    trustProxy: proxyHops(env['TRUST_PROXY']),
    staleAfterMs: numberSetting(env, 'OUTBOX_STALE_AFTER_S', DEFAULT_STALE_AFTER_S, NUMBER_RULES.seconds) * 1000,
    healthToken: nonEmpty(env['HEALTH_TOKEN']),
    vitalsRateLimit: {
      limit: numberSetting(env, 'VITALS_RATE_LIMIT', DEFAULT_VITALS_RATE_LIMIT, NUMBER_RULES.count),
      windowMs:
        numberSetting(
          env,
          'VITALS_RATE_WINDOW_SECONDS',
          DEFAULT_VITALS_RATE_WINDOW_SECONDS,
          NUMBER_RULES.windowSeconds,
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
