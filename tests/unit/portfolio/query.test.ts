import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filterProjects, type PortfolioFilters } from '@/lib/portfolio/filters';
import { pageCountOf } from '@/lib/portfolio/pagination';
import { portfolioQuery } from '@/lib/portfolio/query';
import { portfolioCard } from '../../support/portfolio-card';

const f = (over: Partial<PortfolioFilters>): PortfolioFilters => ({ ...DEFAULT_FILTERS, ...over });

describe('URL query', () => {
  const query = portfolioQuery(['PHP', 'React']);
  const defaults = { ...DEFAULT_FILTERS, page: 1 };
  it('starts from the default view', () => {
    expect(query.defaults).toEqual(defaults);
  });
  it('round-trips a state', () => {
    const state = { ...f({ status: 'sold', tech: 'React', search: 'crm' }), page: 2 };
    const search = query.serialise(state);
    expect(search).toBe('?status=sold&tech=React&q=crm&page=2');
    expect(query.parse(search)).toEqual(state);
  });
  it('leaves defaults out', () => {
    expect(query.serialise(defaults)).toBe('');
  });
  it('falls back to valid values for a bad query', () => {
    expect(query.parse('status=bogus&type=x&revenue=&model=free&tech=Cobol&page=abc')).toEqual(defaults);
    expect(query.parse('?status=nonsense&page=-3')).toEqual(defaults);
  });
  it('reads a page past the last as the last page of the filtered projects', () => {
    const cards = [
      portfolioCard({ slug: 'a', status: 'sold' }),
      portfolioCard({ slug: 'b' }),
      portfolioCard({ slug: 'c' }),
    ];
    const paged = portfolioQuery([], (filters) => pageCountOf(filterProjects(cards, filters).length, 2));
    expect(paged.parse('?page=99').page).toBe(2);
    expect(paged.parse('?status=sold&page=2')).toEqual({ ...defaults, status: 'sold', page: 1 });
  });
});
