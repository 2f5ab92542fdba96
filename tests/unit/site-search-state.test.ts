import { describe, expect, it } from 'vitest';
import { siteSearchQuery, siteSearchUrl, toggleKind } from '@/lib/site-search/search-state';

describe("the site search's URL state", () => {
  it('reads the words and the chosen kinds, in the declared order, dropping unknown and repeated kinds', () => {
    expect(siteSearchQuery.parse('?q=receipt+scanner&kind=tool,project,admin,tool')).toEqual({
      q: 'receipt scanner',
      kinds: ['project', 'tool'],
    });
  });

  it('reads a missing or bad query as an empty search of every kind', () => {
    expect(siteSearchQuery.parse('')).toEqual({ q: '', kinds: [] });
    expect(siteSearchQuery.parse('?kind=%%%&q=')).toEqual({ q: '', kinds: [] });
  });

  it('cuts an overlong query to the longest a search box takes', () => {
    expect(siteSearchQuery.parse(`?q=${'a'.repeat(500)}`).q).toHaveLength(100);
  });

  it('writes one URL per state: the search page with its query', () => {
    expect(siteSearchUrl('/search', { q: ' docker ', kinds: ['tool'] })).toBe('/search?q=docker&kind=tool');
    expect(siteSearchUrl('/de/search', { q: 'Kosten', kinds: [] })).toBe('/de/search?q=Kosten');
    expect(siteSearchUrl('/search', { q: '', kinds: [] })).toBe('/search');
    expect(siteSearchQuery.serialise(siteSearchQuery.parse('?kind=faq,page&q=cost'))).toBe('?q=cost&kind=faq%2Cpage');
  });

  it('toggles a kind, keeping the declared order', () => {
    expect(toggleKind([], 'tool')).toEqual(['tool']);
    expect(toggleKind(['tool'], 'project')).toEqual(['project', 'tool']);
    expect(toggleKind(['project', 'tool'], 'project')).toEqual(['tool']);
  });
});
