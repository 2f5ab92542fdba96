import { describe, expect, it } from 'vitest';
import {
  and,
  bitsetOf,
  decodeBitset,
  encodeBitset,
  fullBitset,
  hasBit,
  keepWhere,
  popcount,
  setPositions,
} from '@/lib/sharded-index/bitset';

describe('bitsets of catalogue positions', () => {
  it('holds the positions given, and only those, in ceil(size / 8) bytes', () => {
    const bits = bitsetOf(10_000, [0, 7, 8, 9_999]);
    expect(bits.length).toBe(1250);
    expect(setPositions(bits)).toEqual([0, 7, 8, 9_999]);
    expect(hasBit(bits, 7)).toBe(true);
    expect(hasBit(bits, 6)).toBe(false);
    expect(popcount(bits)).toBe(4);
    expect(() => bitsetOf(10, [10])).toThrow(/outside 0..9/);
  });

  it('combines filters with AND and counts with popcount', () => {
    const size = 50;
    const even = bitsetOf(
      size,
      [...Array(size).keys()].filter((i) => i % 2 === 0),
    );
    const third = bitsetOf(
      size,
      [...Array(size).keys()].filter((i) => i % 3 === 0),
    );
    const both = and(even, third);
    expect(setPositions(both)).toEqual([0, 6, 12, 18, 24, 30, 36, 42, 48]);
    expect(popcount(both)).toBe(9);
    expect(popcount(fullBitset(size))).toBe(size);
    expect(popcount(and(fullBitset(size), even))).toBe(25);
  });

  it('pages through the set positions: skip, then take', () => {
    const bits = bitsetOf(100, [3, 17, 18, 40, 41, 42, 99]);
    expect(setPositions(bits, 0, 3)).toEqual([3, 17, 18]);
    expect(setPositions(bits, 3, 3)).toEqual([40, 41, 42]);
    expect(setPositions(bits, 6, 3)).toEqual([99]);
    expect(setPositions(bits, 7, 3)).toEqual([]);
  });

  it('drops the positions a test rejects, leaving the original as it was', () => {
    const bits = bitsetOf(20, [1, 2, 3, 4]);
    expect(setPositions(keepWhere(bits, (p) => p % 2 === 0))).toEqual([2, 4]);
    expect(setPositions(bits)).toEqual([1, 2, 3, 4]);
  });

  it('travels as base64 and comes back the same; a set of the wrong size is refused', () => {
    const bits = bitsetOf(1001, [0, 500, 1000]);
    const text = encodeBitset(bits);
    expect(text).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeBitset(text, 1001)).toEqual(bits);
    expect(() => decodeBitset(text, 2000)).toThrow(/2000 entries takes 250 bytes, this one 126/);
  });
});
