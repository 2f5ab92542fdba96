import { describe, expect, it } from 'vitest';
import { DASH } from '@/lib/format';
import { cardDetails, modelText, typeWithSpaces } from '@/lib/portfolio/card';
import { portfolioCard } from '../../support/portfolio-card';

describe('labels', () => {
  it('model text is the first model or N/A', () => {
    expect(modelText(portfolioCard({ monetizationModel: ['one_time_fee', 'advertising'] }))).toBe('One-time Fee');
    expect(modelText(portfolioCard())).toBe('N/A');
  });
  it('project type shows underscores as spaces', () => {
    expect(typeWithSpaces('module_plugin')).toBe('module plugin');
  });
});

describe("a card's details", () => {
  it('shows the development cost only where the project allows it on the card', () => {
    expect(cardDetails(portfolioCard({ showsDevelopmentCost: false })).map((r) => r.label)).not.toContain(
      'Development cost',
    );
    expect(cardDetails(portfolioCard({ developmentCost: 18500 })).at(-1)).toEqual({
      label: 'Development cost',
      value: '$18,500',
    });
  });

  it('shows a monthly revenue of 0 as it shows a missing one, a dash, not "$0/mo"', () => {
    const revenue = (monthlyRevenue: number | null) =>
      cardDetails(portfolioCard({ monthlyRevenue })).find((row) => row.label === 'Monthly revenue')?.value;
    expect(revenue(0)).toBe(DASH);
    expect(revenue(null)).toBe(DASH);
    expect(revenue(2400)).toBe('$2,400/mo');
  });
});
