import { describe, expect, it } from 'vitest';
import { PALETTES, paletteFor } from '@/build-time/artwork';

describe('palettes', () => {
  it('picks the same palette for a slug every time', () => {
    expect(paletteFor('siteforge')).toBe(paletteFor('siteforge'));
  });

  it('gives different slugs different palettes', () => {
    const slugs = [
      'cashcast',
      'controlbyweb-ai',
      'faceswap-studio',
      'lenstrace',
      'pawplan',
      'phpforge',
      'pipelinedesk',
    ];
    const names = new Set(slugs.map((slug) => paletteFor(slug).name));
    expect(names.size).toBeGreaterThanOrEqual(4);
    expect(paletteFor('cashcast').name).not.toBe(paletteFor('lenstrace').name);
  });

  it("includes the site's own gradient", () => {
    expect(PALETTES.some((p) => p.name === 'aurora' && p.via === '#7c3aed')).toBe(true);
  });
});
