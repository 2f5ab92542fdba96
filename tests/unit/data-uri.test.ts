import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgDataUri } from '../../src/lib/data-uri';

describe('svgDataUri', () => {
  it('keeps readable characters and encodes the ones a URL cannot carry', () => {
    const uri = svgDataUri('<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#fff"/>\n</svg>\n');
    expect(uri).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%3E%3Crect%20fill='%23fff'/%3E%3C/svg%3E",
    );
  });

  it('round-trips the favicon', () => {
    const svg = readFileSync(new URL('../../src/assets/favicon.svg', import.meta.url), 'utf8');
    const uri = svgDataUri(svg);
    expect(uri).not.toMatch(/[<>#"\s]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
      svg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ').replace(/"/g, "'"),
    );
  });
});
