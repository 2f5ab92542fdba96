/**
 * A portfolio card: what a card (and the portfolio's filters) needs of a project, and the texts
 * the card shows of it (its model, its Show Details rows). Pure functions, unit-tested.
 */
import type { MonetizationModel, PriceDisplay, Project, ProjectStatus, ProjectType } from '../content/schemas.ts';
import { DASH, formatCurrency, formatNumber, formatPerMonth } from '../format.ts';
import type { PictureData } from '../images.ts';
import { thumbnailAlt } from '../image-alt.ts';
import { monthlyRevenueText, showsDevelopmentCost, soldPrice } from './price.ts';
import { fillTemplate } from '../template.ts';
import type { PortfolioWords } from './words.ts';

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
  /** Its case study in the list's language where there is one (else the English one, `cardHref`). */
  href?: string | undefined;
  /** `hreflang` of that link when it leads to a page in another language than the list's. */
  hreflang?: string | undefined;
  /** The language of its texts when it is not the list's (an untranslated project): `lang`, the badge. */
  lang?: string | undefined;
  /** Its figures written in the list's locale, on a list in another language than the default. */
  figures?: CardFigures | undefined;
}

/** A card's figures as written in a locale at build time (`Intl`), for a list in another language. */
export interface CardFigures {
  price?: string | undefined;
  monthlyRevenue?: string | undefined;
  monthlyUsers: string;
  developmentCost: string;
}

/** Where a card leads: its case study in the list's language, or the English one. */
export const cardHref = (card: Pick<PortfolioCard, 'slug' | 'href'>): string =>
  card.href ?? `/case-studies/${card.slug}`;

type FigureFacts = Pick<PortfolioCard, 'status' | 'salePrice' | 'monthlyRevenue' | 'monthlyUsers' | 'developmentCost'>;

/**
 * A card's figures in a locale through `Intl` (prices stay in dollars): what the English list
 * writes without it ("$2,400/mo"), for a list in another language ("2.400 $/Monat").
 */
export function localizedFigures(
  card: FigureFacts,
  locale: string,
  words: Pick<PortfolioWords, 'perMonth'>,
): CardFigures {
  const money = (value: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    }).format(value);
  const number = (value: number | null | undefined) =>
    value == null || !Number.isFinite(value)
      ? DASH
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  const perMonth = (amount: string) => fillTemplate(words.perMonth, { amount });
  const sold = soldPrice(card);
  return {
    ...(sold == null ? {} : { price: money(sold) }),
    ...(card.monthlyRevenue ? { monthlyRevenue: perMonth(money(card.monthlyRevenue)) } : {}),
    monthlyUsers:
      card.monthlyUsers == null || !Number.isFinite(card.monthlyUsers) ? DASH : perMonth(number(card.monthlyUsers)),
    developmentCost:
      card.developmentCost == null || !Number.isFinite(card.developmentCost) ? DASH : money(card.developmentCost),
  };
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

type FooterStatus = keyof PortfolioWords['statusFooters'];

/** The line under a card's price for its status ("In Progress"), or null for none. */
export const statusFooter = (status: ProjectStatus, words: Pick<PortfolioWords, 'statusFooters'>): string | null =>
  status in words.statusFooters ? words.statusFooters[status as FooterStatus] : null;

/** Project type as the case study header writes it: underscores shown as spaces. */
export const typeWithSpaces = (type: ProjectType): string => type.replace(/_/g, ' ');

/** The words a card's model and details are written with. */
export type CardTextWords = Pick<
  PortfolioWords,
  'models' | 'noModel' | 'types' | 'typeRow' | 'modelRow' | 'monthlyRevenue' | 'monthlyUsers' | 'developmentCost'
>;

/** The model text of a card: the first monetization model, or 'N/A'. */
export const modelText = (card: Pick<PortfolioCard, 'monetizationModel'>, words: CardTextWords): string => {
  const first = card.monetizationModel[0];
  return first ? words.models[first] : words.noModel;
};

/** One labelled figure of a card's details or a case study's tables. */
export interface DetailRow {
  label: string;
  value: string;
}

/** The rows of a card's Show Details view: its figures as the list's locale writes them. */
export function cardDetails(card: PortfolioCard, words: CardTextWords): DetailRow[] {
  const { figures } = card;
  const rows: DetailRow[] = [
    { label: words.typeRow, value: words.types[card.projectType] },
    { label: words.modelRow, value: modelText(card, words) },
    {
      label: words.monthlyRevenue,
      value: (figures ? figures.monthlyRevenue : monthlyRevenueText(card.monthlyRevenue)) ?? DASH,
    },
    { label: words.monthlyUsers, value: figures?.monthlyUsers ?? formatPerMonth(card.monthlyUsers, formatNumber) },
  ];
  if (card.showsDevelopmentCost)
    rows.push({
      label: words.developmentCost,
      value: figures?.developmentCost ?? formatCurrency(card.developmentCost),
    });
  return rows;
}
