/**
 * The portfolio's pages: how many projects a page shows, the page count, a page's slice of the
 * projects, the line above the cards, the page numbers the page controls link, and the static
 * page of each page of the unfiltered list.
 * Pure functions, unit-tested.
 */
import { formatCount } from '../format.ts';
import { fillTemplate } from '../template.ts';
import type { PortfolioIslandWords } from './words.ts';

/** Projects per page: the full /projects page and the block embedded on the home page. */
export const PAGE_SIZE = { full: 12, embedded: 9 } as const;

export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/**
 * The line above the cards, about the projects that match: 'Showing 13-14 of 14 projects' on
 * one of several pages, 'Showing 9 of 14 projects' where only the first are shown (the home
 * page's block), 'Showing all 5 projects' or 'Showing 1 project' when every match is shown.
 */
export function resultSummary(
  words: Pick<
    PortfolioIslandWords,
    'noneFound' | 'showingRange' | 'showingSome' | 'showingAll' | 'showingOne' | 'digitGroup'
  >,
  {
    total,
    shown,
    page,
    pageSize,
    paged,
  }: {
    total: number;
    shown: number;
    page: number;
    pageSize: number;
    /** Whether the list has page controls (the full page). */
    paged: boolean;
  },
): string {
  if (total === 0) return words.noneFound;
  const count = (value: number) => formatCount(value, words.digitGroup);
  if (paged && pageCountOf(total, pageSize) > 1) {
    const first = (page - 1) * pageSize + 1;
    return fillTemplate(words.showingRange, {
      first: count(first),
      last: count(first + shown - 1),
      total: count(total),
    });
  }
  if (shown < total) return fillTemplate(words.showingSome, { shown: count(shown), total: count(total) });
  return total === 1 ? words.showingOne : fillTemplate(words.showingAll, { total: count(total) });
}

/** The portfolio's list in the default language; another language's is under its prefix (/de/projects). */
export const PORTFOLIO_PATH = '/projects';

/** The static page of page `n` of the unfiltered portfolio at `base`: /projects, /projects/page/2, ... */
export const portfolioPagePath = (n: number, base: string = PORTFOLIO_PATH): string =>
  n <= 1 ? base : `${base}/page/${n}`;

/** A page number within 1..pageCount (anything else, including NaN, comes back in range). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, pageCountOf(items.length, pageSize));
  return items.slice((current - 1) * pageSize, current * pageSize);
}

/** Numbered links beside the current page, on either side, in a long list of pages. */
const PAGES_AROUND = 2;
/**
 * The most numbered links and gaps the page controls show (first, a gap, the current page with
 * `PAGES_AROUND` on either side, a gap, last): a list of pages at most this long shows every number.
 */
export const MAX_PAGE_LINKS = 2 * PAGES_AROUND + 5;

/** A slot of the page controls: a page number, or a gap standing for the pages left out. */
export type PageLink = number | 'gap';

/**
 * The page numbers the controls link: every page of a short list; in a long one, the first and
 * last pages, the current one and its neighbours, and a gap for each run left out, always
 * `MAX_PAGE_LINKS` slots wherever the current page is. Linking every page made each of a large
 * catalogue's pages grow with the catalogue (835 links, 400 KB of HTML a page at 10,000 projects).
 */
export function pageLinks(page: number, pageCount: number): PageLink[] {
  const count = Math.max(1, pageCount);
  const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (count <= MAX_PAGE_LINKS) return numbers(1, count);
  const current = clampPage(page, count);
  // Near an end, the run between the first and the last page takes the slot of the gap it no
  // longer needs, so the controls keep their width.
  const nearStart = current - PAGES_AROUND <= 3;
  const nearEnd = current + PAGES_AROUND >= count - 2;
  const longRun = MAX_PAGE_LINKS - 3;
  const from = nearStart ? 2 : nearEnd ? count - longRun : current - PAGES_AROUND;
  const to = nearStart ? 1 + longRun : nearEnd ? count - 1 : current + PAGES_AROUND;
  return [
    1,
    ...(from > 2 ? ['gap' as const] : []),
    ...numbers(from, to),
    ...(to < count - 1 ? ['gap' as const] : []),
    count,
  ];
}
