import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE_LINKS,
  clampPage,
  pageLinks,
  pageCountOf,
  pageSlice,
  portfolioPagePath,
  resultSummary,
} from '@/lib/portfolio/pagination';
import { englishIslandWords as words, germanIslandWords as germanWords } from '../../support/portfolio-words';

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
    resultSummary(words, { total, shown, page, pageSize: 12, paged });

  it('names the range on one of several pages', () => {
    expect(summary(40, 12)).toBe('Showing 1-12 of 40 projects');
    expect(summary(40, 4, 4)).toBe('Showing 37-40 of 40 projects');
    expect(summary(10_014, 12, 834)).toBe('Showing 9,997-10,008 of 10,014 projects');
  });

  it('says when every match is shown, and counts one project as one', () => {
    expect(summary(5, 5)).toBe('Showing all 5 projects');
    expect(summary(1, 1)).toBe('Showing 1 project');
    expect(summary(0, 0)).toBe(words.noneFound);
  });

  it('without page controls, says how many of the matches are shown', () => {
    expect(resultSummary(words, { total: 40, shown: 9, page: 1, pageSize: 9, paged: false })).toBe(
      'Showing 9 of 40 projects',
    );
  });
});

describe('portfolioPagePath', () => {
  it('names the static page of each page of the unfiltered list', () => {
    expect(portfolioPagePath(1)).toBe('/projects');
    expect(portfolioPagePath(0)).toBe('/projects');
    expect(portfolioPagePath(2)).toBe('/projects/page/2');
  });
});

describe('the page numbers the controls link', () => {
  it('are every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 2)).toEqual([1, 2]);
    expect(pageLinks(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('in a long list, are the ends, the current page and its neighbours, with gaps between', () => {
    expect(pageLinks(1, 835)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 835]);
    expect(pageLinks(5, 835)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 835]);
    expect(pageLinks(6, 835)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 835]);
    expect(pageLinks(400, 835)).toEqual([1, 'gap', 398, 399, 400, 401, 402, 'gap', 835]);
    expect(pageLinks(830, 835)).toEqual([1, 'gap', 828, 829, 830, 831, 832, 'gap', 835]);
    expect(pageLinks(831, 835)).toEqual([1, 'gap', 829, 830, 831, 832, 833, 834, 835]);
    expect(pageLinks(835, 835)).toEqual([1, 'gap', 829, 830, 831, 832, 833, 834, 835]);
    expect(pageLinks(10, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keep the same number of slots on every page, each page once, in order, a gap never standing for one page', () => {
    for (const count of [10, 11, 12, 50, 200]) {
      for (let page = 1; page <= count; page++) {
        const links = pageLinks(page, count);
        expect(links).toHaveLength(MAX_PAGE_LINKS);
        expect(links).toContain(page);
        expect(links[0]).toBe(1);
        expect(links.at(-1)).toBe(count);
        links.forEach((link, i) => {
          if (link !== 'gap') return;
          const [before, after] = [links[i - 1], links[i + 1]] as [number, number];
          expect(after - before).toBeGreaterThan(2);
        });
        const numbers = links.filter((link): link is number => link !== 'gap');
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(new Set(numbers).size).toBe(numbers.length);
      }
    }
  });

  it('bring an out-of-range page back within the list', () => {
    expect(pageLinks(9999, 835)).toEqual(pageLinks(835, 835));
    expect(pageLinks(Number.NaN, 835)).toEqual(pageLinks(1, 835));
  });
});

describe('the portfolio in another language', () => {
  it('pages its list under its own path', () => {
    expect(portfolioPagePath(1, '/de/projects')).toBe('/de/projects');
    expect(portfolioPagePath(3, '/de/projects')).toBe('/de/projects/page/3');
  });
  it('writes the count line in its words', () => {
    expect(resultSummary(germanWords, { total: 14, shown: 2, page: 2, pageSize: 12, paged: true })).toBe(
      '13–14 von 14 Projekten',
    );
    expect(resultSummary(germanWords, { total: 40, shown: 9, page: 1, pageSize: 9, paged: false })).toBe(
      '9 von 40 Projekten',
    );
    expect(resultSummary(germanWords, { total: 1, shown: 1, page: 1, pageSize: 12, paged: true })).toBe('1 Projekt');
    expect(resultSummary(germanWords, { total: 10_014, shown: 12, page: 834, pageSize: 12, paged: true })).toBe(
      '9.997–10.008 von 10.014 Projekten',
    );
    expect(resultSummary(germanWords, { total: 0, shown: 0, page: 1, pageSize: 12, paged: true })).toBe(
      'Keine Projekte gefunden',
    );
  });
});
