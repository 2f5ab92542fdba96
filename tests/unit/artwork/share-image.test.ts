import { describe, expect, it } from 'vitest';
import { renderShareBackdrop, renderShareImage, renderShareText } from '@/build-time/artwork';

/** Text content of every <text> element, unescaped enough for assertions. */
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
const words = { name: 'Nexora Studio', tagline: 'Digital Business Marketplace' };

describe('renderShareImage', () => {
  it('is a 1200x630 picture with the studio name and tagline', () => {
    const svg = renderShareImage(words);
    expect(svg).toContain('width="1200" height="630"');
    const all = texts(svg).join(' ');
    expect(all).toContain('Nexora');
    expect(all).toContain('Studio');
    expect(all).toContain('Digital Business Marketplace');
    expect(renderShareImage({ name: 'A & B', tagline: 'x' })).toContain('A &amp; B');
  });

  it('is its backdrop with its text over it', () => {
    const backdrop = renderShareBackdrop(words.name);
    const text = renderShareText(words);
    const body = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    expect(renderShareImage(words)).toBe(backdrop.replace(/<\/svg>$/, '') + body(text) + '</svg>');
  });
});

describe('a page share image in two layers', () => {
  it('draws the backdrop from its seed alone: the pages of one kind share it', () => {
    expect(renderShareBackdrop('Case study · Studio', { phone: false })).toBe(
      renderShareBackdrop('Case study · Studio', { phone: false }),
    );
    expect(renderShareBackdrop('Tool · Studio')).not.toBe(renderShareBackdrop('Case study · Studio'));
    expect(texts(renderShareBackdrop('Case study · Studio'))).not.toContain('Case study · Studio');
  });

  it('leaves the phone out when asked', () => {
    expect(renderShareBackdrop('x', { phone: false }).length).toBeLessThan(renderShareBackdrop('x').length);
  });

  it('puts the title and tagline in the text layer, on a transparent ground as wide as its column', () => {
    const svg = renderShareText({ name: 'Synthetic Project 7', tagline: 'Case study · Studio' });
    expect(svg).toContain('width="660" height="630"');
    expect(texts(svg).join(' ')).toContain('Synthetic Project 7');
    expect(texts(svg).join(' ')).toContain('Case study · Studio');
    // No background fill: only the logo tile is a rectangle.
    expect(svg).not.toContain('url(#bg)');
    expect([...svg.matchAll(/<rect /g)]).toHaveLength(1);
  });
});
