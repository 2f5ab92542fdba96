import { describe, expect, it } from 'vitest';
import {
  digitGroupOf,
  formatCount,
  DASH,
  formatCurrency,
  formatCurrencyRange,
  showingCount,
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

  it('writes what Intl writes for en-US, without calling it', () => {
    const number = [0, 1, 2].map((digits) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }));
    const dollars = [0, 1, 2].map(
      (digits) =>
        new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }),
    );
    const edges = [0, -0, 0.5, 1.005, 2.25, -2.25, 0.05, 0.95, 9.995, 999.95, 999999.5, 1e15, 123456789.987, 1e-7];
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const values = [...edges];
    for (let i = 0; i < 3000; i++) {
      const magnitude = 10 ** Math.floor(random() * 10 - 3);
      const value = (random() - 0.3) * magnitude;
      values.push(value, Math.round(value * 1000) / 1000, Math.round(value));
    }
    for (const value of values) {
      for (const digits of [0, 1, 2])
        expect(formatNumber(value, digits), `${value} (${digits})`).toBe(number[digits]?.format(value));
      const cents = Number.isInteger(value) ? 0 : 2;
      expect(formatCurrency(value), String(value)).toBe(dollars[cents]?.format(value));
    }
    const longDate = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = Date.UTC(1999, 11, 25); day < Date.UTC(2031, 0, 10); day += 86_400_000 * 3) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(longDate.format(new Date(day)));
    }
  });

  it('leaves other currencies to Intl', () => {
    expect(formatCurrency(1500, 'EUR')).toBe('€1,500');
    expect(formatCurrencyRange(10, 20, 'GBP')).toBe('£10 - £20');
  });
});

describe('showingCount', () => {
  it('says how many of how many while a filter hides some, and "all" when none is hidden', () => {
    expect(showingCount(3, 250, 'tool')).toBe('Showing 3 of 250 tools');
    expect(showingCount(0, 250, 'tool')).toBe('Showing 0 of 250 tools');
    expect(showingCount(250, 250, 'tool')).toBe('Showing all 250 tools');
    expect(showingCount(1, 1, 'tool')).toBe('Showing 1 tool');
    expect(showingCount(1200, 1200, 'entry', 'entries')).toBe('Showing all 1,200 entries');
  });
});

describe('counts in a language', () => {
  it("groups a count's thousands as its locale does, read through Intl once", () => {
    expect(digitGroupOf('en-US')).toBe(',');
    expect(digitGroupOf('de-DE')).toBe('.');
    for (const locale of ['en-US', 'de-DE', 'fr-FR'])
      for (const count of [0, 7, 999, 1_000, 10_014, 1_234_567, -4_200])
        expect(formatCount(count, digitGroupOf(locale))).toBe(new Intl.NumberFormat(locale).format(count));
  });
  it('writes what is not a whole count as it is', () => {
    expect(formatCount(1.5)).toBe('1.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
