import { describe, expect, it } from 'vitest';
import { cardPrice, monthlyRevenueText, showsDevelopmentCost, soldPrice } from '@/lib/portfolio/price';
import { portfolioCard } from '../../support/portfolio-card';

describe('cardPrice', () => {
  it('shows a sold price in dollars', () => {
    expect(cardPrice(portfolioCard({ status: 'sold', salePrice: 1000 }), 'Enterprise Deal')).toEqual({
      kind: 'sold',
      text: '$1,000',
    });
    expect(cardPrice(portfolioCard({ status: 'sold', salePrice: 250 }), 'Enterprise Deal')).toEqual({
      kind: 'sold',
      text: '$250',
    });
  });
  it('shows the note as plain text for a project whose price displays as a note', () => {
    expect(cardPrice(portfolioCard({ priceDisplay: 'note', pricingNotes: '$16,900' }), 'Enterprise Deal')).toEqual({
      kind: 'note',
      text: '$16,900',
    });
  });
  it("shows any other note as 'Enterprise Deal' with the note as tooltip", () => {
    for (const priceDisplay of ['amount', 'private'] as const)
      expect(cardPrice(portfolioCard({ priceDisplay, pricingNotes: 'Custom licence' }), 'Enterprise Deal')).toEqual({
        kind: 'enterprise',
        text: 'Enterprise Deal',
        tooltip: 'Custom licence',
      });
  });
  it('shows a sold price whatever the display', () => {
    expect(
      cardPrice(
        portfolioCard({ priceDisplay: 'note', status: 'sold', salePrice: 900, pricingNotes: 'x' }),
        'Enterprise Deal',
      ),
    ).toEqual({
      kind: 'sold',
      text: '$900',
    });
  });
  it('reads the note of a card with no display set as an enterprise deal', () => {
    expect(cardPrice(portfolioCard({ pricingNotes: 'Custom licence' }), 'Enterprise Deal')).toEqual({
      kind: 'enterprise',
      text: 'Enterprise Deal',
      tooltip: 'Custom licence',
    });
  });
  it('shows nothing without a price or note', () => {
    expect(cardPrice(portfolioCard(), 'Enterprise Deal')).toBeNull();
    expect(cardPrice(portfolioCard({ pricingNotes: '  ' }), 'Enterprise Deal')).toBeNull();
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
  });
});

describe('soldPrice: sold with a price', () => {
  it('is the sale price of a sold project, and nothing otherwise', () => {
    expect(soldPrice({ status: 'sold', salePrice: 1000 })).toBe(1000);
    expect(soldPrice({ status: 'sold', salePrice: 0 })).toBe(0);
    expect(soldPrice({ status: 'sold' })).toBeNull();
    expect(soldPrice({ status: 'in_pipeline', salePrice: 1000 })).toBeNull();
  });
});

describe('monthlyRevenueText', () => {
  it('shows a monthly revenue per month, and zero as nothing', () => {
    expect(monthlyRevenueText(2400)).toBe('$2,400/mo');
    expect(monthlyRevenueText(0)).toBeNull();
    expect(monthlyRevenueText(null)).toBeNull();
  });
});
