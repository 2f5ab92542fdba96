import { describe, expect, it } from 'vitest';
import { formatWait, healthChangeTracker, outboxHealth } from '@/lib/outbox/health';

const now = new Date('2026-03-04T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
const input = { counts: { dead: 0 }, oldestWaitingAt: undefined, writeError: undefined, now, staleAfterMs: 3600_000 };

describe('outboxHealth', () => {
  it('is ok with nothing dead and nothing waiting long', () => {
    expect(outboxHealth(input)).toEqual({ status: 'ok', reasons: [] });
    expect(outboxHealth({ ...input, oldestWaitingAt: hoursAgo(0.5) }).status).toBe('ok');
  });

  it('is degraded by a dead submission, or one waiting past OUTBOX_STALE_AFTER_S', () => {
    expect(outboxHealth({ ...input, counts: { dead: 2 } })).toEqual({
      status: 'degraded',
      reasons: [expect.stringMatching(/^2 submissions could not be delivered \(dead\)/)],
    });
    const stale = outboxHealth({ ...input, oldestWaitingAt: hoursAgo(3.25) });
    expect(stale.status).toBe('degraded');
    expect(stale.reasons[0]).toMatch(/waited 3 h 15 min to be sent \(since 2026-03-04T08:45:00.000Z\)/);
  });

  it('is down when a submission cannot be stored or the outbox cannot be read', () => {
    expect(outboxHealth({ ...input, counts: { dead: 3 }, writeError: 'database or disk is full' })).toEqual({
      status: 'down',
      reasons: ['The outbox cannot be written to: submissions are refused (database or disk is full)'],
    });
    expect(outboxHealth({ ...input, counts: undefined }).status).toBe('down');
  });
});

describe('formatWait', () => {
  it('reads as minutes, hours or days', () => {
    expect([formatWait(59_000), formatWait(42 * 60_000), formatWait(185 * 60_000), formatWait(52 * 3600_000)]).toEqual([
      '0 min',
      '42 min',
      '3 h 5 min',
      '2 d 4 h',
    ]);
  });
});

describe('healthChangeTracker', () => {
  it('gives one line per change of status, none while it stays', () => {
    const changed = healthChangeTracker();
    const degraded = outboxHealth({ ...input, counts: { dead: 1 } });
    expect(changed(outboxHealth(input))).toBeUndefined();
    expect(changed(degraded)).toMatch(/^Outbox health: degraded \(was ok\): 1 submission could not/);
    expect(changed(degraded)).toBeUndefined();
    expect(changed(outboxHealth({ ...input, writeError: 'full' }))).toMatch(/^Outbox health: down \(was degraded\)/);
    expect(changed(outboxHealth(input))).toBe('Outbox health: ok again (was down)');
    expect(changed(outboxHealth(input))).toBeUndefined();
  });
});
