/**
 * The portfolio's pages: how many projects a page shows, the page count, a page's slice of the
 * projects, the line above the cards, and the static page of each page of the unfiltered list.
 * Pure functions, unit-tested.
 */
import { showingCount } from '../format.ts';

/** Projects per page: the full /projects page and the block embedded on the home page. */
export const PAGE_SIZE = { full: 12, embedded: 9 } as const;

export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

export const NO_PROJECTS_FOUND = 'No projects found';

/**
 * The line above the cards, about the projects that match: 'Showing 13-14 of 14 projects' on
 * one of several pages, 'Showing 9 of 14 projects' where only the first are shown (the home
 * page's block), 'Showing all 5 projects' or 'Showing 1 project' when every match is shown.
 */
export function resultSummary({
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
}): string {
  if (total === 0) return NO_PROJECTS_FOUND;
  if (paged && pageCountOf(total, pageSize) > 1) {
    const first = (page - 1) * pageSize + 1;
    return `Showing ${first}-${first + shown - 1} of ${total} projects`;
  }
  return showingCount(shown, total, 'project');
}

/** The static page of page `n` of the unfiltered portfolio: /projects, /projects/page/2, ... */
export const portfolioPagePath = (n: number): string => (n <= 1 ? '/projects' : `/projects/page/${n}`);

/** A page number within 1..pageCount (anything else, including NaN, comes back in range). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, pageCountOf(items.length, pageSize));
  return items.slice((current - 1) * pageSize, current * pageSize);
}
