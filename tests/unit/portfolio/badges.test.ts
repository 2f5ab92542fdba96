import { describe, expect, it } from 'vitest';
import { PROJECT_STATUS } from '@/lib/content/kinds/project-options';
import { REVENUE, revenueBadge, revenueBadgeBesideStatus } from '@/lib/portfolio/badges';
import { portfolioCard } from '../../support/portfolio-card';

const label = (card: Parameters<typeof revenueBadge>[0]) => REVENUE[revenueBadge(card)].label;

describe('revenueBadge: first matching rule wins', () => {
  it('sold with a sale price -> Sold, even when earning', () => {
    expect(label(portfolioCard({ status: 'sold', salePrice: 1000, monthlyRevenue: 50 }))).toBe('Sold');
  });
  it('sold without a sale price falls through the rules', () => {
    expect(label(portfolioCard({ status: 'sold', monthlyRevenue: 50 }))).toBe('Earning');
    expect(label(portfolioCard({ status: 'sold' }))).toBe('Pre-revenue');
  });
  it('a sale price on a project not sold is no sale', () => {
    expect(label(portfolioCard({ status: 'in_pipeline', salePrice: 1000 }))).toBe('Pre-revenue');
  });
  it('monthly revenue above 0 -> Earning, before the module rule', () => {
    expect(label(portfolioCard({ monthlyRevenue: 1, projectType: 'module_plugin' }))).toBe('Earning');
  });
  it('module_plugin or the Internal Tool badge -> Revenue N/A', () => {
    expect(label(portfolioCard({ projectType: 'module_plugin' }))).toBe('Revenue N/A');
    expect(label(portfolioCard({ badges: ['Internal Tool'], monthlyRevenue: 0 }))).toBe('Revenue N/A');
  });
  it('otherwise Pre-revenue (null revenue too)', () => {
    expect(label(portfolioCard({ monthlyRevenue: null }))).toBe('Pre-revenue');
  });
});

describe('the revenue badge beside the status', () => {
  it("leaves out a sold project's 'Sold', which would repeat its status, and keeps every other badge", () => {
    expect(revenueBadgeBesideStatus(portfolioCard({ status: 'sold', salePrice: 1000 }))).toBeUndefined();
    expect(revenueBadgeBesideStatus(portfolioCard({ status: 'in_development', monthlyRevenue: 50 }))).toBe('earning');
    expect(revenueBadgeBesideStatus(portfolioCard({ status: 'sold', monthlyRevenue: 0 }))).toBe('pre_revenue');
  });

  it('has one colour per badge', () => {
    const tones = Object.values(REVENUE).map((revenue) => revenue.tone);
    expect(new Set(tones).size).toBe(tones.length);
  });
});

describe("the status badge's colour", () => {
  it("colours 'Sold' as the revenue badge 'Sold' (same name, same colour), every other status neutral", () => {
    expect(REVENUE.sold).toMatchObject({ label: PROJECT_STATUS.sold.label, tone: PROJECT_STATUS.sold.tone });
    for (const status of ['in_development', 'in_pipeline', 'portfolio', 'request'] as const)
      expect(PROJECT_STATUS[status].tone).toBe('neutral');
  });
});
