/** The code blocks' languages: a Prism grammar and a label for each (src/lib/prism.ts). */
import { describe, expect, it } from 'vitest';
import { languageLabel, prismLanguage } from '@/lib/prism';

describe('prismLanguage', () => {
  it('maps the content languages to Prism grammars and unknown ones to plaintext', () => {
    expect(prismLanguage('ts')).toBe('typescript');
    expect(prismLanguage('TSX')).toBe('tsx');
    expect(prismLanguage('py')).toBe('python');
    expect(prismLanguage('yml')).toBe('yaml');
    expect(prismLanguage('brainfuck-ish')).toBe('plaintext');
    expect(languageLabel('ts')).toBe('TypeScript');
    expect(languageLabel('unknown')).toBe('Text');
  });
});
