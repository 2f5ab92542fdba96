import { describe, expect, it } from 'vitest';
import { DASH } from '@/lib/format';
import {
  DEFAULT_FILTERS,
  activeFilters,
  cardDetails,
  cardPrice,
  clampPage,
  filterOptions,
  filterProjects,
  modelText,
  pageCountOf,
  pageSlice,
  portfolioQuery,
  revenueBadge,
  showsDevelopmentCost,
  techOptionsOf,
  typeWithSpaces,
  type PortfolioCard,
  type PortfolioFilters,
  NO_PROJECTS_FOUND,
  REVENUE_TONES,
  statusTone,
  portfolioPagePath,
  resultSummary,
  revenueBadgeBesideStatus,
} from '@/lib/portfolio/filters';

const card = (over: Partial<PortfolioCard> = {}): PortfolioCard => ({
  slug: 'x',
  title: 'Example',
  shortDescription: 'A tool.',
  thumbnail: { avif: '/x.avif 800w', webp: '/x.webp 800w', src: '/x.webp', width: 800, height: 500, layout: 'card' },
  projectType: 'saas',
  status: 'in_development',
  priceDisplay: 'amount',
  showsDevelopmentCost: true,
  techStack: ['React'],
  badges: [],
  monetizationModel: [],
  ...over,
});

const f = (over: Partial<PortfolioFilters>): PortfolioFilters => ({ ...DEFAULT_FILTERS, ...over });

describe('revenueBadge: first matching rule wins', () => {
  it('sold with a sale price -> Sold, even when earning', () => {
    expect(revenueBadge(card({ status: 'sold', salePrice: 1000, monthlyRevenue: 50 }))).toBe('Sold');
  });
  it('sold without a sale price falls through the rules', () => {
    expect(revenueBadge(card({ status: 'sold', monthlyRevenue: 50 }))).toBe('Earning');
    expect(revenueBadge(card({ status: 'sold' }))).toBe('Pre-revenue');
  });
  it('monthly revenue above 0 -> Earning, before the module rule', () => {
    expect(revenueBadge(card({ monthlyRevenue: 1, projectType: 'module_plugin' }))).toBe('Earning');
  });
  it('module_plugin or the Internal Tool badge -> Revenue N/A', () => {
    expect(revenueBadge(card({ projectType: 'module_plugin' }))).toBe('Revenue N/A');
    expect(revenueBadge(card({ badges: ['Internal Tool'], monthlyRevenue: 0 }))).toBe('Revenue N/A');
  });
  it('otherwise Pre-revenue (null revenue too)', () => {
    expect(revenueBadge(card({ monthlyRevenue: null }))).toBe('Pre-revenue');
  });
});

describe('cardPrice', () => {
  it('shows a sold price in dollars', () => {
    expect(cardPrice(card({ status: 'sold', salePrice: 1000 }))).toEqual({ kind: 'sold', text: '$1,000' });
    expect(cardPrice(card({ status: 'sold', salePrice: 250 }))).toEqual({ kind: 'sold', text: '$250' });
  });
  it('shows the note as plain text for a project whose price displays as a note', () => {
    expect(cardPrice(card({ priceDisplay: 'note', pricingNotes: '$16,900' }))).toEqual({
      kind: 'note',
      text: '$16,900',
    });
  });
  it("shows any other note as 'Enterprise Deal' with the note as tooltip", () => {
    for (const priceDisplay of ['amount', 'private'] as const)
      expect(cardPrice(card({ priceDisplay, pricingNotes: 'Custom licence' }))).toEqual({
        kind: 'enterprise',
        text: 'Enterprise Deal',
        tooltip: 'Custom licence',
      });
  });
  it('shows a sold price whatever the display', () => {
    expect(cardPrice(card({ priceDisplay: 'note', status: 'sold', salePrice: 900, pricingNotes: 'x' }))).toEqual({
      kind: 'sold',
      text: '$900',
    });
  });
  it('reads the note of a card with no display set as an enterprise deal', () => {
    expect(cardPrice(card({ pricingNotes: 'Custom licence' }))).toEqual({
      kind: 'enterprise',
      text: 'Enterprise Deal',
      tooltip: 'Custom licence',
    });
  });
  it('shows nothing without a price or note', () => {
    expect(cardPrice(card())).toBeNull();
    expect(cardPrice(card({ pricingNotes: '  ' }))).toBeNull();
  });
});

describe('development cost visibility', () => {
  it("follows the project's developmentCostDisplay: everywhere, on the card only, or nowhere", () => {
    expect(showsDevelopmentCost('everywhere', 'case-study')).toBe(true);
    expect(showsDevelopmentCost('everywhere', 'card-details')).toBe(true);
    expect(showsDevelopmentCost('card', 'case-study')).toBe(false);
    expect(showsDevelopmentCost('card', 'card-details')).toBe(true);
    expect(showsDevelopmentCost('nowhere', 'case-study')).toBe(false);
    expect(showsDevelopmentCost('nowhere', 'card-details')).toBe(false);
    expect(cardDetails(card({ showsDevelopmentCost: false })).map((r) => r.label)).not.toContain('Development cost');
    expect(cardDetails(card({ developmentCost: 18500 })).at(-1)).toEqual({
      label: 'Development cost',
      value: '$18,500',
    });
  });

  it('shows a monthly revenue of 0 as it shows a missing one, a dash, not "$0/mo"', () => {
    const revenue = (monthlyRevenue: number | null) =>
      cardDetails(card({ monthlyRevenue })).find((row) => row.label === 'Monthly revenue')?.value;
    expect(revenue(0)).toBe(DASH);
    expect(revenue(null)).toBe(DASH);
    expect(revenue(2400)).toBe('$2,400/mo');
  });
});

describe('labels', () => {
  it('model text is the first model or N/A', () => {
    expect(modelText(card({ monetizationModel: ['one_time_fee', 'advertising'] }))).toBe('One-time Fee');
    expect(modelText(card())).toBe('N/A');
  });
  it('project type shows underscores as spaces', () => {
    expect(typeWithSpaces('module_plugin')).toBe('module plugin');
  });
  it('offers the spec option sets', () => {
    expect(filterOptions('status', []).map((o) => o.label)).toEqual([
      'All Projects',
      'Sold',
      'In Development',
      'Coming Soon',
      'Portfolio',
    ]);
    expect(filterOptions('type', []).map((o) => o.value)).toEqual([
      'all',
      'saas',
      'ai_tool',
      'mobile_app',
      'marketplace',
      'content_platform',
      'ecommerce',
      'module_plugin',
    ]);
    expect(filterOptions('revenue', []).map((o) => o.value)).toEqual(['all', 'earning', 'pre_revenue', 'sold']);
    expect(filterOptions('model', []).map((o) => o.value)).toEqual([
      'all',
      'subscription',
      'one_time_fee',
      'advertising',
      'freemium',
      'marketplace_fees',
    ]);
    expect(filterOptions('tech', ['PHP']).map((o) => o.value)).toEqual(['all', 'PHP']);
  });
  it('tech options are the sorted union, case-insensitively', () => {
    expect(
      techOptionsOf([card({ techStack: ['React', 'scikit-learn'] }), card({ techStack: ['PHP', 'React'] })]),
    ).toEqual(['PHP', 'React', 'scikit-learn']);
  });
});

describe('filterProjects: every condition ANDed', () => {
  const cards = [
    card({
      slug: 'a',
      title: 'Alpha CRM',
      status: 'sold',
      salePrice: 1000,
      projectType: 'saas',
      monetizationModel: ['subscription'],
      techStack: ['React', 'Node.js'],
      badges: ['AI Powered'],
    }),
    card({
      slug: 'b',
      title: 'Beta',
      status: 'in_development',
      monthlyRevenue: 300,
      projectType: 'mobile_app',
      monetizationModel: ['freemium'],
      techStack: ['Flutter'],
    }),
    card({
      slug: 'c',
      title: 'Gamma',
      status: 'portfolio',
      monthlyRevenue: 0,
      projectType: 'module_plugin',
      techStack: ['PHP'],
      shortDescription: 'Laravel helpers',
    }),
    card({
      slug: 'd',
      title: 'Delta',
      status: 'in_pipeline',
      projectType: 'saas',
      monetizationModel: ['subscription', 'advertising'],
      techStack: ['React'],
    }),
  ];
  const slugs = (filters: PortfolioFilters) => filterProjects(cards, filters).map((c) => c.slug);

  it('filters by status, type, model and tech', () => {
    expect(slugs(f({ status: 'sold' }))).toEqual(['a']);
    expect(slugs(f({ type: 'saas' }))).toEqual(['a', 'd']);
    expect(slugs(f({ model: 'advertising' }))).toEqual(['d']);
    expect(slugs(f({ tech: 'React' }))).toEqual(['a', 'd']);
    expect(slugs(f({ type: 'saas', tech: 'React', status: 'in_pipeline' }))).toEqual(['d']);
  });
  it('filters by revenue', () => {
    expect(slugs(f({ revenue: 'sold' }))).toEqual(['a']);
    expect(slugs(f({ revenue: 'earning' }))).toEqual(['b']);
    expect(slugs(f({ revenue: 'pre_revenue' }))).toEqual(['a', 'c', 'd']);
  });
  it('searches title, description, badges and tech, case-insensitively', () => {
    expect(slugs(f({ search: 'alpha' }))).toEqual(['a']);
    expect(slugs(f({ search: 'LARAVEL' }))).toEqual(['c']);
    expect(slugs(f({ search: 'ai powered' }))).toEqual(['a']);
    expect(slugs(f({ search: 'flutter' }))).toEqual(['b']);
    expect(slugs(f({ search: '  ' }))).toEqual(['a', 'b', 'c', 'd']);
    expect(slugs(f({ search: 'nothing like this' }))).toEqual([]);
  });
  it('lists the active filters as chips', () => {
    expect(
      activeFilters(f({ status: 'in_pipeline', tech: 'PHP', search: ' crm ' }), ['PHP']).map((c) => c.label),
    ).toEqual(['Status: Coming Soon', 'Tech: PHP', 'Search: "crm"']);
    expect(activeFilters(DEFAULT_FILTERS, [])).toEqual([]);
  });
});

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
    const cards = [card({ slug: 'a', status: 'sold' }), card({ slug: 'b' }), card({ slug: 'c' })];
    const paged = portfolioQuery([], (filters) => pageCountOf(filterProjects(cards, filters).length, 2));
    expect(paged.parse('?page=99').page).toBe(2);
    expect(paged.parse('?status=sold&page=2')).toEqual({ ...defaults, status: 'sold', page: 1 });
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

describe('the revenue badge beside the status', () => {
  it("leaves out a sold project's 'Sold', which would repeat its status, and keeps every other badge", () => {
    expect(revenueBadgeBesideStatus(card({ status: 'sold', salePrice: 1000 }))).toBeUndefined();
    expect(revenueBadgeBesideStatus(card({ status: 'in_development', monthlyRevenue: 50 }))).toBe('Earning');
    expect(revenueBadgeBesideStatus(card({ status: 'sold', monthlyRevenue: 0 }))).toBe('Pre-revenue');
  });

  it('has one colour per badge', () => {
    expect(new Set(Object.values(REVENUE_TONES)).size).toBe(Object.keys(REVENUE_TONES).length);
  });
});

describe('statusTone', () => {
  it("colours 'Sold' as the revenue badge 'Sold', every other status neutral", () => {
    expect(statusTone('sold')).toBe(REVENUE_TONES.Sold);
    for (const status of ['in_development', 'in_pipeline', 'portfolio', 'request'] as const)
      expect(statusTone(status)).toBe('neutral');
  });
});

describe('portfolioPagePath', () => {
  it('names the static page of each page of the unfiltered list', () => {
    expect(portfolioPagePath(1)).toBe('/projects');
    expect(portfolioPagePath(0)).toBe('/projects');
    expect(portfolioPagePath(2)).toBe('/projects/page/2');
  });
});
