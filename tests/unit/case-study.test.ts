import { describe, expect, it } from 'vitest';
import {
  businessDetailRows,
  developmentHoursText,
  keyMetrics,
  monetizationLabels,
  priceText,
  seoRows,
  soldNote,
} from '@/lib/case-study';
import { projectSchema, type Project } from '@/lib/content/schemas';
import type { Dictionary } from '@/lib/content/kinds/dictionary';
import { readFileSync } from 'node:fs';

const dictionary = (language: string) =>
  JSON.parse(readFileSync(`content/dictionaries/${language}.json`, 'utf8')) as Dictionary;
/** The English page's words (the dictionary's English values are the page's strings). */
/** A case study's words as its page takes them (src/data/pages/case-studies.ts). */
const pageWords = (language: string) => {
  const { caseStudy, portfolio } = dictionary(language);
  return { ...caseStudy, statuses: portfolio.statuses, revenues: portfolio.revenues, models: portfolio.models };
};
const english = { words: pageWords('en') };
const german = { words: pageWords('de'), locale: 'de-DE' };

const base = (over: Record<string, unknown> = {}): Project =>
  projectSchema.parse({
    id: 1,
    title: 'Example',
    shortDescription: 'x',
    thumbnailUrl: './example/thumbnailUrl.webp',
    projectType: 'saas',
    status: 'sold',
    salePrice: 1000,
    saleDate: '2025-03-18',
    techStack: ['React'],
    features: ['One'],
    createdAt: '2024-01-01',
    updatedAt: '2024-01-02',
    metrics: { monthlyRevenue: 120, monthlyUsers: 1620, pageViews: 5000, developmentCost: 4000, roi: 25 },
    businessDetails: {
      siteAge: '2 years',
      location: 'Germany',
      profitMargin: 80,
      profitMultiple: 2.5,
      revenueMultiple: 2,
    },
    ...over,
  });

const labels = (rows: { label: string }[]) => rows.map((r) => r.label);
const value = (rows: { label: string; value: string }[], label: string) => rows.find((r) => r.label === label)?.value;

describe('case study figures', () => {
  it('writes the sold note with price and date', () => {
    expect(soldNote(base(), english)).toBe('Sold for $1,000 on March 18, 2025');
    expect(soldNote(base({ status: 'in_development', saleDate: undefined }), english)).toBeNull();
  });

  it('lists key metrics with /mo and the sale date, leaving out missing ones', () => {
    const rows = keyMetrics(base(), english);
    expect(value(rows, 'Sale Price')).toBe('$1,000');
    expect(value(rows, 'Monthly Revenue')).toBe('$120/mo');
    expect(value(rows, 'Monthly Users')).toBe('1,620/mo');
    expect(value(rows, 'Page Views')).toBe('5,000/mo');
    expect(value(rows, 'Development Cost')).toBe('$4,000');
    expect(value(rows, 'ROI')).toBe('25%');
    expect(value(rows, 'Sale Date')).toBe('March 18, 2025');
    expect(value(rows, 'Site Age')).toBe('2 years');
    expect(labels(rows)).not.toContain('Module Price');
    expect(labels(rows)).not.toContain('Churn Rate');
  });

  it('leaves out a monthly revenue of 0, as the header and the card details do', () => {
    const rows = keyMetrics(base({ metrics: { monthlyRevenue: 0, monthlyUsers: 10 } }), english);
    expect(labels(rows)).not.toContain('Monthly Revenue');
    expect(value(rows, 'Monthly Users')).toBe('10/mo');
  });

  it('shows the revenue potential as a monthly range when the project has one', () => {
    expect(labels(keyMetrics(base(), english))).not.toContain('Revenue Potential');
    const rows = keyMetrics(base({ revenuePotential: { min: 1500, max: 4000 } }), english);
    expect(value(rows, 'Revenue Potential')).toBe('$1,500 - $4,000/mo');
    expect(() => base({ revenuePotential: { min: 5000, max: 4000 } })).toThrow(/min must not be above max/);
  });

  it('shows the module price when there is one', () => {
    expect(value(keyMetrics(base({ modulePrice: 149 }), english), 'Module Price')).toBe('$149');
  });

  it('a private price: privacy text instead of a price, and the development cost as the project sets it', () => {
    for (const developmentCostDisplay of ['card', 'nowhere']) {
      const rows = keyMetrics(
        base({
          status: 'portfolio',
          salePrice: undefined,
          saleDate: undefined,
          pricingNotes: 'NDA',
          priceDisplay: 'private',
          developmentCostDisplay,
        }),
        english,
      );
      expect(value(rows, 'Price')).toBe('Price cannot be disclosed due to privacy agreement');
      expect(labels(rows)).not.toContain('Development Cost');
    }
    expect(priceText(base({ priceDisplay: 'private' }), english)).toBe(
      'Price cannot be disclosed due to privacy agreement',
    );
    expect(soldNote(base({ priceDisplay: 'private' }), english)).toBe(
      'Price cannot be disclosed due to privacy agreement',
    );
    expect(priceText(base(), english)).toBe('$1,000');
    expect(value(keyMetrics(base(), english), 'Development Cost')).toBe('$4,000');
  });

  it('business details and SEO rows, empty when missing', () => {
    expect(businessDetailRows(base(), english).map((r) => r.value)).toEqual([
      '2 years',
      'Germany',
      '80%',
      '2.5x',
      '2x',
    ]);
    expect(businessDetailRows(base({ businessDetails: undefined }), english)).toEqual([]);
    expect(seoRows(base({ seoData: { authorityScore: 22, backlinks: 740 } }), english)).toEqual([
      { label: 'Authority Score', value: '22/100' },
      { label: 'Backlinks', value: '740' },
    ]);
    expect(seoRows(base(), english)).toEqual([]);
  });

  it('labels monetization models', () => {
    expect(
      monetizationLabels(base({ monetizationModel: ['one_time_fee', 'marketplace_fees'] }), english.words),
    ).toEqual(['One-time Fee', 'Marketplace Fees']);
  });

  it('writes the labels and figures of a German page in German, through Intl', () => {
    const sold = base({ revenuePotential: { min: 1500, max: 4000 }, seoData: { authorityScore: 22 } });
    expect(soldNote(sold, german)).toBe('Verkauft für 1.000\u00a0$ am 18. März 2025');
    const rows = keyMetrics(sold, german);
    expect(value(rows, 'Verkaufspreis')).toBe('1.000\u00a0$');
    expect(value(rows, 'Monatsumsatz')).toBe('120\u00a0$/Monat');
    expect(value(rows, 'Nutzer pro Monat')).toBe('1.620/Monat');
    expect(value(rows, 'Umsatzpotenzial')).toBe('1.500\u00a0$ – 4.000\u00a0$/Monat');
    expect(value(rows, 'ROI')).toBe('25\u00a0%');
    expect(value(rows, 'Verkaufsdatum')).toBe('18. März 2025');
    expect(businessDetailRows(sold, german).map((r) => r.value)).toEqual([
      '2 years',
      'Germany',
      '80\u00a0%',
      '2,5-fach',
      '2-fach',
    ]);
    expect(seoRows(sold, german)).toEqual([{ label: 'Authority Score', value: '22/100' }]);
    expect(monetizationLabels(base({ monetizationModel: ['subscription'] }), german.words)).toEqual(['Abonnement']);
    expect(developmentHoursText(1560, german)).toBe('Rund 1.560 Stunden Entwicklung.');
    expect(developmentHoursText(1560, english)).toBe('About 1,560 hours of development.');
  });
});
