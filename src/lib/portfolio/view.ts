/**
 * What the portfolio shows for a state, whether or not that state's cards have arrived.
 *
 * The page carries only its own view: the cards of its page of the unfiltered list (the first
 * on /projects, page n on /projects/page/n), rendered by the server and never hydrated, and the
 * number of projects. Any other view comes from the portfolio's sharded index (index-shards.ts):
 * the island fetches the files that view needs when the visitor searches, filters or changes
 * page, or opens the page with such a state in its URL. Until they have arrived, the view is
 * `loading`. The same views from every card in memory are the reference the index is tested by.
 */
import type { PortfolioCard } from './card.ts';
import { DEFAULT_FILTERS, filterProjects, type PortfolioFilters } from './filters.ts';
import { pageCountOf, pageSlice } from './pagination.ts';
import type { PortfolioState } from './query.ts';

/** Whether the filters are all at their defaults (search empty). */
export const isUnfiltered = (filters: PortfolioFilters): boolean =>
  (Object.keys(DEFAULT_FILTERS) as (keyof PortfolioFilters)[]).every((key) =>
    key === 'search' ? filters.search.trim() === '' : filters[key] === DEFAULT_FILTERS[key],
  );

/** Whether the page's own view shows this state: no filter, the page its path shows. */
export const isFirstView = (state: PortfolioState, pathPage = 1): boolean =>
  isUnfiltered(state) && state.page === pathPage;

export interface FirstView {
  /** How many cards the page itself shows: page `page` of the unfiltered list. */
  count: number;
  /** Projects in the full index. */
  total: number;
  /** Which page of the unfiltered list they are (1 on /projects, n on /projects/page/n). */
  page: number;
}

export interface PortfolioView {
  /** The state needs the full index, which has not arrived: the page's own cards are shown. */
  loading: boolean;
  /**
   * The cards to render, or null for the page's own cards: those the server rendered, kept as
   * they are (never hydrated) whenever the state is the page's own view or the full index is loading.
   */
  cards: readonly PortfolioCard[] | null;
  /** How many cards are shown. */
  shown: number;
  /** Projects that match the filters (all of them while loading, for the page controls). */
  matches: number;
  pageCount: number;
}

/** A state's page of matching cards, and how many match in all (once its files have arrived). */
export interface ResolvedPage {
  matches: number;
  cards: readonly PortfolioCard[];
}

/** A state's page from every card: the filter and the page's slice, in memory. */
export function resolvePage(allCards: readonly PortfolioCard[], state: PortfolioState, pageSize: number): ResolvedPage {
  const filtered = filterProjects(allCards, state);
  return { matches: filtered.length, cards: pageSlice(filtered, state.page, pageSize) };
}

/**
 * What the portfolio shows for a state, given that state's page when it has arrived (`resolved`,
 * from the sharded index) or null while it loads.
 */
export function portfolioViewOf(
  resolved: ResolvedPage | null,
  first: FirstView,
  state: PortfolioState,
  pageSize: number,
): PortfolioView {
  const own = isFirstView(state, first.page);
  if (resolved && !own) {
    return {
      loading: false,
      cards: resolved.cards,
      shown: resolved.cards.length,
      matches: resolved.matches,
      pageCount: pageCountOf(resolved.matches, pageSize),
    };
  }
  return {
    loading: !own,
    cards: null,
    shown: first.count,
    matches: first.total,
    pageCount: pageCountOf(first.total, pageSize),
  };
}

/** What the portfolio shows for a state, given every card once they have arrived. */
export const portfolioView = (
  allCards: readonly PortfolioCard[] | null,
  first: FirstView,
  state: PortfolioState,
  pageSize: number,
): PortfolioView => portfolioViewOf(allCards && resolvePage(allCards, state, pageSize), first, state, pageSize);

/**
 * The number of pages a set of filters gives, for the URL's page number to be read within it:
 * known for any filter once the full index is there, else only for the unfiltered list
 * (unbounded otherwise, until the full index arrives and the URL is read again).
 */
export function pageCountFor(
  allCards: readonly PortfolioCard[] | null,
  total: number,
  pageSize: number,
): (filters: PortfolioFilters) => number {
  return pageCountFrom(allCards && ((filters) => filterProjects(allCards, filters).length), total, pageSize);
}

/**
 * The same from what is known of the matches' counts: `matchCount` gives a set of filters' count
 * where it is known (undefined where not), or is null when nothing is.
 */
export function pageCountFrom(
  matchCount: ((filters: PortfolioFilters) => number | undefined) | null,
  total: number,
  pageSize: number,
): (filters: PortfolioFilters) => number {
  return (filters) => {
    if (isUnfiltered(filters)) return pageCountOf(total, pageSize);
    const count = matchCount?.(filters);
    return count === undefined ? Number.POSITIVE_INFINITY : pageCountOf(count, pageSize);
  };
}
