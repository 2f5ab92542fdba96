/**
 * A portfolio card: what a card (and the portfolio's filters) needs of a project, and the texts
 * the card shows of it (its model, its Show Details rows). Pure functions, unit-tested.
 */
import type { MonetizationModel, PriceDisplay, Project, ProjectStatus, ProjectType } from '../content/schemas.ts';
import { MODEL_LABELS, TYPE_LABELS } from '../content/kinds/project-options.ts';
import { DASH, formatCurrency, formatNumber, formatPerMonth } from '../format.ts';
import type { PictureData } from '../images.ts';
import { thumbnailAlt } from '../image-alt.ts';
import { monthlyRevenueText, showsDevelopmentCost } from './price.ts';

/** What a portfolio card (and its filters) needs of a project; nothing more goes to the browser. */
export interface PortfolioCard {
  slug: string;
  title: string;
  shortDescription: string;
  thumbnail: PictureData;
  /** The thumbnail's alt text where it is not the title (the project's `thumbnailAlt`). */
  thumbnailAlt?: string | undefined;
  projectType: ProjectType;
  status: ProjectStatus;
  salePrice?: number | undefined;
  pricingNotes?: string | undefined;
  /** How the price shows (the project's `priceDisplay`). */
  priceDisplay: PriceDisplay;
  /** Whether the card's details show the development cost (the project's `developmentCostDisplay`). */
  showsDevelopmentCost: boolean;
  techStack: string[];
  badges: string[];
  monetizationModel: MonetizationModel[];
  monthlyRevenue?: number | null | undefined;
  monthlyUsers?: number | null | undefined;
  developmentCost?: number | null | undefined;
  liveUrl?: string | undefined;
  flippaUrl?: string | undefined;
}

export function toPortfolioCard(slug: string, p: Project<unknown>, thumbnail: PictureData): PortfolioCard {
  return {
    slug,
    title: p.title,
    shortDescription: p.shortDescription,
    thumbnail,
    ...(thumbnailAlt(p) === p.title ? {} : { thumbnailAlt: thumbnailAlt(p) }),
    projectType: p.projectType,
    status: p.status,
    salePrice: p.salePrice,
    pricingNotes: p.pricingNotes,
    priceDisplay: p.priceDisplay,
    showsDevelopmentCost: showsDevelopmentCost(p.developmentCostDisplay, 'card-details'),
    techStack: p.techStack,
    badges: p.badges,
    monetizationModel: p.monetizationModel,
    monthlyRevenue: p.metrics.monthlyRevenue,
    monthlyUsers: p.metrics.monthlyUsers,
    developmentCost: p.metrics.developmentCost,
    liveUrl: p.liveUrl,
    flippaUrl: p.flippaUrl,
  };
}

/** Project type as the case study header writes it: underscores shown as spaces. */
export const typeWithSpaces = (type: ProjectType): string => type.replace(/_/g, ' ');

/** The model text of a card: the first monetization model, or 'N/A'. */
export const modelText = (card: Pick<PortfolioCard, 'monetizationModel'>): string => {
  const first = card.monetizationModel[0];
  return first ? MODEL_LABELS[first] : 'N/A';
};

/** One labelled figure of a card's details or a case study's tables. */
export interface DetailRow {
  label: string;
  value: string;
}

/** The rows of a card's Show Details view. */
export function cardDetails(card: PortfolioCard): DetailRow[] {
  const rows: DetailRow[] = [
    { label: 'Type', value: TYPE_LABELS[card.projectType] },
    { label: 'Model', value: modelText(card) },
    { label: 'Monthly revenue', value: monthlyRevenueText(card.monthlyRevenue) ?? DASH },
    { label: 'Monthly users', value: formatPerMonth(card.monthlyUsers, formatNumber) },
  ];
  if (card.showsDevelopmentCost) rows.push({ label: 'Development cost', value: formatCurrency(card.developmentCost) });
  return rows;
}
