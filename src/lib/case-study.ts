/**
 * What a case study page shows of a project: the header's sale note, the Key Metrics, business
 * details and SEO figures, with the privacy rules each project sets (`priceDisplay: private`,
 * `developmentCostDisplay`). Rows without a value are left out.
 */
import type { Project } from './content/schemas.ts';
import { revenuePotentialText } from './highlights.ts';
import { formatCurrency, formatDate, formatMultiple, formatNumber, formatPercent, formatPerMonth } from './format.ts';
import { MODEL_LABELS, PROJECT_STATUS } from './content/kinds/project-options.ts';
import type { DetailRow } from './portfolio/card.ts';
import { monthlyRevenueText, PRIVATE_PRICE_TEXT, showsDevelopmentCost, soldPrice } from './portfolio/price.ts';

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

function rows(entries: [label: string, raw: unknown, shown: string][]): DetailRow[] {
  return entries.filter(([, raw]) => present(raw)).map(([label, , value]) => ({ label, value }));
}

/** "Sold for $1,000 on March 18, 2025" for a sold project ("Sold" without its price), else null. */
export function soldNote(project: Pick<Project, 'status' | 'salePrice' | 'saleDate' | 'priceDisplay'>): string | null {
  if (project.status !== 'sold') return null;
  if (project.priceDisplay === 'private') return PRIVATE_PRICE_TEXT;
  const price = soldPrice(project);
  if (price == null) return PROJECT_STATUS.sold.label;
  return project.saleDate
    ? `Sold for ${formatCurrency(price)} on ${formatDate(project.saleDate)}`
    : `Sold for ${formatCurrency(price)}`;
}

/** The price line of a project: the sale price, the pricing note, or the privacy text. */
export function priceText(
  project: Pick<Project, 'status' | 'salePrice' | 'pricingNotes' | 'priceDisplay'>,
): string | null {
  if (project.priceDisplay === 'private') return PRIVATE_PRICE_TEXT;
  const sold = soldPrice(project);
  if (sold != null) return formatCurrency(sold);
  return project.pricingNotes?.trim() || null;
}

export function keyMetrics(project: Project<unknown>): DetailRow[] {
  const m = project.metrics;
  const price = priceText(project);
  const showCost = showsDevelopmentCost(project.developmentCostDisplay, 'case-study');
  return rows([
    [project.status === 'sold' ? 'Sale Price' : 'Price', price, price ?? ''],
    ['Monthly Revenue', monthlyRevenueText(m.monthlyRevenue), monthlyRevenueText(m.monthlyRevenue) ?? ''],
    ['Monthly Users', m.monthlyUsers, formatPerMonth(m.monthlyUsers)],
    ['Module Price', project.modulePrice, formatCurrency(project.modulePrice)],
    [
      'Revenue Potential',
      project.revenuePotential,
      project.revenuePotential ? revenuePotentialText(project.revenuePotential) : '',
    ],
    ['Development Cost', showCost ? m.developmentCost : undefined, formatCurrency(m.developmentCost)],
    ['ROI', m.roi, formatPercent(m.roi)],
    ['Growth Rate', m.growthRate, formatPercent(m.growthRate)],
    ['Churn Rate', m.churnRate, formatPercent(m.churnRate)],
    ['Page Views', m.pageViews, formatPerMonth(m.pageViews)],
    ['Site Age', project.businessDetails?.siteAge, project.businessDetails?.siteAge ?? ''],
    ['Location', project.businessDetails?.location, project.businessDetails?.location ?? ''],
    ['Sale Date', project.status === 'sold' ? project.saleDate : undefined, formatDate(project.saleDate)],
  ]);
}

export function businessDetailRows(project: Pick<Project, 'businessDetails'>): DetailRow[] {
  const d = project.businessDetails;
  if (!d) return [];
  return rows([
    ['Site Age', d.siteAge, d.siteAge ?? ''],
    ['Location', d.location, d.location ?? ''],
    ['Profit Margin', d.profitMargin, formatPercent(d.profitMargin)],
    ['Profit Multiple', d.profitMultiple, formatMultiple(d.profitMultiple)],
    ['Revenue Multiple', d.revenueMultiple, formatMultiple(d.revenueMultiple)],
  ]);
}

export function seoRows(project: Pick<Project, 'seoData'>): DetailRow[] {
  const s = project.seoData;
  if (!s) return [];
  return rows([
    ['Authority Score', s.authorityScore, s.authorityScore == null ? '' : `${formatNumber(s.authorityScore)}/100`],
    ['Referring Domains', s.referringDomains, formatNumber(s.referringDomains)],
    ['Backlinks', s.backlinks, formatNumber(s.backlinks)],
    ['Total Keywords', s.totalKeywords, formatNumber(s.totalKeywords)],
  ]);
}

export const monetizationLabels = (project: Pick<Project, 'monetizationModel'>): string[] =>
  project.monetizationModel.map((model) => MODEL_LABELS[model]);
