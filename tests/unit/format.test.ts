import { describe, expect, it } from 'vitest';
import { DASH, formatCurrency, formatCurrencyRange, formatNumber, formatPercent, pluralize } from '@/lib/format';

describe('format', () => {
  it('formats money for people', () => {
    expect(formatCurrency(16900)).toBe('$16,900');
    expect(formatCurrency(9.99)).toBe('$9.99');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrencyRange(2000, 5000)).toBe('$2,000 - $5,000');
    expect(formatCurrencyRange(5000, 5000)).toBe('$5,000');
  });

  it('shows a dash for missing or non-finite figures', () => {
    for (const value of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatCurrency(value)).toBe(DASH);
      expect(formatNumber(value)).toBe(DASH);
      expect(formatPercent(value)).toBe(DASH);
    }
    expect(formatCurrencyRange(1, undefined)).toBe(DASH);
  });

  it('formats numbers, percents and counts', () => {
    expect(formatNumber(1620)).toBe('1,620');
    expect(formatNumber(2.345, 1)).toBe('2.3');
    expect(formatPercent(15)).toBe('15%');
    expect(pluralize(1, 'month')).toBe('1 month');
    expect(pluralize(3, 'person', 'people')).toBe('3 people');
  });
});
