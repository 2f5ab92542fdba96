import { describe, expect, it } from 'vitest';
import { GLOW_INTERVAL_MS, GLOW_PALETTE, pickNextGlowColor } from '@/lib/glow';

describe('contact email glow', () => {
  it('changes every 2 seconds among 6 distinct colours', () => {
    expect(GLOW_INTERVAL_MS).toBe(2000);
    expect(GLOW_PALETTE).toHaveLength(6);
    expect(new Set(GLOW_PALETTE).size).toBe(6);
  });

  it('never picks the current colour, whatever the random number', () => {
    for (const current of GLOW_PALETTE) {
      for (const r of [0, 0.2, 0.5, 0.8, 0.999999]) {
        const next = pickNextGlowColor(current, () => r);
        expect(next).not.toBe(current);
        expect(GLOW_PALETTE).toContain(next);
      }
    }
  });

  it('can reach each of the other 5 colours', () => {
    const current = GLOW_PALETTE[2];
    const reached = new Set([0, 0.2, 0.4, 0.6, 0.8].map((r) => pickNextGlowColor(current, () => r)));
    expect(reached.size).toBe(5);
  });

  it('starts from any colour when there is none yet, and survives out-of-range randoms', () => {
    expect(pickNextGlowColor(null, () => 0)).toBe(GLOW_PALETTE[0]);
    expect(pickNextGlowColor(undefined, () => 0.99)).toBe(GLOW_PALETTE[5]);
    expect(GLOW_PALETTE).toContain(pickNextGlowColor(null, () => 1));
    expect(GLOW_PALETTE).toContain(pickNextGlowColor(null, () => -1));
  });

  it('a long run never repeats a colour twice in a row', () => {
    let color: string | null = null;
    for (let i = 0; i < 500; i++) {
      const next = pickNextGlowColor(color);
      expect(next).not.toBe(color);
      color = next;
    }
  });
});
