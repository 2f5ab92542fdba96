import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OUTBOX_POLICY,
  afterFailure,
  failureKind,
  messageIdOf,
  newSubmissionId,
  retryDelayMs,
  smtpReplyCode,
} from '@/lib/outbox/delivery-rules';

const policy = { retryMinS: 60, retryMaxS: 3600, giveUpAfterS: 7 * 24 * 3600, leaseS: 120 };
const middle = () => 0.5;

describe('retryDelayMs', () => {
  it('doubles from the minimum up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, policy, middle) / 1000)).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it('spreads each wait by half either way, never outside the minimum and the maximum', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(120_000);
    expect(retryDelayMs(3, policy, () => 0.999999)).toBeCloseTo(360_000, -2);
    expect(retryDelayMs(1, policy, () => 0)).toBe(60_000);
    expect(retryDelayMs(7, policy, () => 0.999999)).toBe(3_600_000);
    for (let n = 1; n < 60; n += 1) {
      const delay = retryDelayMs(n, policy);
      expect(delay).toBeGreaterThanOrEqual(60_000);
      expect(delay).toBeLessThanOrEqual(3_600_000);
    }
  });

  it('takes fractions of a second and a maximum below the minimum', () => {
    expect(retryDelayMs(1, { ...policy, retryMinS: 0.2, retryMaxS: 1 }, middle)).toBe(200);
    expect(retryDelayMs(9, { ...policy, retryMinS: 5, retryMaxS: 1 }, middle)).toBe(5000);
  });

  it('defaults to 60 s, 3600 s, giving up after 7 days', () => {
    expect(DEFAULT_OUTBOX_POLICY).toMatchObject({ retryMinS: 60, retryMaxS: 3600, giveUpAfterS: 604_800 });
  });
});

describe('failureKind', () => {
  const smtpError = (responseCode: number, code = 'EENVELOPE') =>
    Object.assign(new Error(`Message failed: ${responseCode} nope`), { responseCode, code });

  it('a 5xx answer is permanent, a 4xx transient', () => {
    expect(failureKind(smtpError(550))).toBe('permanent');
    expect(failureKind(smtpError(554, 'EMESSAGE'))).toBe('permanent');
    expect(failureKind(smtpError(451))).toBe('transient');
    expect(failureKind(smtpError(421))).toBe('transient');
  });

  it('no answer at all (refused, dropped, timed out) is transient', () => {
    expect(failureKind(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe('transient');
    expect(failureKind(new Error('Timeout'))).toBe('transient');
    expect(failureKind('weird')).toBe('transient');
  });

  it('a refused login is the settings, not the message: transient', () => {
    expect(failureKind(smtpError(535, 'EAUTH'))).toBe('transient');
    expect(failureKind(smtpError(530))).toBe('transient');
  });

  it('reads the code from the reply text when there is no responseCode', () => {
    expect(smtpReplyCode({ response: '552 5.3.4 Message too big' })).toBe(552);
    expect(smtpReplyCode({ response: '250-OK' })).toBe(250);
    expect(smtpReplyCode({ response: 'hello' })).toBeUndefined();
  });
});

describe('afterFailure', () => {
  const now = new Date('2025-03-04T10:00:00.000Z');
  const transient = Object.assign(new Error('451 try later'), { responseCode: 451 });

  const received = (attempts: number, hoursAgo = 0) => ({
    attempts,
    createdAt: new Date(now.getTime() - hoursAgo * 3600_000),
  });

  it('queues a transient failure again after the backoff', () => {
    expect(afterFailure(received(1), transient, policy, now, middle)).toEqual({
      state: 'queued',
      nextAttemptAt: new Date('2025-03-04T10:01:00.000Z'),
    });
    expect(afterFailure(received(2), transient, policy, now, middle)).toEqual({
      state: 'queued',
      nextAttemptAt: new Date('2025-03-04T10:02:00.000Z'),
    });
  });

  it('keeps retrying at the maximum wait through a night-long outage: no number of attempts kills a lead', () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
    const login = Object.assign(new Error('535 Authentication failed'), { responseCode: 535 });
    for (const error of [transient, unreachable, login, new Error('Timeout')]) {
      expect(afterFailure(received(500, 20), error, policy, now, middle)).toEqual({
        state: 'queued',
        nextAttemptAt: new Date('2025-03-04T11:00:00.000Z'),
      });
    }
  });

  it('is dead once the next attempt would fall after OUTBOX_GIVE_UP_AFTER_S from its receipt', () => {
    expect(afterFailure(received(100, 7 * 24 - 2), transient, policy, now, middle).state).toBe('queued');
    expect(afterFailure(received(100, 7 * 24 - 0.5), transient, policy, now, middle)).toEqual({ state: 'dead' });
    expect(afterFailure(received(1), transient, { ...policy, giveUpAfterS: 30 }, now, middle)).toEqual({
      state: 'dead',
    });
  });

  it('is dead at once on a permanent answer', () => {
    expect(afterFailure(received(1), { responseCode: 550, message: 'no such user' }, policy, now)).toEqual({
      state: 'dead',
    });
  });
});

describe('Message-ID and id', () => {
  it('is the submission id at the sender domain', () => {
    expect(messageIdOf('20250304T101500123Z-request-abc', 'Nexora Studio website <hello@Nexora.Studio>')).toBe(
      '<20250304T101500123Z-request-abc@nexora.studio>',
    );
    expect(messageIdOf('x', 'site@studio.test')).toBe('<x@studio.test>');
    expect(messageIdOf('x', 'no address')).toBe('<x@localhost>');
  });

  it('a new id sorts by time, names the form and is unique', () => {
    const at = new Date('2025-03-04T10:15:00.123Z');
    expect(newSubmissionId('consultation', at, () => '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d')).toBe(
      '20250304T101500123Z-consultation-1a2b3c4d5e6f',
    );
    const ids = new Set(Array.from({ length: 500 }, () => newSubmissionId('request', at)));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[0-9TZ]+-request-[0-9a-f]{12}$/);
  });
});
