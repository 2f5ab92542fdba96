/**
 * YAML mistakes in plain words at the line to change (src/lib/content/yaml-problems.ts), from
 * what the `yaml` parser reports.
 */
import { describe, expect, it } from 'vitest';
import { parse, YAMLParseError } from 'yaml';
import { explainYamlMistake } from '@/lib/content/yaml-problems';

function mistakeIn(source: string, offset = 0) {
  try {
    parse(source);
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    return explainYamlMistake(
      source,
      { code: error.code, line: error.linePos?.[0].line ?? 1, message: error.message },
      offset,
    );
  }
  throw new Error('the YAML parsed');
}

describe('YAML mistakes', () => {
  it('names the line indented too far, not the field above it where the parser stops', () => {
    expect(mistakeIn('id: 1\nmetrics:\n  revenue: 0\n    users: 460\n  growth: 18\n', 1)).toEqual({
      line: 5,
      message:
        '"users: 460" is indented more than the line above it, so it reads as part of "revenue"\'s value: line it up with the fields of its group',
    });
  });

  it('says to quote a text that contains ": "', () => {
    expect(mistakeIn('id: 1\ntitle: Ledger: the app\n')).toEqual({
      line: 2,
      message: 'the text of "title" contains ": ", which YAML reads as a new field: put the text in double quotes',
    });
  });

  it('names a field that does not line up, a field written twice, a tab and an unclosed quote', () => {
    expect(mistakeIn('a: 1\nm:\n  r: 0\n u: 4\nb: 2\n')).toMatchObject({
      line: 4,
      message: expect.stringContaining('"u: 4" does not line up') as unknown,
    });
    expect(mistakeIn('a: 1\nb: 2\na: 3\n')).toEqual({
      line: 3,
      message: 'the field "a" is written twice (also on line 1): keep one',
    });
    expect(mistakeIn('a: 1\nm:\n\tr: 1\n').message).toBe('this line is indented with a tab: indent with spaces');
    expect(mistakeIn('a: 1\nb: "abc\nc: 2\n')).toMatchObject({
      line: 2,
      message: expect.stringContaining('is not closed') as unknown,
    });
  });
});
