/** The server's settings from the environment (src/server/core/env.ts). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_VITALS_LIMITS, NUMBER_RULES, numberSetting, readListenEnv, readServerEnv } from '@/server/core/env';

describe('readServerEnv', () => {
  it('has defaults from the site config', () => {
    expect(readServerEnv({})).toEqual({
      outboxDb: '.data/outbox.sqlite',
      outboxDir: '.data/outbox',
      policy: { retryMinS: 60, retryMaxS: 3600, giveUpAfterS: 604_800, leaseS: 120 },
      outboxConcurrency: 4,
      shutdownDrainMs: 10_000,
      smtpUrl: undefined,
      mailTo: 'hello@nexora.studio',
      mailFrom: 'Nexora Studio website <hello@nexora.studio>',
      rateLimit: { limit: 5, windowMs: 600_000 },
      allowedOrigins: [],
      trustProxy: 0,
      staleAfterMs: 3_600_000,
      healthToken: undefined,
      vitalsRateLimit: { limit: 120, windowMs: 600_000 },
      vitalsDb: '.data/vitals.sqlite',
      vitalsLimits: DEFAULT_VITALS_LIMITS,
      reportToken: undefined,
      faults: false,
      notices: [],
    });
  });

  it('reads every variable and rejects nonsense', () => {
    const env = readServerEnv({
      OUTBOX_DIR: '/var/outbox',
      OUTBOX_DB: '/var/outbox.sqlite',
      OUTBOX_RETRY_MIN_S: '0.5',
      OUTBOX_RETRY_MAX_S: '30',
      OUTBOX_GIVE_UP_AFTER_S: '90',
      OUTBOX_LEASE_S: '20',
      OUTBOX_STALE_AFTER_S: '600',
      HEALTH_TOKEN: ' t0ken ',
      SHUTDOWN_DRAIN_S: '2',
      SMTP_URL: 'smtp://u:p@mail:587',
      MAIL_TO: 'team@x.io',
      MAIL_FROM: 'Web <web@x.io>',
      FORM_RATE_LIMIT: '1000',
      FORM_RATE_WINDOW_SECONDS: '60',
      SITE_URL: 'https://nexora.studio/',
      ALLOWED_ORIGINS: 'https://staging.nexora.studio, http://localhost:4321',
      TRUST_PROXY: '1',
      E2E_FAULTS: '1',
      VITALS_RATE_LIMIT: '5000',
      VITALS_RATE_WINDOW_SECONDS: '30',
      REPORT_TOKEN: ' r3port ',
      OUTBOX_CONCURRENCY: '8',
    });
    expect(env).toMatchObject({
      vitalsRateLimit: { limit: 5000, windowMs: 30_000 },
      reportToken: 'r3port',
      outboxDir: '/var/outbox',
      outboxDb: '/var/outbox.sqlite',
      policy: { retryMinS: 0.5, retryMaxS: 30, giveUpAfterS: 90, leaseS: 20 },
      outboxConcurrency: 8,
      shutdownDrainMs: 2000,
      staleAfterMs: 600_000,
      healthToken: 't0ken',
      smtpUrl: 'smtp://u:p@mail:587',
      rateLimit: { limit: 1000, windowMs: 60_000 },
      allowedOrigins: ['https://nexora.studio', 'https://staging.nexora.studio', 'http://localhost:4321'],
      trustProxy: 1,
      faults: true,
    });
    expect(() => readServerEnv({ FORM_RATE_LIMIT: 'lots' })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => readServerEnv({ VITALS_RATE_LIMIT: '0' })).toThrow(/VITALS_RATE_LIMIT/);
    expect(() => readServerEnv({ SITE_URL: 'nexora' })).toThrow(/SITE_URL/);
    expect(() => readServerEnv({ OUTBOX_RETRY_MIN_S: '0' })).toThrow(/OUTBOX_RETRY_MIN_S/);
    expect(() => readServerEnv({ OUTBOX_GIVE_UP_AFTER_S: '-1' })).toThrow(/OUTBOX_GIVE_UP_AFTER_S/);
    expect(readServerEnv({ OUTBOX_MAX_ATTEMPTS: '3' }).notices).toEqual([
      expect.stringMatching(/OUTBOX_MAX_ATTEMPTS is no longer read.*OUTBOX_GIVE_UP_AFTER_S/),
    ]);
  });

  it('a malformed URL is named without its credentials', () => {
    const messageOf = (env: Record<string, string | undefined>) => {
      try {
        readServerEnv(env);
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    for (const env of [
      { SMTP_URL: 'smtp://studio:hunter2@mail.example.com:notaport' },
      { SMTP_URL: 'mail://studio:hunter2@mail.example.com' },
      { SITE_URL: 'https://studio:hunter2@[bad' },
      // a "/", "?" or "#" in the password, or no "//": the password would be read as the host
      { SMTP_URL: 'smtp://studio:hun/ter2@mail.example.com:587' },
      { SMTP_URL: 'smtp://studio:hun?ter2@mail.example.com:587' },
      { SMTP_URL: 'smtp://studio:hun#ter2@mail.example.com:587' },
      { SMTP_URL: 'smtp://studio:4321/hunter2@mail.example.com:587' },
      { SMTP_URL: 'smtp:studio:hunter2@mail.example.com:587' },
    ]) {
      const message = messageOf(env);
      expect(message, JSON.stringify(env)).toMatch(
        /^(SMTP_URL|SITE_URL) must be .*got a value starting "(smtp|mail|https):"/,
      );
      expect(message).not.toContain('hunter2');
      expect(message).not.toContain('hun');
      expect(message).not.toContain('studio:');
      expect(message).not.toContain('mail.example.com');
    }
    expect(messageOf({ SMTP_URL: 'smtp://studio:hun%2Fter2@mail.example.com:587' })).toBe('no error');
  });

  it('TRUST_PROXY is a number of proxies in front of the server', () => {
    const hops = (TRUST_PROXY: string | undefined) => readServerEnv({ TRUST_PROXY }).trustProxy;
    expect([hops(undefined), hops(''), hops('0'), hops('false')]).toEqual([0, 0, 0, 0]);
    expect([hops('1'), hops('true'), hops('2')]).toEqual([1, 1, 2]);
    expect(() => hops('yes')).toThrow(/TRUST_PROXY/);
  });

  it('every numeric setting: unset is its default; blank, another notation or out of bounds is one line naming it', () => {
    const messageOf = (env: Record<string, string>) => {
      try {
        readServerEnv(env);
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    };
    const numeric = [
      'OUTBOX_RETRY_MIN_S',
      'OUTBOX_RETRY_MAX_S',
      'OUTBOX_GIVE_UP_AFTER_S',
      'OUTBOX_LEASE_S',
      'OUTBOX_CONCURRENCY',
      'OUTBOX_STALE_AFTER_S',
      'SHUTDOWN_DRAIN_S',
      'FORM_RATE_LIMIT',
      'FORM_RATE_WINDOW_SECONDS',
      'VITALS_RATE_LIMIT',
      'VITALS_RATE_WINDOW_SECONDS',
    ];
    for (const name of numeric)
      for (const value of ['', ' ', 'abc', '-1', '0', '1e3', '0x10', 'Infinity', '9'.repeat(400), '5\nforged line']) {
        const message = messageOf({ [name]: value });
        expect(message, `${name}=${JSON.stringify(value)}`).toMatch(new RegExp(`^${name} must be .+ from .+ to .+`));
        expect(message).not.toContain('\n');
      }
    expect(messageOf({ OUTBOX_CONCURRENCY: '33' })).toMatch(
      /^OUTBOX_CONCURRENCY must be a number of sends at once from 1 to 32/,
    );
    expect(messageOf({ SHUTDOWN_DRAIN_S: '2147484' })).toMatch(/^SHUTDOWN_DRAIN_S/);
    expect(messageOf({ OUTBOX_RETRY_MIN_S: '120', OUTBOX_RETRY_MAX_S: '60' })).toMatch(
      /^OUTBOX_RETRY_MIN_S \(120 s\) must not be longer than OUTBOX_RETRY_MAX_S/,
    );
    expect(messageOf({ OUTBOX_LEASE_S: ' 30 ', SHUTDOWN_DRAIN_S: '0.5', FORM_RATE_LIMIT: '007' })).toBe('no error');
  });

  it('a rule reads decimal digits within its bounds, fractions only where allowed', () => {
    const read = (value: string | undefined) => numberSetting({ X: value }, 'X', 7, NUMBER_RULES.port);
    expect([read(undefined), read('1'), read(' 65535 ')]).toEqual([7, 1, 65_535]);
    for (const value of ['', '0', '65536', '1.5', '-1', '+80', '8 0'])
      expect(() => read(value), value).toThrow(/^X must be a port number from 1 to 65535 \(unset: 7\)/);
    expect(numberSetting({ X: '0.25' }, 'X', 1, NUMBER_RULES.seconds)).toBe(0.25);
  });
});

describe('readListenEnv', () => {
  it('PORT and HOST, with their defaults; a bad PORT or a blank HOST is refused', () => {
    expect(readListenEnv({})).toEqual({ port: 4321, host: '0.0.0.0' });
    expect(readListenEnv({ PORT: '8080', HOST: ' 127.0.0.1 ' })).toEqual({ port: 8080, host: '127.0.0.1' });
    for (const port of ['', 'abc', '99999', '-1', '1.5', '0'])
      expect(() => readListenEnv({ PORT: port }), port).toThrow(/^PORT must be a port number from 1 to 65535/);
    expect(() => readListenEnv({ HOST: '' })).toThrow(/^HOST is set but empty/);
  });
});

describe('readServerEnv: the field data', () => {
  it('reads VITALS_DB and the caps, and names a bad value', () => {
    const config = readServerEnv({
      VITALS_DB: '/var/lib/site/vitals.sqlite',
      VITALS_DAILY_LIMIT: '1000',
      VITALS_CLIENT_DAILY_LIMIT: '20',
      VITALS_MAX_MB: '0.5',
      VITALS_DISK_RESERVE_MB: '1024',
      VITALS_BATCH: '50',
    });
    expect(config.vitalsDb).toBe('/var/lib/site/vitals.sqlite');
    expect(config.vitalsLimits).toEqual({
      ...DEFAULT_VITALS_LIMITS,
      dailyBeacons: 1000,
      clientDailyBeacons: 20,
      maxBytes: 512 * 1024,
      diskReserveBytes: 1024 * 1024 * 1024,
      batchBeacons: 50,
    });
    expect(() => readServerEnv({ VITALS_MAX_MB: 'lots' })).toThrow(/^VITALS_MAX_MB must be a number of megabytes/);
    expect(() => readServerEnv({ VITALS_DAILY_LIMIT: '-1' })).toThrow(/^VITALS_DAILY_LIMIT must be/);
  });
});
