import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '@/lib/portfolio/filters';
import type { PortfolioCard } from '@/lib/portfolio/card';
import type { PortfolioState } from '@/lib/portfolio/query';
import { isFirstView, isUnfiltered, pageCountFor, portfolioView } from '@/lib/portfolio/view';
import { portfolioCard } from '../../support/portfolio-card';

const card = (slug: string, over: Partial<PortfolioCard> = {}): PortfolioCard =>
  portfolioCard({ slug, title: slug, status: 'portfolio', ...over });

const catalogue = Array.from({ length: 30 }, (_, i) => card(`p${i}`, i % 3 === 0 ? { status: 'sold' } : {}));
const first = { count: 12, total: catalogue.length, page: 1 };
const state = (over: Partial<PortfolioState> = {}): PortfolioState => ({ ...DEFAULT_FILTERS, page: 1, ...over });

describe('the portfolio before and after its catalogue arrives', () => {
  it('the first view is the unfiltered first page; a blank search is no filter', () => {
    expect(isFirstView(state())).toBe(true);
    expect(isFirstView(state({ search: '   ' }))).toBe(true);
    expect(isFirstView(state({ page: 2 }))).toBe(false);
    expect(isFirstView(state({ status: 'sold' }))).toBe(false);
    expect(isUnfiltered(state({ page: 3 }))).toBe(true);
    // On the static page /projects/page/2, its own view is page 2.
    expect(isFirstView(state({ page: 2 }), 2)).toBe(true);
    expect(isFirstView(state(), 2)).toBe(false);
  });

  it("a static page shows its own page's cards without the catalogue", () => {
    const second = { count: 12, total: catalogue.length, page: 2 };
    expect(portfolioView(null, second, state({ page: 2 }), 12)).toEqual({
      loading: false,
      cards: null,
      shown: 12,
      matches: 30,
      pageCount: 3,
    });
    expect(portfolioView(null, second, state({ page: 1 }), 12)).toMatchObject({ loading: true, cards: null });
  });

  it("shows the page's own cards for the first view, and for any other view while loading", () => {
    const view = portfolioView(null, first, state(), 12);
    expect(view).toEqual({ loading: false, cards: null, shown: 12, matches: 30, pageCount: 3 });
    expect(portfolioView(null, first, state({ status: 'sold' }), 12)).toMatchObject({ loading: true, cards: null });
    expect(portfolioView(null, first, state({ page: 2 }), 12).loading).toBe(true);
  });

  it("keeps the page's own cards for its own view once the catalogue is there", () => {
    expect(portfolioView(catalogue, first, state(), 12)).toEqual({
      loading: false,
      cards: null,
      shown: 12,
      matches: 30,
      pageCount: 3,
    });
  });

  it('filters and pages the catalogue once it is there', () => {
    const sold = portfolioView(catalogue, first, state({ status: 'sold' }), 12);
    expect(sold.loading).toBe(false);
    expect(sold.matches).toBe(10);
    expect(sold.shown).toBe(10);
    expect(sold.cards?.every((c) => c.status === 'sold')).toBe(true);
    const third = portfolioView(catalogue, first, state({ page: 3 }), 12);
    expect(third.cards?.map((c) => c.slug)).toEqual(catalogue.slice(24).map((c) => c.slug));
    // Back to the first page: the page's own cards again.
    expect(portfolioView(catalogue, first, state({ page: 1 }), 12).cards).toBeNull();
  });

  it('bounds the URL page by what it knows: all pages once loaded, the unfiltered count before', () => {
    expect(pageCountFor(null, 30, 12)(DEFAULT_FILTERS)).toBe(3);
    expect(pageCountFor(null, 30, 12)({ ...DEFAULT_FILTERS, status: 'sold' })).toBe(Number.POSITIVE_INFINITY);
    expect(pageCountFor(catalogue, 30, 12)({ ...DEFAULT_FILTERS, status: 'sold' })).toBe(1);
  });
});
