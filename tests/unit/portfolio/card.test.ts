import { describe, expect, it } from 'vitest';
import { DASH } from '@/lib/format';
import { cardDetails, cardHref, localizedFigures, modelText, statusFooter, typeWithSpaces } from '@/lib/portfolio/card';
import { portfolioIslandWords } from '@/lib/portfolio/words';
import { portfolioCard } from '../../support/portfolio-card';
import { englishWords as words, germanWords } from '../../support/portfolio-words';

describe('labels', () => {
  it('model text is the first model or N/A', () => {
    expect(modelText(portfolioCard({ monetizationModel: ['one_time_fee', 'advertising'] }), words)).toBe(
      'One-time Fee',
    );
    expect(modelText(portfolioCard(), words)).toBe('N/A');
  });
  it('project type shows underscores as spaces', () => {
    expect(typeWithSpaces('module_plugin')).toBe('module plugin');
  });
});

describe("a card's details", () => {
  it('shows the development cost only where the project allows it on the card', () => {
    expect(cardDetails(portfolioCard({ showsDevelopmentCost: false }), words).map((r) => r.label)).not.toContain(
      'Development cost',
    );
    expect(cardDetails(portfolioCard({ developmentCost: 18500 }), words).at(-1)).toEqual({
      label: 'Development cost',
      value: '$18,500',
    });
  });

  it('shows a monthly revenue of 0 as it shows a missing one, a dash, not "$0/mo"', () => {
    const revenue = (monthlyRevenue: number | null) =>
      cardDetails(portfolioCard({ monthlyRevenue }), words).find((row) => row.label === 'Monthly revenue')?.value;
    expect(revenue(0)).toBe(DASH);
    expect(revenue(null)).toBe(DASH);
    expect(revenue(2400)).toBe('$2,400/mo');
  });
});

describe('a card on a list in another language', () => {
  it('writes its figures in the locale through Intl, prices in dollars', () => {
    const card = portfolioCard({
      status: 'sold',
      salePrice: 16900,
      monthlyRevenue: 2400,
      monthlyUsers: 1620,
      developmentCost: 18500.5,
    });
    expect(localizedFigures(card, 'de-DE', germanWords)).toEqual({
      price: '16.900\u00a0$',
      monthlyRevenue: '2.400\u00a0$/Monat',
      monthlyUsers: '1.620/Monat',
      developmentCost: '18.500,50\u00a0$',
    });
    expect(localizedFigures(portfolioCard(), 'de-DE', germanWords)).toEqual({
      monthlyUsers: '—',
      developmentCost: '—',
    });
  });
  it('shows those figures in its details, in the words of the list', () => {
    const card = portfolioCard({
      monthlyRevenue: 2400,
      figures: { monthlyRevenue: '2.400 $/Monat', monthlyUsers: '—', developmentCost: '—' },
    });
    expect(cardDetails(card, germanWords)).toEqual([
      { label: 'Art', value: 'SaaS' },
      { label: 'Modell', value: 'k. A.' },
      { label: 'Monatsumsatz', value: '2.400 $/Monat' },
      { label: 'Nutzer pro Monat', value: '—' },
      { label: 'Entwicklungskosten', value: '—' },
    ]);
  });
  it('leads to its own case study, else the English one', () => {
    expect(cardHref(portfolioCard({ slug: 'shop' }))).toBe('/case-studies/shop');
    expect(cardHref(portfolioCard({ slug: 'shop', href: '/de/case-studies/shop' }))).toBe('/de/case-studies/shop');
  });
  it('names the line under its price in the words of the list, where its status has one', () => {
    expect(statusFooter('in_development', words)).toBe('In Progress');
    expect(statusFooter('in_development', germanWords)).toBe('In Arbeit');
    expect(statusFooter('sold', germanWords)).toBeNull();
  });
  it('sends the island only the words it renders', () => {
    const island = portfolioIslandWords(germanWords, 'de-DE');
    expect(island).not.toHaveProperty('title');
    expect(island).not.toHaveProperty('homeIntro');
    expect(island.showDetails).toBe('Details zeigen');
    expect(island.digitGroup).toBe('.');
  });
});
