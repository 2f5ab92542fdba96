import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  FILTER_KEYS,
  activeFilters,
  filterOptions,
  filterProjects,
  techOptionsOf,
  type PortfolioFilters,
} from '@/lib/portfolio/filters';
import { portfolioCard } from '../../support/portfolio-card';
import { englishWords as words } from '../../support/portfolio-words';

const f = (over: Partial<PortfolioFilters>): PortfolioFilters => ({ ...DEFAULT_FILTERS, ...over });

describe('the filter tabs', () => {
  it('offers the spec option sets', () => {
    expect(filterOptions('status', [], words).map((o) => o.label)).toEqual([
      'All Projects',
      'Sold',
      'In Development',
      'Coming Soon',
      'Portfolio',
    ]);
    expect(filterOptions('status', [], words).map((o) => o.value)).toEqual([
      'all',
      'sold',
      'in_development',
      'in_pipeline',
      'portfolio',
    ]);
    expect(filterOptions('type', [], words).map((o) => o.value)).toEqual([
      'all',
      'saas',
      'ai_tool',
      'mobile_app',
      'marketplace',
      'content_platform',
      'ecommerce',
      'module_plugin',
    ]);
    expect(filterOptions('revenue', [], words).map((o) => o.value)).toEqual(['all', 'earning', 'pre_revenue', 'sold']);
    expect(filterOptions('revenue', [], words).map((o) => o.label)).toEqual([
      'All Revenue',
      'Earning',
      'Pre-revenue',
      'Sold',
    ]);
    expect(filterOptions('model', [], words).map((o) => o.value)).toEqual([
      'all',
      'subscription',
      'one_time_fee',
      'advertising',
      'freemium',
      'marketplace_fees',
    ]);
    expect(filterOptions('tech', ['PHP'], words).map((o) => o.value)).toEqual(['all', 'PHP']);
  });
  it('names the tabs in their order', () => {
    expect(FILTER_KEYS.map((key) => words.tabs[key])).toEqual(['Status', 'Type', 'Revenue', 'Business Model', 'Tech']);
  });
  it('tech options are the sorted union, case-insensitively', () => {
    expect(
      techOptionsOf([
        portfolioCard({ techStack: ['React', 'scikit-learn'] }),
        portfolioCard({ techStack: ['PHP', 'React'] }),
      ]),
    ).toEqual(['PHP', 'React', 'scikit-learn']);
  });
});

describe('filterProjects: every condition ANDed', () => {
  const cards = [
    portfolioCard({
      slug: 'a',
      title: 'Alpha CRM',
      status: 'sold',
      salePrice: 1000,
      projectType: 'saas',
      monetizationModel: ['subscription'],
      techStack: ['React', 'Node.js'],
      badges: ['AI Powered'],
    }),
    portfolioCard({
      slug: 'b',
      title: 'Beta',
      status: 'in_development',
      monthlyRevenue: 300,
      projectType: 'mobile_app',
      monetizationModel: ['freemium'],
      techStack: ['Flutter'],
    }),
    portfolioCard({
      slug: 'c',
      title: 'Gamma',
      status: 'portfolio',
      monthlyRevenue: 0,
      projectType: 'module_plugin',
      techStack: ['PHP'],
      shortDescription: 'Laravel helpers',
    }),
    portfolioCard({
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
      activeFilters(f({ status: 'in_pipeline', tech: 'PHP', search: ' crm ' }), ['PHP'], words).map((c) => c.label),
    ).toEqual(['Status: Coming Soon', 'Tech: PHP', 'Search: "crm"']);
    expect(activeFilters(DEFAULT_FILTERS, [], words)).toEqual([]);
  });
});
