/**
 * Figures of a business idea page: breakeven, LTV:CAC, the scalability bar and the ranges, all
 * formatted for people, a dash when a figure is missing.
 */
import type { Idea } from './content/schemas.ts';
import { DASH, formatCurrency, formatCurrencyRange, formatMonthlyRange, formatNumber, pluralize } from './format.ts';

type Maybe = number | null | undefined;
const finite = (value: Maybe): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Months to earn back the development budget: maximum development cost divided by the mean of
 * the minimum and maximum monthly revenue, rounded up. Null when it cannot be computed.
 */
export function breakevenMonths(maxCost: Maybe, revenueMin: Maybe, revenueMax: Maybe): number | null {
  if (!finite(maxCost) || !finite(revenueMin) || !finite(revenueMax) || maxCost < 0) return null;
  const meanRevenue = (revenueMin + revenueMax) / 2;
  if (meanRevenue <= 0) return null;
  return Math.ceil(maxCost / meanRevenue);
}

/** LTV divided by CAC; null when CAC is missing or zero (never Infinity or NaN). */
export function ltvCacRatio(ltv: Maybe, cac: Maybe): number | null {
  if (!finite(ltv) || !finite(cac) || cac <= 0 || ltv < 0) return null;
  return ltv / cac;
}

/** A ratio to one decimal ("3.6"), or a dash. */
export function formatRatio(ratio: Maybe): string {
  return finite(ratio) ? ratio.toFixed(1) : DASH;
}

export function formatMonths(months: Maybe): string {
  return finite(months) ? pluralize(months, 'month') : DASH;
}

/** Market sizes are stored in millions of dollars: 18000 -> "$18,000M". */
export function formatMillions(millions: Maybe): string {
  return finite(millions) ? `$${formatNumber(millions, 1)}M` : DASH;
}

/** "3-5 people". */
export function formatTeamSize(min: Maybe, max: Maybe): string {
  if (!finite(min) || !finite(max)) return DASH;
  return min === max ? pluralize(min, 'person', 'people') : `${formatNumber(min)}-${formatNumber(max)} people`;
}

/** Score 1-10 -> bar width in percent (score x 10), kept within 0-100. */
export function scalabilityPercent(score: Maybe): number {
  if (!finite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score) * 10));
}

/**
 * The width class of the scalability bar. Literal class names (no style attributes under the
 * CSP), so Tailwind generates each of them.
 */
const widthClasses = [
  'w-0',
  'w-[10%]',
  'w-[20%]',
  'w-[30%]',
  'w-[40%]',
  'w-[50%]',
  'w-[60%]',
  'w-[70%]',
  'w-[80%]',
  'w-[90%]',
  'w-full',
] as const;

export function scalabilityWidthClass(score: Maybe): string {
  return widthClasses[scalabilityPercent(score) / 10] ?? 'w-0';
}

/** A tech stack entry: the first word is the technology, the rest a note. */
export function splitTechStackEntry(entry: string): { name: string; note: string } {
  const trimmed = entry.trim();
  const space = trimmed.search(/\s/);
  if (space === -1) return { name: trimmed, note: '' };
  return { name: trimmed.slice(0, space), note: trimmed.slice(space).trim() };
}

/** Every figure the page shows, formatted. */
export interface IdeaFigures {
  monthlyRevenue: string;
  developmentTime: string;
  developmentCost: string;
  teamSize: string;
  scalabilityScore: number;
  scalabilityLabel: string;
  scalabilityWidthClass: string;
  ltv: string;
  cac: string;
  ltvCac: string;
  breakeven: string;
  tam: string;
  sam: string;
  som: string;
}

/** The words a page in another language writes its figures with ({min}, {count}...): a dictionary's idea group. */
export interface FigureWords {
  range: string;
  perMonth: string;
  month: string;
  months: string;
  person: string;
  people: string;
  millions: string;
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** A number written in a locale, with up to `digits` decimals. */
const numberIn = (locale: string, value: number, digits = 1) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);

/** An amount of money written in a locale ("12.000 $"), with cents only when it has them. */
const amountIn = (locale: string, value: Maybe, currency = 'USD') =>
  finite(value)
    ? new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
        minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      }).format(value)
    : DASH;

/** Two figures as a range with the page's words, or one when both ends are equal. */
const rangeIn = (words: Pick<FigureWords, 'range'>, min: number, max: number, write: (value: number) => string) =>
  min === max ? write(min) : fill(words.range, { min: write(min), max: write(max) });

/** A monthly range of money written in a locale with the page's words: "12.000 $ – 40.000 $/Monat". */
export const localizedMonthlyRange = (
  min: number,
  max: number,
  currency: string,
  locale: string,
  words: Pick<FigureWords, 'range' | 'perMonth'>,
): string => fill(words.perMonth, { amount: rangeIn(words, min, max, (value) => amountIn(locale, value, currency)) });

/**
 * The figures written in a locale through `Intl` at build time (a page in another language:
 * "12.000 $ – 40.000 $/Monat"), with the page's words for months, people and ranges.
 */
function localizedFigures(idea: Idea<unknown>, locale: string, words: FigureWords): IdeaFigures {
  const { estimatedRevenue: revenue, developmentResources: dev, monetizationStrategies: money, marketSize } = idea;
  const number = (value: number, digits = 1) => numberIn(locale, value, digits);
  const amount = (value: Maybe, currency = 'USD') => amountIn(locale, value, currency);
  const range = (min: number, max: number, write: (value: number) => string) => rangeIn(words, min, max, write);
  const months = (count: number | null) =>
    count === null ? DASH : fill(count === 1 ? words.month : words.months, { count: number(count) });
  const millions = (value: number) => fill(words.millions, { number: number(value) });
  const score = idea.growthPotential.scalabilityScore;
  const ratio = ltvCacRatio(money.estimatedLTV, money.estimatedCAC);
  return {
    monthlyRevenue: localizedMonthlyRange(revenue.min, revenue.max, revenue.currency, locale, words),
    developmentTime: months(dev.estimatedTimeMonths),
    developmentCost: range(dev.estimatedCost.min, dev.estimatedCost.max, (value) => amount(value)),
    teamSize:
      dev.teamSize.min === dev.teamSize.max
        ? fill(dev.teamSize.min === 1 ? words.person : words.people, { count: number(dev.teamSize.min) })
        : fill(words.people, { count: range(dev.teamSize.min, dev.teamSize.max, (value) => number(value)) }),
    scalabilityScore: score,
    scalabilityLabel: `${number(score)}/10`,
    scalabilityWidthClass: scalabilityWidthClass(score),
    ltv: amount(money.estimatedLTV),
    cac: money.estimatedCAC ? amount(money.estimatedCAC) : DASH,
    ltvCac:
      ratio === null
        ? DASH
        : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ratio),
    breakeven: months(breakevenMonths(dev.estimatedCost.max, revenue.min, revenue.max)),
    tam: millions(marketSize.totalAddressableMarket),
    sam: millions(marketSize.serviceableAvailableMarket),
    som: millions(marketSize.serviceableObtainableMarket),
  };
}

/**
 * Every figure of an idea, formatted: in US English by default (as the islands write them), or
 * in a page's locale with its words.
 */
export function ideaFigures(idea: Idea<unknown>, inLocale?: { locale: string; words: FigureWords }): IdeaFigures {
  if (inLocale) return localizedFigures(idea, inLocale.locale, inLocale.words);
  const { estimatedRevenue: revenue, developmentResources: dev, monetizationStrategies: money, marketSize } = idea;
  const score = idea.growthPotential.scalabilityScore;
  return {
    monthlyRevenue: formatMonthlyRange(revenue.min, revenue.max, revenue.currency),
    developmentTime: formatMonths(dev.estimatedTimeMonths),
    developmentCost: formatCurrencyRange(dev.estimatedCost.min, dev.estimatedCost.max),
    teamSize: formatTeamSize(dev.teamSize.min, dev.teamSize.max),
    scalabilityScore: score,
    scalabilityLabel: `${score}/10`,
    scalabilityWidthClass: scalabilityWidthClass(score),
    ltv: formatCurrency(money.estimatedLTV),
    cac: money.estimatedCAC ? formatCurrency(money.estimatedCAC) : DASH,
    ltvCac: formatRatio(ltvCacRatio(money.estimatedLTV, money.estimatedCAC)),
    breakeven: formatMonths(breakevenMonths(dev.estimatedCost.max, revenue.min, revenue.max)),
    tam: formatMillions(marketSize.totalAddressableMarket),
    sam: formatMillions(marketSize.serviceableAvailableMarket),
    som: formatMillions(marketSize.serviceableObtainableMarket),
  };
}
