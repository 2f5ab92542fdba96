import { describe, expect, it } from 'vitest';
import { IMAGE_LAYOUTS, imageWidths } from '@/lib/images';

/** The CSS width `sizes` gives at a viewport width (rem = 16 px; only the forms the site uses). */
function laidOutWidth(sizes: string, viewport: number): number {
  for (const part of sizes.split(',').map((p) => p.trim())) {
    const match = /^\(min-width: (\d+)px\) (.+)$/.exec(part);
    const [condition, length] = match ? [Number(match[1]), match[2] ?? ''] : [0, part];
    if (viewport < condition) continue;
    const rem = /^([\d.]+)rem$/.exec(length);
    if (rem) return Number(rem[1]) * 16;
    const vw = /^([\d.]+)vw$/.exec(length);
    if (vw) return (Number(vw[1]) * viewport) / 100;
    const calc = /^calc\(100vw - ([\d.]+)rem\)$/.exec(length);
    if (calc) return viewport - Number(calc[1]) * 16;
    throw new Error(`unknown length ${length}`);
  }
  throw new Error('no size applies');
}

describe('image layouts', () => {
  it('each maxWidth is the widest its sizes lays the image out, at any viewport', () => {
    for (const [name, layout] of Object.entries(IMAGE_LAYOUTS)) {
      let widest = 0;
      for (let viewport = 320; viewport <= 2560; viewport += 1)
        widest = Math.max(widest, laidOutWidth(layout.sizes, viewport));
      expect(Math.round(widest), name).toBe(layout.maxWidth);
    }
  });

  it('asks for widths up to twice the widest layout, never wider than the file', () => {
    expect(imageWidths('card', 800)).toEqual([400, 640, 800]);
    expect(imageWidths('column', 1200)).toEqual([400, 640, 800, 1200]);
    expect(imageWidths('half', 1200)).toEqual([400, 640, 800, 1118]);
    expect(imageWidths('column', 3000)).toEqual([400, 640, 800, 1200, 1600, 1950]);
  });

  it('gives a small image one width, its own', () => {
    expect(imageWidths('card', 320)).toEqual([320]);
    expect(imageWidths('card', 400)).toEqual([400]);
  });
});
