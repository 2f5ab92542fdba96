import { describe, expect, it } from 'vitest';
import {
  DASH,
  formatCurrency,
  formatCurrencyRange,
  formatDate,
  formatMultiple,
  formatNumber,
  formatPercent,
  formatPerMonth,
  humanize,
  pluralize,
} from '@/lib/format';

describe('format', () => {
  it('writes dollars for people', () => {
    expect(formatCurrency(16900)).toBe('$16,900');
    expect(formatCurrency(9.99)).toBe('$9.99');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrencyRange(2000, 5000)).toBe('$2,000 - $5,000');
    expect(formatCurrencyRange(50, 50)).toBe('$50');
  });

  it('shows a dash for missing or broken figures', () => {
    for (const value of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatCurrency(value)).toBe(DASH);
      expect(formatNumber(value)).toBe(DASH);
      expect(formatPercent(value)).toBe(DASH);
      expect(formatPerMonth(value)).toBe(DASH);
      expect(formatMultiple(value)).toBe(DASH);
    }
    expect(formatCurrencyRange(1, undefined)).toBe(DASH);
    expect(formatDate(undefined)).toBe(DASH);
    expect(formatDate('not a date')).toBe(DASH);
  });

  it('writes counts per month, percents, multiples and dates', () => {
    expect(formatPerMonth(1620)).toBe('1,620/mo');
    expect(formatPerMonth(640, formatCurrency)).toBe('$640/mo');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatMultiple(2.2)).toBe('2.2x');
    expect(formatDate('2025-03-04')).toBe('March 4, 2025');
  });

  it('rounds numbers and pluralizes units', () => {
    expect(formatNumber(1620)).toBe('1,620');
    expect(formatNumber(2.345, 1)).toBe('2.3');
    expect(formatNumber(2.345, 0)).toBe('2');
    expect(formatPercent(15)).toBe('15%');
    expect(pluralize(1, 'month')).toBe('1 month');
    expect(pluralize(3, 'person', 'people')).toBe('3 people');
  });

  it('humanizes identifiers', () => {
    expect(humanize('module_plugin')).toBe('Module plugin');
    expect(humanize('saas', { saas: 'SaaS' })).toBe('SaaS');
  });
});
