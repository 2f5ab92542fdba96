/**
 * The badges of a project beside its status: the revenue badge (one table of its labels and
 * colours, which the Revenue filter's tabs read too) and when it adds to the status. The status
 * badge's own label and colour are the project kind's (PROJECT_STATUS). Pure functions, unit-tested.
 */
import type { Project } from '../content/schemas.ts';
import { PROJECT_STATUS } from '../content/kinds/project-options.ts';
import type { BadgeTone } from '../ui-variants.ts';
import { soldPrice } from './price.ts';

interface RevenueDisplay {
  /** The badge's text, and the Revenue filter's tab. */
  label: string;
  tone: BadgeTone;
  /** Whether the Revenue filter offers it. */
  filterable: boolean;
}

/**
 * How a project stands on revenue, in the Revenue filter's order. 'Sold' is the status's own
 * label and colour: the same fact, named and coloured the same on the card and the case study.
 */
export const REVENUE = {
  earning: { label: 'Earning', tone: 'success', filterable: true },
  pre_revenue: { label: 'Pre-revenue', tone: 'info', filterable: true },
  sold: { label: PROJECT_STATUS.sold.label, tone: PROJECT_STATUS.sold.tone, filterable: true },
  not_applicable: { label: 'Revenue N/A', tone: 'neutral', filterable: false },
} as const satisfies Readonly<Record<string, RevenueDisplay>>;

export type Revenue = keyof typeof REVENUE;

type BadgeFacts = Pick<Project, 'status' | 'salePrice' | 'projectType' | 'badges'> & {
  monthlyRevenue?: number | null | undefined;
};

/**
 * First matching rule wins: sold (sold with a sale price), earning (monthly revenue), not
 * applicable (modules and internal tools), else pre-revenue.
 */
export function revenueBadge(card: BadgeFacts): Revenue {
  if (soldPrice(card) != null) return 'sold';
  if ((card.monthlyRevenue ?? 0) > 0) return 'earning';
  if (card.projectType === 'module_plugin' || card.badges.includes('Internal Tool')) return 'not_applicable';
  return 'pre_revenue';
}

/**
 * The revenue badge where it adds to the status shown beside it: a sold project's 'Sold' badge
 * would repeat its status, so it is left out there.
 */
export function revenueBadgeBesideStatus(card: BadgeFacts): Revenue | undefined {
  const badge = revenueBadge(card);
  return badge === 'sold' ? undefined : badge;
}
