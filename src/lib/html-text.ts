/**
 * Text for HTML written as a string (content and quoted attribute values): the studio's emails,
 * the form API's no-JavaScript answers, the editor's server-rendered pages.
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** The highest code point a character reference may name. */
const MAX_CODE_POINT = 0x10ffff;

/** Decodes the character references HTML attributes may use (`&#38;`, `&amp;`, `&#x3E;`, ...). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code <= MAX_CODE_POINT ? String.fromCodePoint(code) : whole;
  });
}
