/** SVG markup: the document, shapes and text, with coordinates rounded to one decimal. */

const ARTWORK_FONT = "system-ui, 'DejaVu Sans', sans-serif";

/** Attribute that sets text in bold. */
export const BOLD = ' font-weight="700"';

/** A coordinate or length as written into the SVG: one decimal at most. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

/** Makes any string safe as SVG/XML text or attribute value (also drops XML-invalid controls). */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

export function svgDocument(width: number, height: number, viewW: number, viewH: number, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}" font-family="${ARTWORK_FONT}">`,
    body,
    '</svg>',
  ].join('');
}

/** `extra` is appended to the element's attributes (strokes, opacity, filters). */
export function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" rx="${n(rx)}" fill="${fill}"${extra}/>`;
}

/**
 * A soft shadow under a rounded box: rings of the box grown from `-spread` to `+spread`, so its
 * edge fades out over `2 * spread` px (20 is the slope of a Gaussian blur of 16 px) and the
 * layers together reach `opacity` inside. Plain shapes instead of an SVG blur filter, which cost
 * a share image two thirds of its encoding time.
 */
export function softShadow(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  opacity: number,
  spread = 20,
): string {
  const layers = 10;
  // Layers composite (1 - (1 - a)^layers), they do not add up.
  const fill = ` fill-opacity="${(1 - (1 - opacity) ** (1 / layers)).toFixed(3)}"`;
  return Array.from({ length: layers }, (_, i) => {
    const grow = -spread + ((i + 0.5) * 2 * spread) / layers;
    return rect(x - grow, y - grow, w + 2 * grow, h + 2 * grow, Math.max(0, rx + grow), '#020617', fill);
  }).join('');
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

export function text(x: number, y: number, size: number, fill: string, content: string, extra = ''): string {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;
}

/** A rounded bar standing in for a line of text. */
export const bar = (x: number, y: number, w: number, h: number, fill: string) => rect(x, y, w, h, h / 2, fill);

/** Opens a group that moves and scales a mock designed at its own size into place. */
export const placeGroup = (x: number, y: number, scale: number) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 1000) / 1000})">`;
