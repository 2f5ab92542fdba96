import { describe, expect, it } from 'vitest';
import { languageLabel, prismLanguage } from '@/lib/prism';
import { initialTab, tabIndexForKey } from '@/lib/tabs';

describe('tab keyboard rule', () => {
  it('moves with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(tabIndexForKey('Home', 2, 4)).toBe(0);
    expect(tabIndexForKey('End', 0, 4)).toBe(3);
    expect(tabIndexForKey('Enter', 0, 4)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });

  it('opens the tab the URL names, else the default, else the first', () => {
    const ids = ['overview', 'market', 'development'];
    expect(initialTab(ids, 'market')).toBe('market');
    expect(initialTab(ids, 'nope', 'development')).toBe('development');
    expect(initialTab(ids, null)).toBe('overview');
    expect(initialTab([], null)).toBeUndefined();
  });
});

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
