import { describe, expect, it } from 'vitest';
import { sliceSizer } from '@/lib/slice-sizer';

describe('sliceSizer', () => {
  it('starts at the given size, within its bounds', () => {
    expect(sliceSizer({ targetMs: 8, min: 50, max: 1000, start: 200 }).rows()).toBe(200);
    expect(sliceSizer({ targetMs: 8, min: 50, max: 1000 }).rows()).toBe(50);
    expect(sliceSizer({ targetMs: 8, min: 50, max: 1000, start: 5000 }).rows()).toBe(1000);
  });

  it('shrinks after a slow slice to what fits the target', () => {
    const sizer = sliceSizer({ targetMs: 8, min: 50, max: 1000, start: 1000 });
    sizer.took(1000, 80); // 12.5 rows/ms: 100 rows take 8 ms
    expect(sizer.rows()).toBe(100);
    sizer.took(100, 400); // far slower: down to the floor, never 0
    expect(sizer.rows()).toBe(50);
  });

  it('grows at most twofold a slice while slices are quick, up to the ceiling', () => {
    const sizer = sliceSizer({ targetMs: 8, min: 50, max: 1000, start: 100 });
    sizer.took(100, 1); // 100 rows/ms would allow 800, but twice the last is 200
    expect(sizer.rows()).toBe(200);
    sizer.took(200, 0); // no measurable time: still at most twofold
    expect(sizer.rows()).toBe(400);
    for (let i = 0; i < 5; i++) sizer.took(sizer.rows(), 0.5);
    expect(sizer.rows()).toBe(1000);
  });

  it('ignores an empty slice', () => {
    const sizer = sliceSizer({ targetMs: 8, min: 50, max: 1000, start: 300 });
    sizer.took(0, 50);
    expect(sizer.rows()).toBe(300);
  });
});
