/**
 * The portfolio's words (content/dictionaries/, group `portfolio`): those of the page around the
 * block, which stay on the server, and those the island renders, which are its props.
 */
import type { Dictionary } from '../content/kinds/dictionary.ts';

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

/** The words the island (filters, cards, pages) renders: its props. */
export type PortfolioIslandWords = Omit<PortfolioWords, (typeof PAGE_WORDS)[number]>;

/** The island's words out of the portfolio's. */
export function portfolioIslandWords(words: PortfolioWords): PortfolioIslandWords {
  const page = new Set<string>(PAGE_WORDS);
  return Object.fromEntries(Object.entries(words).filter(([key]) => !page.has(key))) as PortfolioIslandWords;
}
