/**
 * A project's price and figures as every view shows them: the price it sold for, a card's price,
 * the monthly revenue, and the views that show the development cost (the text of a price under a
 * privacy agreement is the dictionary's, caseStudy.privatePrice). Pure functions, unit-tested.
 */
import type { DevelopmentCostDisplay, Project } from '../content/schemas.ts';
import { formatCurrency, formatPerMonth } from '../format.ts';

/**
 * The price a project sold for: its sale price once its status is sold, else null (a sold
 * project without a price, or a price on a project not sold). The card's price, its revenue
 * badge and the case study's sale note all read a sale through this.
 */
export function soldPrice(project: Pick<Project, 'status' | 'salePrice'>): number | null {
  return project.status === 'sold' && project.salePrice != null ? project.salePrice : null;
}

export type CardPrice =
  | { kind: 'sold'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'enterprise'; text: string; tooltip: string };

/**
 * The card's price: the sale price (as `written` in the list's locale where given), the pricing
 * note as written (`priceDisplay: note`), or "Enterprise Deal" (`enterpriseDeal`).
 */
export function cardPrice(
  card: Pick<Project, 'priceDisplay' | 'status' | 'salePrice' | 'pricingNotes'>,
  enterpriseDeal: string,
  written?: string,
): CardPrice | null {
  const sold = soldPrice(card);
  if (sold != null) return { kind: 'sold', text: written ?? formatCurrency(sold) };
  const note = card.pricingNotes?.trim();
  if (!note) return null;
  if (card.priceDisplay === 'note') return { kind: 'note', text: note };
  return { kind: 'enterprise', text: enterpriseDeal, tooltip: note };
}

/** Whether a view shows the development cost: `everywhere`, on the card's details only (`card`), or `nowhere`. */
export function showsDevelopmentCost(display: DevelopmentCostDisplay, view: 'case-study' | 'card-details'): boolean {
  return display === 'everywhere' || (display === 'card' && view === 'card-details');
}

/**
 * A project's monthly revenue as every view shows it: "$2,400/mo", or null when it earns nothing
 * yet. Zero and a missing figure are the same fact (the spec's pre-revenue: "absent or 0"), so
 * zero is shown as a missing figure is (a dash, or no line), never as "$0/mo".
 */
export function monthlyRevenueText(value: number | null | undefined): string | null {
  return value ? formatPerMonth(value, formatCurrency) : null;
}
