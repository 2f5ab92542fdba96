import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/lib/json-ld';

describe('serializeJsonLd (the one set:html of content: JSON-LD script blocks)', () => {
  it('cannot close the script element or inject markup, whatever a content string holds', () => {
    const hostile = {
      name: '</script><script>alert(1)</script>',
      description: 'a <b>bold</b> claim <!-- and a comment',
      separators: 'line\u2028paragraph\u2029end',
    };
    const text = serializeJsonLd(hostile);
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('drops undefined values, so no property is written without a value', () => {
    expect(JSON.parse(serializeJsonLd({ '@type': 'Thing', name: 'x', url: undefined }))).toEqual({
      '@type': 'Thing',
      name: 'x',
    });
  });
});
