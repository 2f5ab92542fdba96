import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ideaSchema } from '@/lib/content/schemas';
import { DASH, formatMonthlyRange } from '@/lib/format';
import {
  breakevenMonths,
  formatMillions,
  formatMonths,
  formatRatio,
  formatTeamSize,
  ideaFigures,
  ltvCacRatio,
  scalabilityPercent,
  scalabilityWidthClass,
  splitTechStackEntry,
} from '@/lib/ideas';

describe('breakevenMonths', () => {
  it('divides the maximum cost by the mean monthly revenue and rounds up', () => {
    expect(breakevenMonths(75000, 12000, 40000)).toBe(3); // 75000 / 26000 = 2.88
    expect(breakevenMonths(60000, 10000, 20000)).toBe(4); // exactly 4
    expect(breakevenMonths(60001, 10000, 20000)).toBe(5);
    expect(breakevenMonths(0, 1000, 2000)).toBe(0);
  });

  it('is null when the revenue mean is zero or a figure is missing', () => {
    expect(breakevenMonths(50000, 0, 0)).toBeNull();
    expect(breakevenMonths(undefined, 1000, 2000)).toBeNull();
    expect(breakevenMonths(50000, null, 2000)).toBeNull();
    expect(breakevenMonths(Number.NaN, 1000, 2000)).toBeNull();
    expect(breakevenMonths(50000, 1000, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('ltvCacRatio', () => {
  it('divides LTV by CAC', () => {
    expect(ltvCacRatio(900, 250)).toBe(3.6);
    expect(formatRatio(ltvCacRatio(160, 45))).toBe('3.6');
    expect(formatRatio(ltvCacRatio(650, 200))).toBe('3.3'); // 3.25 -> 1 decimal
    expect(formatRatio(ltvCacRatio(120, 35))).toBe('3.4');
    expect(formatRatio(ltvCacRatio(300, 100))).toBe('3.0');
  });

  it('is a dash, never Infinity or NaN, when CAC is 0 or missing', () => {
    expect(ltvCacRatio(900, 0)).toBeNull();
    expect(ltvCacRatio(900, undefined)).toBeNull();
    expect(ltvCacRatio(900, null)).toBeNull();
    expect(ltvCacRatio(undefined, 100)).toBeNull();
    expect(formatRatio(ltvCacRatio(900, 0))).toBe(DASH);
    expect(formatRatio(ltvCacRatio(0, 0))).toBe(DASH);
  });
});

describe('formatting', () => {
  it('formats months, ranges, market sizes and team sizes', () => {
    expect(formatMonths(5)).toBe('5 months');
    expect(formatMonths(1)).toBe('1 month');
    expect(formatMonths(null)).toBe(DASH);
    expect(formatMonthlyRange(2000, 5000)).toBe('$2,000 - $5,000/mo');
    expect(formatMonthlyRange(undefined, 5000)).toBe(DASH);
    expect(formatMillions(18000)).toBe('$18,000M');
    expect(formatMillions(2.5)).toBe('$2.5M');
    expect(formatTeamSize(3, 5)).toBe('3-5 people');
    expect(formatTeamSize(1, 1)).toBe('1 person');
  });
});

describe('scalability bar', () => {
  it('is score x 10 percent wide, kept within 0-100', () => {
    expect(scalabilityPercent(8)).toBe(80);
    expect(scalabilityPercent(10)).toBe(100);
    expect(scalabilityPercent(1)).toBe(10);
    expect(scalabilityPercent(12)).toBe(100);
    expect(scalabilityPercent(undefined)).toBe(0);
    expect(scalabilityWidthClass(8)).toBe('w-[80%]');
    expect(scalabilityWidthClass(10)).toBe('w-full');
    expect(scalabilityWidthClass(Number.NaN)).toBe('w-0');
  });
});

describe('splitTechStackEntry', () => {
  it('takes the first word as the name and the rest as the note', () => {
    expect(splitTechStackEntry('Next.js for the web app')).toEqual({ name: 'Next.js', note: 'for the web app' });
    expect(splitTechStackEntry('  Stripe   for billing ')).toEqual({ name: 'Stripe', note: 'for billing' });
    expect(splitTechStackEntry('PostgreSQL')).toEqual({ name: 'PostgreSQL', note: '' });
  });
});

describe('ideaFigures on the content', () => {
  const load = (slug: string) => {
    const raw = readFileSync(new URL(`../fixture/content/ideas/${slug}.md`, import.meta.url), 'utf8');
    const front = raw.split(/^---$/m)[1] ?? '';
    return ideaSchema.parse(parse(front));
  };

  it('computes the AI Content Calendar figures', () => {
    const figures = ideaFigures(load('ai-content-calendar'));
    expect(figures).toMatchObject({
      monthlyRevenue: '$12,000 - $40,000/mo',
      developmentTime: '5 months',
      developmentCost: '$40,000 - $75,000',
      teamSize: '3-5 people',
      scalabilityLabel: '8/10',
      scalabilityWidthClass: 'w-[80%]',
      ltv: '$900',
      cac: '$250',
      ltvCac: '3.6',
      breakeven: '3 months',
      tam: '$18,000M',
    });
  });

  it('shows a dash for a missing CAC', () => {
    const idea = load('ai-content-calendar');
    const { estimatedCAC: _cac, ...rest } = idea.monetizationStrategies;
    const figures = ideaFigures({ ...idea, monetizationStrategies: rest });
    expect(figures.cac).toBe(DASH);
    expect(figures.ltvCac).toBe(DASH);
    const zero = ideaFigures({ ...idea, monetizationStrategies: { ...rest, estimatedCAC: 0 } });
    expect(zero.cac).toBe(DASH);
    expect(zero.ltvCac).toBe(DASH);
  });
});
