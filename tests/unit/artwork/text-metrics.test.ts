import { describe, expect, it } from 'vitest';
import { fitTitle, textWidth, wrapTitle } from '@/build-time/artwork';

describe('title fitting', () => {
  it('keeps a short title on one line at the largest size', () => {
    const fitted = fitTitle('PawPlan', { maxWidth: 700, maxSize: 54, minSize: 32 });
    expect(fitted).toMatchObject({ lines: ['PawPlan'], fontSize: 54 });
  });

  it('wraps a long title over two balanced lines that fit', () => {
    const title = 'LensTrace Reverse Image Search';
    const fitted = fitTitle(title, { maxWidth: 704, maxSize: 54, minSize: 32 });
    expect(fitted.lines).toEqual(['LensTrace Reverse', 'Image Search']);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize)).toBeLessThanOrEqual(704);
    expect(fitted.lines.join(' ')).toBe(title);
  });

  it('shrinks the type before a single word would overflow', () => {
    const fitted = fitTitle('Supercalifragilistic Platform', { maxWidth: 420, maxSize: 54, minSize: 20 });
    expect(fitted.fontSize).toBeLessThan(54);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize)).toBeLessThanOrEqual(420);
  });

  it('cuts a title that cannot fit two lines with an ellipsis', () => {
    const fitted = fitTitle('One two three four five six seven eight nine ten eleven twelve', {
      maxWidth: 300,
      maxSize: 40,
      minSize: 36,
    });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).toMatch(/…$/);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize)).toBeLessThanOrEqual(300);
  });

  it('wrapTitle returns null when no split fits', () => {
    expect(wrapTitle('Incomprehensibilities', 100, 40)).toBeNull();
    expect(wrapTitle('Short', 400, 40)).toEqual(['Short']);
  });
});
