/**
 * What the portfolio shows for a state, whether or not the full catalogue has arrived.
 *
 * The page carries only its own view: the cards of its page of the unfiltered list (the first
 * on /projects, page n on /projects/page/n) and the number of projects. The full catalogue is a static JSON index (one file per build, named
 * by a hash of its content) that the island fetches when the visitor first searches, filters or
 * changes page, or opens the page with such a state in its URL. Until it has arrived, any other
 * view is `loading` and shows the first view's cards.
 */
import {
  DEFAULT_FILTERS,
  filterProjects,
  pageCountOf,
  pageSlice,
  type PortfolioCard,
  type PortfolioFilters,
  type PortfolioState,
} from './portfolio.ts';

/** Whether the filters are all at their defaults (search empty). */
export const isUnfiltered = (filters: PortfolioFilters): boolean =>
  (Object.keys(DEFAULT_FILTERS) as (keyof PortfolioFilters)[]).every((key) =>
    key === 'search' ? filters.search.trim() === '' : filters[key] === DEFAULT_FILTERS[key],
  );

/** Whether the page's own view shows this state: no filter, the page its path shows. */
export const isFirstView = (state: PortfolioState, pathPage = 1): boolean =>
  isUnfiltered(state) && state.page === pathPage;

export interface FirstView {
  /** The cards the page carries: page `page` of the unfiltered list. */
  cards: readonly PortfolioCard[];
  /** Projects in the whole catalogue. */
  total: number;
  /** Which page of the unfiltered list they are (1 on /projects, n on /projects/page/n). */
  page: number;
}

export interface PortfolioView {
  /** The state needs the catalogue, which has not arrived: the first view's cards are shown. */
  loading: boolean;
  cards: readonly PortfolioCard[];
  /** Projects that match the filters (all of them while loading, for the page controls). */
  matches: number;
  pageCount: number;
}

export function portfolioView(
  catalogue: readonly PortfolioCard[] | null,
  first: FirstView,
  state: PortfolioState,
  pageSize: number,
): PortfolioView {
  if (catalogue) {
    const filtered = filterProjects(catalogue, state);
    return {
      loading: false,
      cards: pageSlice(filtered, state.page, pageSize),
      matches: filtered.length,
      pageCount: pageCountOf(filtered.length, pageSize),
    };
  }
  return {
    loading: !isFirstView(state, first.page),
    cards: first.cards,
    matches: first.total,
    pageCount: pageCountOf(first.total, pageSize),
  };
}

/**
 * The number of pages a set of filters gives, for the URL's page number to be read within it:
 * known for any filter once the catalogue is there, else only for the unfiltered list
 * (unbounded otherwise, until the catalogue arrives and the URL is read again).
 */
export function pageCountFor(
  catalogue: readonly PortfolioCard[] | null,
  total: number,
  pageSize: number,
): (filters: PortfolioFilters) => number {
  return (filters) => {
    if (catalogue) return pageCountOf(filterProjects(catalogue, filters).length, pageSize);
    return isUnfiltered(filters) ? pageCountOf(total, pageSize) : Number.POSITIVE_INFINITY;
  };
}
