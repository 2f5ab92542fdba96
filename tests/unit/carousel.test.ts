import { describe, expect, it } from 'vitest';
import { FADE_MS, nextIndex } from '@/lib/carousel';

describe('highlight carousel', () => {
  it('advances cyclically', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(4, 5)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
  it('fades for 300 ms', () => {
    expect(FADE_MS).toBe(300);
  });
});
