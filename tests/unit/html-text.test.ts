/** Text in and out of HTML written as a string (src/lib/html-text.ts). */
import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, escapeHtml } from '@/lib/html-text';

describe('HTML text', () => {
  it('decodes the character references attributes use', () => {
    expect(decodeHtmlEntities('[&#38;>svg]:size-4 &amp; &quot;a&quot; &#x3E; &unknown;')).toBe(
      '[&>svg]:size-4 & "a" > &unknown;',
    );
  });

  it('leaves a reference past the last code point as written', () => {
    expect(decodeHtmlEntities('a &#99999999; &#x110000; b')).toBe('a &#99999999; &#x110000; b');
  });

  it('reads back what it escapes', () => {
    const text = `<script>"it's" & 'more'</script>`;
    expect(escapeHtml(text)).not.toMatch(/[<>"']/);
    expect(decodeHtmlEntities(escapeHtml(text))).toBe(text);
  });
});
