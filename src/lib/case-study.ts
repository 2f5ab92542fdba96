/**
 * What a case study page shows of a project: the header's sale note, the Key Metrics, business
 * details and SEO figures, with the privacy rules each project sets (`priceDisplay: private`,
 * `developmentCostDisplay`). Rows without a value are left out. The labels are a dictionary's
 * caseStudy group; the figures are written in US English (as the islands write them) or, on a
 * page in another language, in its locale through `Intl` at build time.
 */
import type { Dictionary } from './content/kinds/dictionary.ts';
import type { Project } from './content/schemas.ts';
import { formatCurrency, formatDate, formatMultiple, formatNumber, formatPercent } from './format.ts';
import type { DetailRow } from './portfolio/card.ts';
import { showsDevelopmentCost, soldPrice } from './portfolio/price.ts';
import { fillTemplate as fill } from './template.ts';

/**
 * The words of a case study: a dictionary's caseStudy group, with the portfolio's words for what
 * both pages name (statuses, revenue badges, business models: CaseStudyPageWords).
 */
export interface CaseStudyWords {
  price: string;
  salePrice: string;
  monthlyRevenue: string;
  monthlyUsers: string;
  modulePrice: string;
  revenuePotential: string;
  developmentCost: string;
  roi: string;
  growthRate: string;
  churnRate: string;
  pageViews: string;
  siteAge: string;
  location: string;
  saleDate: string;
  profitMargin: string;
  profitMultiple: string;
  revenueMultiple: string;
  authorityScore: string;
  referringDomains: string;
  backlinks: string;
  totalKeywords: string;
  soldFor: string;
  soldForOn: string;
  privatePrice: string;
  perMonth: string;
  range: string;
  outOf100: string;
  multiple: string;
  developmentHours: string;
  statuses: { sold: string };
  models: Readonly<Record<Project['monetizationModel'][number], string>>;
}

/** A case study page's words: its own group and the portfolio's words of the badges and models. */
export type CaseStudyPageWords = Dictionary['caseStudy'] &
  Pick<Dictionary['portfolio'], 'statuses' | 'revenues' | 'models'>;

type Maybe = number | null | undefined;
const finite = (value: Maybe): value is number => typeof value === 'number' && Number.isFinite(value);

/** How a page writes a project's figures. */
export interface FigureWriter {
  number: (value: Maybe) => string;
  money: (value: Maybe) => string;
  percent: (value: Maybe) => string;
  multiple: (value: Maybe) => string;
  perMonth: (text: string) => string;
  range: (min: string, max: string) => string;
  outOf100: (value: Maybe) => string;
  date: (iso: string | null | undefined) => string;
}

/** The figures in US English, as today's English pages and the islands write them. */
const usWriter = (words: CaseStudyWords): FigureWriter => ({
  number: (value) => formatNumber(value),
  money: (value) => formatCurrency(value),
  percent: (value) => formatPercent(value),
  multiple: (value) => formatMultiple(value),
  perMonth: (text) => fill(words.perMonth, { amount: text }),
  range: (min, max) => fill(words.range, { min, max }),
  outOf100: (value) => (finite(value) ? fill(words.outOf100, { score: formatNumber(value) }) : ''),
  date: (iso) => formatDate(iso),
});

/** The figures in a locale through `Intl` ("2.400 $", "4 %", "18. März 2025"), with the page's words. */
function localeWriter(locale: string, words: CaseStudyWords): FigureWriter {
  const number = (value: Maybe, digits = 1) =>
    finite(value) ? new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value) : '';
  return {
    number: (value) => number(value),
    money: (value) => {
      if (!finite(value)) return '';
      const digits = Number.isInteger(value) ? 0 : 2;
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value);
    },
    percent: (value) =>
      finite(value)
        ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 1 }).format(value)
        : '',
    multiple: (value) => (finite(value) ? fill(words.multiple, { number: number(value) }) : ''),
    perMonth: (text) => fill(words.perMonth, { amount: text }),
    range: (min, max) => fill(words.range, { min, max }),
    outOf100: (value) => (finite(value) ? fill(words.outOf100, { score: number(value) }) : ''),
    date: (iso) =>
      iso
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(`${iso.slice(0, 10)}T00:00:00Z`),
          )
        : '',
  };
}

/** The words of a case study and, for a page in another language, its locale. */
export interface CaseStudyWriting {
  words: CaseStudyWords;
  /** The page's locale ("de-DE"); none on a page in the default language (figures in US English). */
  locale?: string | undefined;
}

const writerOf = ({ words, locale }: CaseStudyWriting): FigureWriter =>
  locale ? localeWriter(locale, words) : usWriter(words);

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

function rows(entries: [label: string, raw: unknown, shown: string][]): DetailRow[] {
  return entries.filter(([, raw]) => present(raw)).map(([label, , value]) => ({ label, value }));
}

/** A monthly revenue ("$2,400/mo"), or null when the project earns nothing yet (zero is as missing). */
export function monthlyRevenueIn(value: Maybe, writing: CaseStudyWriting): string | null {
  const write = writerOf(writing);
  return value ? write.perMonth(write.money(value)) : null;
}

/** "Sold for $1,000 on March 18, 2025" for a sold project ("Sold" without its price), else null. */
export function soldNote(
  project: Pick<Project, 'status' | 'salePrice' | 'saleDate' | 'priceDisplay'>,
  writing: CaseStudyWriting,
): string | null {
  const { words } = writing;
  if (project.status !== 'sold') return null;
  if (project.priceDisplay === 'private') return words.privatePrice;
  const price = soldPrice(project);
  if (price == null) return words.statuses.sold;
  const write = writerOf(writing);
  return project.saleDate
    ? fill(words.soldForOn, { price: write.money(price), date: write.date(project.saleDate) })
    : fill(words.soldFor, { price: write.money(price) });
}

/** The price line of a project: the sale price, the pricing note, or the privacy text. */
export function priceText(
  project: Pick<Project, 'status' | 'salePrice' | 'pricingNotes' | 'priceDisplay'>,
  writing: CaseStudyWriting,
): string | null {
  if (project.priceDisplay === 'private') return writing.words.privatePrice;
  const sold = soldPrice(project);
  if (sold != null) return writerOf(writing).money(sold);
  return project.pricingNotes?.trim() || null;
}

export function keyMetrics(project: Project<unknown>, writing: CaseStudyWriting): DetailRow[] {
  const { words } = writing;
  const write = writerOf(writing);
  const m = project.metrics;
  const price = priceText(project, writing);
  const revenue = monthlyRevenueIn(m.monthlyRevenue, writing);
  const potential = project.revenuePotential;
  const showCost = showsDevelopmentCost(project.developmentCostDisplay, 'case-study');
  return rows([
    [project.status === 'sold' ? words.salePrice : words.price, price, price ?? ''],
    [words.monthlyRevenue, revenue, revenue ?? ''],
    [words.monthlyUsers, m.monthlyUsers, write.perMonth(write.number(m.monthlyUsers))],
    [words.modulePrice, project.modulePrice, write.money(project.modulePrice)],
    [
      words.revenuePotential,
      potential,
      potential
        ? write.perMonth(
            potential.min === potential.max
              ? write.money(potential.min)
              : write.range(write.money(potential.min), write.money(potential.max)),
          )
        : '',
    ],
    [words.developmentCost, showCost ? m.developmentCost : undefined, write.money(m.developmentCost)],
    [words.roi, m.roi, write.percent(m.roi)],
    [words.growthRate, m.growthRate, write.percent(m.growthRate)],
    [words.churnRate, m.churnRate, write.percent(m.churnRate)],
    [words.pageViews, m.pageViews, write.perMonth(write.number(m.pageViews))],
    [words.siteAge, project.businessDetails?.siteAge, project.businessDetails?.siteAge ?? ''],
    [words.location, project.businessDetails?.location, project.businessDetails?.location ?? ''],
    [words.saleDate, project.status === 'sold' ? project.saleDate : undefined, write.date(project.saleDate)],
  ]);
}

export function businessDetailRows(project: Pick<Project, 'businessDetails'>, writing: CaseStudyWriting): DetailRow[] {
  const d = project.businessDetails;
  if (!d) return [];
  const { words } = writing;
  const write = writerOf(writing);
  return rows([
    [words.siteAge, d.siteAge, d.siteAge ?? ''],
    [words.location, d.location, d.location ?? ''],
    [words.profitMargin, d.profitMargin, write.percent(d.profitMargin)],
    [words.profitMultiple, d.profitMultiple, write.multiple(d.profitMultiple)],
    [words.revenueMultiple, d.revenueMultiple, write.multiple(d.revenueMultiple)],
  ]);
}

export function seoRows(project: Pick<Project, 'seoData'>, writing: CaseStudyWriting): DetailRow[] {
  const s = project.seoData;
  if (!s) return [];
  const { words } = writing;
  const write = writerOf(writing);
  return rows([
    [words.authorityScore, s.authorityScore, write.outOf100(s.authorityScore)],
    [words.referringDomains, s.referringDomains, write.number(s.referringDomains)],
    [words.backlinks, s.backlinks, write.number(s.backlinks)],
    [words.totalKeywords, s.totalKeywords, write.number(s.totalKeywords)],
  ]);
}

export const monetizationLabels = (project: Pick<Project, 'monetizationModel'>, words: CaseStudyWords): string[] =>
  project.monetizationModel.map((model) => words.models[model]);

/** The development hours below the tech stack ("About 560 hours of development."). */
export const developmentHoursText = (hours: number, writing: CaseStudyWriting): string =>
  fill(writing.words.developmentHours, {
    hours: writing.locale ? new Intl.NumberFormat(writing.locale).format(hours) : formatNumber(hours, 0),
  });
