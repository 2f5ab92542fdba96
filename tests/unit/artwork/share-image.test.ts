import { describe, expect, it } from 'vitest';
import { renderShareImage } from '@/build-time/artwork';

/** Text content of every <text> element, unescaped enough for assertions. */
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('renderShareImage', () => {
  it('is a 1200x630 picture with the studio name and tagline', () => {
    const svg = renderShareImage({ name: 'Nexora Studio', tagline: 'Digital Business Marketplace' });
    expect(svg).toContain('width="1200" height="630"');
    const words = texts(svg).join(' ');
    expect(words).toContain('Nexora');
    expect(words).toContain('Studio');
    expect(words).toContain('Digital Business Marketplace');
    expect(renderShareImage({ name: 'A & B', tagline: 'x' })).toContain('A &amp; B');
  });
});
