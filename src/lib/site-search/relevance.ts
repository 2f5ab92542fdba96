/**
 * When a search has no real match. Pagefind matches a word of the index that a query word begins
 * with when nothing begins with the query word, so nonsense finds most pages through one- and
 * two-letter words ("kkkkkkkk" finds "k", "asdfgh" finds "as", 100 x "a" finds "a"), and a
 * one-letter word finds every word it begins ("C#" is "c", "ü" is "u"). Measured on the test
 * catalogue with Pagefind's own scores, no score threshold parts these from real matches: a real
 * word found once on one page scores 0.9 ("hostname"), nonsense up to 4.3 (100 x "a" with
 * spaces) and the five audited queries' best 9.0 to 60.8. What parts them is the matched word
 * itself: a real match begins as the query word does.
 */
import type { ExcerptSegment } from './excerpt.ts';

/**
 * Pagefind's ranking, set where the search loads. A long page is each part's record apart from
 * its marked parts (FAQ answers, case studies), so the length left weighs less than Pagefind's
 * default (0.75) says: with 0.3 the five audited queries find their own page first on the test
 * catalogue ("affiliate" the Affiliate Program page before its FAQ answers); with 0.75 and 0.5 the
 * answers come first, with 0.2 and 0.3 alike.
 */
export const SEARCH_RANKING = { pageLength: 0.3 } as const;

/**
 * A query word shorter than this is left out (one letter begins too many words to mean one):
 * "C#", "ü" and 100 x "a" with spaces have no word left and answer "No results"; "AI" and "Go"
 * still search.
 */
export const MIN_QUERY_WORD_LENGTH = 2;

/**
 * The letters a matched word must share with the start of a query word (or the whole query word
 * when shorter) to count as a match: "run" for "running" and "cost" for "costs" (stems) count;
 * "as" for "asdfgh", "k" for "kkkkkkkk" and "a" for 100 x "a" do not.
 */
export const MIN_SHARED_START = 3;

/** Words as the search compares them: runs of letters and digits, lower case, without accents. */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The words of a query that are searched for (MIN_QUERY_WORD_LENGTH). */
export const queryWords = (query: string): string[] =>
  searchWords(query).filter((word) => word.length >= MIN_QUERY_WORD_LENGTH);

const sharedStart = (a: string, b: string): number => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
};

/** Whether an excerpt's marked words match a query word (MIN_SHARED_START). */
export function isRealMatch(words: readonly string[], excerpt: readonly ExcerptSegment[]): boolean {
  return excerpt.some(
    (segment) =>
      segment.marked &&
      searchWords(segment.text).some((matched) =>
        words.some((word) => sharedStart(matched, word) >= Math.min(MIN_SHARED_START, word.length)),
      ),
  );
}
