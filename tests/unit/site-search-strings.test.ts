import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionarySchema, type Dictionary } from '@/lib/content/kinds/dictionary';
import { localizedPath } from '@/lib/i18n/languages';
import { resultCountMessage, siteSearchStrings } from '@/lib/site-search/strings';

const dictionary = (language: string): Dictionary =>
  dictionarySchema.parse(
    JSON.parse(readFileSync(`tests/fixture/content/dictionaries/${language}.json`, 'utf8')) as unknown,
  );

describe("the site search's words", () => {
  it("come from the page's dictionary, with the suggestions in the page's language", () => {
    const de = dictionary('de');
    const href = (path: string) => (path === '/faq' ? localizedPath(path, 'de') : path);
    const strings = siteSearchStrings(de, href, '/de/search');
    expect(strings.searchPath).toBe('/de/search');
    expect(strings.locale).toBe('de-DE');
    expect(strings.words.placeholder).toBe(de.search.placeholder);
    expect(strings.kinds.idea).toBe('Geschäftsideen');
    // A page not written in German keeps its English address.
    expect(strings.suggestions).toEqual([
      { label: de.nav.portfolio, href: '/projects' },
      { label: de.nav.tools, href: '/tools' },
      { label: de.nav.faq, href: '/de/faq' },
    ]);
    // Only what the script shows: the search page's own words stay in the page.
    expect(Object.keys(strings.words)).not.toContain('indexPending');
  });

  it('say how many results there are, by the plural rules of the language', () => {
    const en = siteSearchStrings(dictionary('en'), (path) => path, '/search');
    expect(resultCountMessage(0, ' rag ', en)).toBe('No results for “rag”');
    expect(resultCountMessage(1, 'rag', en)).toBe('1 result for “rag”');
    expect(resultCountMessage(1200, 'rag', en)).toBe('1,200 results for “rag”');
    const de = siteSearchStrings(dictionary('de'), (path) => path, '/de/search');
    expect(resultCountMessage(0, 'Kosten', de)).toBe('Keine Ergebnisse für „Kosten“');
    expect(resultCountMessage(1, 'Kosten', de)).toBe('1 Ergebnis für „Kosten“');
    expect(resultCountMessage(1200, 'Kosten', de)).toBe('1.200 Ergebnisse für „Kosten“');
  });
});
