import { describe, expect, it } from 'vitest';
import {
  NO_PROJECTS_FOUND,
  clampPage,
  pageCountOf,
  pageSlice,
  portfolioPagePath,
  resultSummary,
} from '@/lib/portfolio/pagination';

describe('pagination', () => {
  it('counts pages and stays within bounds', () => {
    expect(pageCountOf(14, 12)).toBe(2);
    expect(pageCountOf(0, 12)).toBe(1);
    expect(clampPage(99, 2)).toBe(2);
    expect(clampPage(0, 2)).toBe(1);
    expect(clampPage(Number.NaN, 2)).toBe(1);
    expect(pageSlice([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageSlice([1, 2, 3, 4, 5], 9, 2)).toEqual([5]);
  });
});

describe('the result line', () => {
  const summary = (total: number, shown: number, page = 1, paged = true) =>
    resultSummary({ total, shown, page, pageSize: 12, paged });

  it('names the range on one of several pages', () => {
    expect(summary(40, 12)).toBe('Showing 1-12 of 40 projects');
    expect(summary(40, 4, 4)).toBe('Showing 37-40 of 40 projects');
  });

  it('says when every match is shown, and counts one project as one', () => {
    expect(summary(5, 5)).toBe('Showing all 5 projects');
    expect(summary(1, 1)).toBe('Showing 1 project');
    expect(summary(0, 0)).toBe(NO_PROJECTS_FOUND);
  });

  it('without page controls, says how many of the matches are shown', () => {
    expect(resultSummary({ total: 40, shown: 9, page: 1, pageSize: 9, paged: false })).toBe('Showing 9 of 40 projects');
  });
});

describe('portfolioPagePath', () => {
  it('names the static page of each page of the unfiltered list', () => {
    expect(portfolioPagePath(1)).toBe('/projects');
    expect(portfolioPagePath(0)).toBe('/projects');
    expect(portfolioPagePath(2)).toBe('/projects/page/2');
  });
});
