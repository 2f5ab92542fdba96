import { describe, expect, it } from 'vitest';
import { contentDigest } from '@/build-time/content-digest';

describe('contentDigest', () => {
  it('is the same for the same values, whatever the order of their fields', () => {
    expect(contentDigest({ a: 1, b: [1, { c: 'x', d: 'y' }] })).toBe(
      contentDigest({ b: [1, { d: 'y', c: 'x' }], a: 1 }),
    );
    expect(contentDigest({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with a value, an array’s order and the order of the values given', () => {
    const base = contentDigest({ title: 'CashCast' }, 'frame');
    expect(contentDigest({ title: 'CashCast!' }, 'frame')).not.toBe(base);
    expect(contentDigest('frame', { title: 'CashCast' })).not.toBe(base);
    expect(contentDigest([1, 2])).not.toBe(contentDigest([2, 1]));
  });

  it('writes dates as days and times, and leaves out what JSON leaves out', () => {
    expect(contentDigest({ at: new Date('2026-11-30T00:00:00Z') })).toBe(
      contentDigest({ at: '2026-11-30T00:00:00.000Z' }),
    );
    expect(contentDigest({ at: new Date('2026-11-30') })).not.toBe(contentDigest({ at: new Date('2026-12-01') }));
    expect(contentDigest({ a: 1, gone: undefined, run: () => 1 })).toBe(contentDigest({ a: 1 }));
  });
});
