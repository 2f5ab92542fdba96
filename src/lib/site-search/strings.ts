/**
 * The site search's words in the page's language, as its script reads them: a small file per
 * language (`searchWordsPath`, src/pages/search-words/[language].json.ts) made from its
 * dictionary (content/dictionaries/), fetched the first time a visitor opens the search. So the
 * script holds no word and serves every language, and no page carries the words until they are
 * needed (they would cost every page's HTML about 400 bytes).
 */
import type { Dictionary } from '../content/kinds/dictionary.ts';
import { fillTemplate } from '../template.ts';
import type { SearchKindId } from './kinds.ts';

/**
 * Where a language's search words are (the language of a page is its `<html lang>`). Not under
 * `/data/`, whose files are named by their content and cached for a year: the words change with
 * the dictionary under the same name, so they are revalidated like a page.
 */
export const searchWordsPath = (language: string): string => `/search-words/${language}.json`;

/** The pages the empty search and a search without results suggest, by their default-language path. */
export const SEARCH_SUGGESTION_PATHS = ['/projects', '/tools', '/faq'] as const;

/** The search's words its script shows (the search page's own are rendered with the page). */
const SCRIPT_WORDS = [
  'fieldLabel',
  'placeholder',
  'dialogTitle',
  'close',
  'clear',
  'kinds',
  'all',
  'results',
  'noResults',
  'oneResult',
  'manyResults',
  'start',
  'tryOther',
  'unavailable',
] as const satisfies readonly (keyof Dictionary['search'])[];

type ScriptWords = Pick<Dictionary['search'], (typeof SCRIPT_WORDS)[number]>;

export interface SiteSearchStrings {
  /** The language's locale (plural rules of the count). */
  locale: string;
  /** The search page in the page's language: where Enter without a chosen result leads. */
  searchPath: string;
  words: ScriptWords;
  kinds: Readonly<Record<SearchKindId, string>>;
  suggestions: readonly { label: string; href: string }[];
}

/**
 * The words the search's script needs, from a dictionary; `href` gives a default-language path's
 * address in the page's language (the page itself when it is not written in it).
 */
export function siteSearchStrings(
  dictionary: Dictionary,
  href: (path: string) => string,
  searchPath: string,
): SiteSearchStrings {
  const words = {} as Record<keyof ScriptWords, string>;
  for (const key of SCRIPT_WORDS) words[key] = dictionary.search[key];
  const labels = { '/projects': dictionary.nav.portfolio, '/tools': dictionary.nav.tools, '/faq': dictionary.nav.faq };
  return {
    locale: dictionary.locale,
    searchPath,
    words,
    kinds: dictionary.searchKinds,
    suggestions: SEARCH_SUGGESTION_PATHS.map((path) => ({ label: labels[path], href: href(path) })),
  };
}

/** What the live region says once a search has answered. */
export function resultCountMessage(
  count: number,
  query: string,
  strings: Pick<SiteSearchStrings, 'locale' | 'words'>,
): string {
  const values = { count: count.toLocaleString(strings.locale), query: query.trim() };
  if (count === 0) return fillTemplate(strings.words.noResults, values);
  const one = new Intl.PluralRules(strings.locale).select(count) === 'one';
  return fillTemplate(one ? strings.words.oneResult : strings.words.manyResults, values);
}
