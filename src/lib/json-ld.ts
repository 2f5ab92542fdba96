/**
 * JSON-LD for a <script type="application/ld+json"> block. `<` is escaped so no string in the
 * data can close the script element; undefined values are dropped by JSON.stringify.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
