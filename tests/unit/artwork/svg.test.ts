import { describe, expect, it } from 'vitest';
import { escapeXml } from '@/build-time/artwork';

describe('escapeXml', () => {
  it('escapes markup characters and drops XML-invalid control characters', () => {
    expect(escapeXml(`R&D <Tools> "a" 'b'`)).toBe('R&amp;D &lt;Tools&gt; &quot;a&quot; &apos;b&apos;');
    expect(escapeXml('a\u0001b')).toBe('ab');
  });
});
