/**
 * An SVG as a `data:` URL, for an image the page must not fetch separately (the favicon: a
 * separate request competes with the page's own images while it loads). Only the characters a
 * URL cannot carry (spaces among them) are percent-encoded, so the text stays short and
 * compresses with the page.
 */
const READABLE = /%(27|2C|2F|3A|3B|3D)/g;

export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ').replace(/"/g, "'");
  const encoded = encodeURIComponent(compact).replace(READABLE, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return `data:image/svg+xml,${encoded}`;
}
