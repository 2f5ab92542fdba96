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
