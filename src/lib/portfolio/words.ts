/**
 * The portfolio's words (content/dictionaries/, group `portfolio`): those of the page around the
 * block, which stay on the server, and those the island renders, which are its props.
 */
import type { Dictionary } from '../content/kinds/dictionary.ts';
import { digitGroupOf } from '../format.ts';

export type PortfolioWords = Dictionary['portfolio'];

/** The words of the page and the block's heading: rendered by the server only. */
const PAGE_WORDS = [
  'title',
  'description',
  'pageTitle',
  'pageDescription',
  'pageCrumb',
  'heading',
  'intro',
  'homeHeading',
  'homeIntro',
  'viewAll',
] as const satisfies readonly (keyof PortfolioWords)[];

/** The words the island (filters, cards, pages) renders, and how its language groups a count's thousands: its props. */
export type PortfolioIslandWords = Omit<PortfolioWords, (typeof PAGE_WORDS)[number]> & { digitGroup: string };

/** The island's words out of the portfolio's, for a page in `locale` (its dictionary's). */
export function portfolioIslandWords(words: PortfolioWords, locale: string): PortfolioIslandWords {
  const page = new Set<string>(PAGE_WORDS);
  const island = Object.fromEntries(Object.entries(words).filter(([key]) => !page.has(key))) as Omit<
    PortfolioWords,
    (typeof PAGE_WORDS)[number]
  >;
  return { ...island, digitGroup: digitGroupOf(locale) };
}

/**
 * Where a language's island words are (src/pages/portfolio-words/[language].json.ts). The home
 * page's block gets only this path as a prop, not the words: its island fetches them when it
 * hydrates, so the home page's HTML carries none of them (it has little room left in its budget).
 */
export const portfolioWordsPath = (language: string): string => `/portfolio-words/${language}.json`;

/** The island words the server renders a block with that gets only their path (set by PortfolioSection). */
const serverWords = new Map<string, PortfolioIslandWords>();
export const provideServerWords = (path: string, words: PortfolioIslandWords): void => {
  serverWords.set(path, words);
};
export const serverWordsAt = (path: string): PortfolioIslandWords | undefined => serverWords.get(path);
