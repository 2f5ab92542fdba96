import { describe, expect, it } from 'vitest';
import { byteRangeOf, ifRangeHolds } from '../../src/lib/byte-range';

describe('byteRangeOf', () => {
  it('reads one range, clamped to the file', () => {
    expect(byteRangeOf('bytes=2-4', 10)).toEqual({ kind: 'part', start: 2, end: 4 });
    expect(byteRangeOf('bytes=0-0', 10)).toEqual({ kind: 'part', start: 0, end: 0 });
    expect(byteRangeOf('bytes=5-', 10)).toEqual({ kind: 'part', start: 5, end: 9 });
    expect(byteRangeOf('bytes=-3', 10)).toEqual({ kind: 'part', start: 7, end: 9 });
    expect(byteRangeOf('bytes=-30', 10)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(byteRangeOf(' BYTES = 1 - 2 ', 10)).toEqual({ kind: 'part', start: 1, end: 2 });
  });

  it('clamps an end of any length to the last byte', () => {
    for (const end of ['10', '99999999999999999999', '9007199254740993', '9'.repeat(400)])
      expect(byteRangeOf(`bytes=0-${end}`, 10), end).toEqual({ kind: 'part', start: 0, end: 9 });
  });

  it('refuses a start past the end, an empty suffix and any range of an empty file (416)', () => {
    for (const header of ['bytes=10-', 'bytes=10-20', 'bytes=99999999999999999999-', 'bytes=-0'])
      expect(byteRangeOf(header, 10), header).toEqual({ kind: 'unsatisfiable' });
    expect(byteRangeOf('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRangeOf('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what is not one well-formed range of bytes (the whole file)', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=6-2',
      'bytes=0-1,5-6',
      'items=0-1',
      'bytes=a-b',
      'bytes=1.5-2',
      'bytes=-1-2',
    ])
      expect(byteRangeOf(header, 10), String(header)).toEqual({ kind: 'whole' });
  });
});

describe('ifRangeHolds', () => {
  const date = 'Sat, 28 Nov 2026 10:00:00 GMT';
  it('holds without If-Range, or with the date of the file as it is', () => {
    expect(ifRangeHolds(undefined, 'W/"a"', date)).toBe(true);
    expect(ifRangeHolds(date, 'W/"a"', date)).toBe(true);
  });

  it('fails for another date, another tag, any weak tag, or what is neither', () => {
    expect(ifRangeHolds('Sat, 28 Nov 2026 10:00:01 GMT', 'W/"a"', date)).toBe(false);
    expect(ifRangeHolds('W/"a"', 'W/"a"', date)).toBe(false);
    expect(ifRangeHolds('"a"', 'W/"a"', date)).toBe(false);
    expect(ifRangeHolds('"b"', '"a"', date)).toBe(false);
    expect(ifRangeHolds('yesterday', 'W/"a"', date)).toBe(false);
  });

  it('holds for the same strong tag', () => {
    expect(ifRangeHolds('"a"', '"a"', date)).toBe(true);
  });
});
