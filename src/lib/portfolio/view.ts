/**
 * What the portfolio shows for a state, whether or not the full index has arrived.
 *
 * The page carries only its own view: the cards of its page of the unfiltered list (the first
 * on /projects, page n on /projects/page/n), rendered by the server and never hydrated, and the
 * number of projects. The full index is a static JSON file (one file per build, named
 * by a hash of its content) that the island fetches when the visitor first searches, filters or
 * changes page, or opens the page with such a state in its URL. Until it has arrived, any other
 * view is `loading` and shows the page's own cards.
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

export function portfolioView(
  allCards: readonly PortfolioCard[] | null,
  first: FirstView,
  state: PortfolioState,
  pageSize: number,
): PortfolioView {
  const own = isFirstView(state, first.page);
  if (allCards && !own) {
    const filtered = filterProjects(allCards, state);
    const cards = pageSlice(filtered, state.page, pageSize);
    return {
      loading: false,
      cards,
      shown: cards.length,
      matches: filtered.length,
      pageCount: pageCountOf(filtered.length, pageSize),
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
  return (filters) => {
    if (allCards) return pageCountOf(filterProjects(allCards, filters).length, pageSize);
    return isUnfiltered(filters) ? pageCountOf(total, pageSize) : Number.POSITIVE_INFINITY;
  };
}
