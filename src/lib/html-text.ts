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
