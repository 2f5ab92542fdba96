import { describe, expect, it } from 'vitest';
import { excerptSegments } from '@/lib/site-search/excerpt';
import { isRealMatch, queryWords } from '@/lib/site-search/relevance';

const matches = (query: string, excerpt: string) => isRealMatch(queryWords(query), excerptSegments(excerpt));

describe("the site search's real matches", () => {
  it('leave out query words of one letter, so a query of them searches nothing', () => {
    for (const query of ['C#', 'ü', Array(100).fill('a').join(' '), ' ']) expect(queryWords(query), query).toEqual([]);
    expect(queryWords('AI agents')).toEqual(['ai', 'agents']);
    expect(queryWords('Next.js')).toEqual(['next', 'js']);
    expect(queryWords('Müller')).toEqual(['muller']);
  });

  it('are words that begin as a query word does: the word, a longer word, or its stem', () => {
    expect(matches('tailwind', 'Styled with <mark>Tailwind</mark> CSS')).toBe(true);
    expect(matches('tail', 'Styled with <mark>Tailwind</mark> CSS')).toBe(true);
    expect(matches('running', 'It <mark>runs</mark> locally')).toBe(true);
    expect(matches('costs', 'What does it <mark>cost</mark>?')).toBe(true);
    expect(matches('hostname', 'new <mark>URL(req.url).hostname.split(".")[0];</mark>')).toBe(true);
    expect(matches('ai', 'An <mark>AI</mark> agent')).toBe(true);
  });

  it('are not the short words Pagefind falls back to for nonsense', () => {
    expect(matches('a'.repeat(100), 'a <mark>a</mark> day')).toBe(false);
    expect(matches('asdfgh', 'such <mark>as</mark> this')).toBe(false);
    expect(matches('kkkkkkkk', 'retrieve(<mark>k:</mark> int)')).toBe(false);
    expect(matches('lorem ipsum', '<mark>I</mark> wrote')).toBe(false);
    expect(matches('tailwind', 'no marked word')).toBe(false);
  });
});
