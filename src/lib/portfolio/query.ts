/**
 * The portfolio's URL query, which carries what it shows (its filters and page), so a view can
 * be shared and Back undoes a change. Pure functions, unit-tested.
 */
import { choiceParam, pageParam, queryCodec, SEARCH_MAX_LENGTH, textParam, type QueryCodec } from '../url-state.ts';
import { MODEL_OPTIONS, REVENUE_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS, type PortfolioFilters } from './filters.ts';
import { clampPage } from './pagination.ts';

/** What the portfolio shows: its filters and the page of the filtered projects. */
export interface PortfolioState extends PortfolioFilters {
  page: number;
}

/**
 * The portfolio's URL query, `?status=&type=&revenue=&model=&tech=&q=&page=`. Unknown values
 * fall back to the defaults; with `pageCount` (the number of pages a set of filters gives), a
 * page past the last reads as the last.
 */
export function portfolioQuery(
  techOptions: readonly string[],
  pageCount?: (filters: PortfolioFilters) => number,
  /** The page the path shows without a query: 1 on /projects, n on /projects/page/n. */
  pathPage = 1,
): QueryCodec<PortfolioState> {
  return queryCodec<PortfolioState>(
    {
      status: choiceParam('status', STATUS_OPTIONS, 'all'),
      type: choiceParam('type', TYPE_OPTIONS, 'all'),
      revenue: choiceParam('revenue', REVENUE_OPTIONS, 'all'),
      model: choiceParam('model', MODEL_OPTIONS, 'all'),
      tech: choiceParam('tech', techOptions, 'all'),
      search: textParam('q', SEARCH_MAX_LENGTH),
      page: pageParam('page', pathPage),
    },
    pageCount && ((state) => ({ ...state, page: clampPage(state.page, pageCount(state)) })),
  );
}
