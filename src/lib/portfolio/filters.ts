/**
 * Portfolio rules: labels, the revenue badge, card pricing, filtering, pagination and the URL
 * query that carries the filter state. Pure functions, unit-tested.
 */
import type {
  DevelopmentCostDisplay,
  MonetizationModel,
  PriceDisplay,
  Project,
  ProjectStatus,
  ProjectType,
} from '../content/schemas.ts';
import { MODEL_LABELS, STATUS_LABELS, TYPE_LABELS } from '../content/kinds/project-options.ts';
import { DASH, formatCurrency, formatPerMonth, formatNumber, showingCount } from '../format.ts';
import type { BadgeTone } from '../ui-variants.ts';
import type { PictureData } from '../images.ts';
import { thumbnailAlt } from '../image-alt.ts';
import { choiceParam, pageParam, queryCodec, textParam, type QueryCodec } from '../url-state.ts';

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

// ---------------------------------------------------------------------------------------
// Labels (declared with the project's enums: src/lib/content/kinds/project-options.ts)
// ---------------------------------------------------------------------------------------

export { MODEL_LABELS, STATUS_LABELS, TYPE_LABELS };

export const STATUS_FOOTER: Partial<Record<ProjectStatus, string>> = {
  in_development: 'In Progress',
  in_pipeline: 'Coming Soon',
  portfolio: 'Client Tool',
};

/** Project type as the case study header writes it: underscores shown as spaces. */
export const typeWithSpaces = (type: ProjectType): string => type.replace(/_/g, ' ');

/** The model text of a card: the first monetization model, or 'N/A'. */
export const modelText = (card: Pick<PortfolioCard, 'monetizationModel'>): string => {
  const first = card.monetizationModel[0];
  return first ? MODEL_LABELS[first] : 'N/A';
};

// ---------------------------------------------------------------------------------------
// Revenue badge and pricing
// ---------------------------------------------------------------------------------------

export type RevenueBadge = 'Sold' | 'Earning' | 'Revenue N/A' | 'Pre-revenue';

/**
 * First matching rule wins: Sold (sold with a sale price), Earning (monthly revenue), Revenue N/A
 * (modules and internal tools), else Pre-revenue.
 */
export function revenueBadge(
  card: Pick<PortfolioCard, 'status' | 'salePrice' | 'monthlyRevenue' | 'projectType' | 'badges'>,
): RevenueBadge {
  if (card.status === 'sold' && card.salePrice != null) return 'Sold';
  if ((card.monthlyRevenue ?? 0) > 0) return 'Earning';
  if (card.projectType === 'module_plugin' || card.badges.includes('Internal Tool')) return 'Revenue N/A';
  return 'Pre-revenue';
}

/** One colour per revenue badge, wherever it is shown (card, case study header). */
export const REVENUE_TONES: Readonly<Record<RevenueBadge, BadgeTone>> = {
  Sold: 'danger',
  Earning: 'success',
  'Revenue N/A': 'neutral',
  'Pre-revenue': 'info',
};

/**
 * The revenue badge where it adds to the status shown beside it: a sold project's 'Sold' badge
 * would repeat its status, so it is left out there.
 */
export function revenueBadgeBesideStatus(card: Parameters<typeof revenueBadge>[0]): RevenueBadge | undefined {
  const badge = revenueBadge(card);
  return badge === STATUS_LABELS[card.status] ? undefined : badge;
}

/**
 * The colour of a status badge: 'Sold' as the revenue badge 'Sold' is (a card shows that one,
 * the case study header this one: the same fact in the same colour), any other status neutral.
 */
export const statusTone = (status: ProjectStatus): BadgeTone => (status === 'sold' ? REVENUE_TONES.Sold : 'neutral');

/** Projects per page: the full /projects page and the block embedded on the home page. */
export const PAGE_SIZE = { full: 12, embedded: 9 } as const;

/** What a project under a privacy agreement (`priceDisplay: private`) shows for its price. */
export const PRIVATE_PRICE_TEXT = 'Price cannot be disclosed due to privacy agreement';

export type CardPrice =
  | { kind: 'sold'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'enterprise'; text: 'Enterprise Deal'; tooltip: string };

/** The card's price: the sale price, the pricing note as written (`priceDisplay: note`), or "Enterprise Deal". */
export function cardPrice(
  card: Pick<PortfolioCard, 'priceDisplay' | 'status' | 'salePrice' | 'pricingNotes'>,
): CardPrice | null {
  if (card.status === 'sold' && card.salePrice != null) return { kind: 'sold', text: formatCurrency(card.salePrice) };
  const note = card.pricingNotes?.trim();
  if (!note) return null;
  if (card.priceDisplay === 'note') return { kind: 'note', text: note };
  return { kind: 'enterprise', text: 'Enterprise Deal', tooltip: note };
}

/** Whether a view shows the development cost: `everywhere`, on the card's details only (`card`), or `nowhere`. */
export function showsDevelopmentCost(display: DevelopmentCostDisplay, view: 'case-study' | 'card-details'): boolean {
  return display === 'everywhere' || (display === 'card' && view === 'card-details');
}

export interface DetailRow {
  label: string;
  value: string;
}

/**
 * A project's monthly revenue as every view shows it: "$2,400/mo", or null when it earns nothing
 * yet. Zero and a missing figure are the same fact (the spec's pre-revenue: "absent or 0"), so
 * zero is shown as a missing figure is (a dash, or no line), never as "$0/mo".
 */
export function monthlyRevenueText(value: number | null | undefined): string | null {
  return value ? formatPerMonth(value, formatCurrency) : null;
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

// ---------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------

export const STATUS_OPTIONS = ['all', 'sold', 'in_development', 'in_pipeline', 'portfolio'] as const;
/** Every project type but "other", from the schema's enum. */
export const TYPE_OPTIONS = [
  'all',
  ...(Object.keys(TYPE_LABELS) as ProjectType[]).filter((type) => type !== 'other'),
] as readonly ('all' | Exclude<ProjectType, 'other'>)[];
export const REVENUE_OPTIONS = ['all', 'earning', 'pre_revenue', 'sold'] as const;
/** Every monetization model, from the schema's enum. */
export const MODEL_OPTIONS = ['all', ...(Object.keys(MODEL_LABELS) as MonetizationModel[])] as readonly (
  'all' | MonetizationModel
)[];

export type StatusFilter = (typeof STATUS_OPTIONS)[number];
export type TypeFilter = (typeof TYPE_OPTIONS)[number];
export type RevenueFilter = (typeof REVENUE_OPTIONS)[number];
export type ModelFilter = (typeof MODEL_OPTIONS)[number];

export interface PortfolioFilters {
  status: StatusFilter;
  type: TypeFilter;
  revenue: RevenueFilter;
  model: ModelFilter;
  /** 'all' or one technology name. */
  tech: string;
  search: string;
}

export const DEFAULT_FILTERS: PortfolioFilters = {
  status: 'all',
  type: 'all',
  revenue: 'all',
  model: 'all',
  tech: 'all',
  search: '',
};

export type FilterKey = Exclude<keyof PortfolioFilters, 'search'>;

export const FILTER_GROUPS: readonly { key: FilterKey; label: string }[] = [
  { key: 'status', label: 'Status' },
  { key: 'type', label: 'Type' },
  { key: 'revenue', label: 'Revenue' },
  { key: 'model', label: 'Business Model' },
  { key: 'tech', label: 'Tech' },
];

const ALL_LABELS: Record<FilterKey, string> = {
  status: 'All Projects',
  type: 'All Types',
  revenue: 'All Revenue',
  model: 'All Models',
  tech: 'All Tech',
};

const STATUS_FILTER_LABELS: Record<Exclude<StatusFilter, 'all'>, string> = {
  sold: 'Sold',
  in_development: 'In Development',
  in_pipeline: 'Coming Soon',
  portfolio: 'Portfolio',
};

const REVENUE_LABELS: Record<Exclude<RevenueFilter, 'all'>, string> = {
  earning: 'Earning',
  pre_revenue: 'Pre-revenue',
  sold: 'Sold',
};

export interface FilterOption {
  value: string;
  label: string;
}

/** The values of a filter after 'all', each with its label. */
function labelled<V extends string>(
  values: readonly ('all' | V)[],
  labels: Readonly<Record<V, string>>,
): FilterOption[] {
  return values.filter((value): value is V => value !== 'all').map((value) => ({ value, label: labels[value] }));
}

/** The options of each filter tab, 'all' first, with the labels the spec gives. */
export function filterOptions(key: FilterKey, techOptions: readonly string[]): FilterOption[] {
  const all = { value: 'all', label: ALL_LABELS[key] };
  switch (key) {
    case 'status':
      return [all, ...labelled(STATUS_OPTIONS, STATUS_FILTER_LABELS)];
    case 'type':
      return [all, ...labelled(TYPE_OPTIONS, TYPE_LABELS)];
    case 'revenue':
      return [all, ...labelled(REVENUE_OPTIONS, REVENUE_LABELS)];
    case 'model':
      return [all, ...labelled(MODEL_OPTIONS, MODEL_LABELS)];
    case 'tech':
      return [all, ...techOptions.map((t) => ({ value: t, label: t }))];
  }
}

/** The sorted union of every project's techStack (case-insensitive order). */
export function techOptionsOf(cards: readonly Pick<PortfolioCard, 'techStack'>[]): string[] {
  return [...new Set(cards.flatMap((c) => c.techStack))].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base' }),
  );
}

export function matchesFilters(card: PortfolioCard, f: PortfolioFilters): boolean {
  if (f.status !== 'all' && card.status !== f.status) return false;
  if (f.type !== 'all' && card.projectType !== f.type) return false;
  if (f.revenue === 'sold' && card.status !== 'sold') return false;
  if (f.revenue === 'earning' && !((card.monthlyRevenue ?? 0) > 0)) return false;
  if (f.revenue === 'pre_revenue' && (card.monthlyRevenue ?? 0) !== 0) return false;
  if (f.model !== 'all' && !card.monetizationModel.includes(f.model)) return false;
  if (f.tech !== 'all' && !card.techStack.includes(f.tech)) return false;
  const query = f.search.trim().toLowerCase();
  if (query) {
    const haystack = [card.title, card.shortDescription, ...card.badges, ...card.techStack];
    if (!haystack.some((text) => text.toLowerCase().includes(query))) return false;
  }
  return true;
}

export const filterProjects = (cards: readonly PortfolioCard[], f: PortfolioFilters): PortfolioCard[] =>
  cards.filter((card) => matchesFilters(card, f));

export interface ActiveFilter {
  key: keyof PortfolioFilters;
  label: string;
}

/** The 'Active filters:' chips, one per filter that is not at its default. */
export function activeFilters(f: PortfolioFilters, techOptions: readonly string[]): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const group of FILTER_GROUPS) {
    const value = f[group.key];
    if (value === 'all') continue;
    const option = filterOptions(group.key, techOptions).find((o) => o.value === value);
    chips.push({ key: group.key, label: `${group.label}: ${option?.label ?? value}` });
  }
  if (f.search.trim()) chips.push({ key: 'search', label: `Search: "${f.search.trim()}"` });
  return chips;
}

// ---------------------------------------------------------------------------------------
// Pagination
// ---------------------------------------------------------------------------------------

export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

export const NO_PROJECTS_FOUND = 'No projects found';

/**
 * The line above the cards, about the projects that match: 'Showing 13-14 of 14 projects' on
 * one of several pages, 'Showing 9 of 14 projects' where only the first are shown (the home
 * page's block), 'Showing all 5 projects' or 'Showing 1 project' when every match is shown.
 */
export function resultSummary({
  total,
  shown,
  page,
  pageSize,
  paged,
}: {
  total: number;
  shown: number;
  page: number;
  pageSize: number;
  /** Whether the list has page controls (the full page). */
  paged: boolean;
}): string {
  if (total === 0) return NO_PROJECTS_FOUND;
  if (paged && pageCountOf(total, pageSize) > 1) {
    const first = (page - 1) * pageSize + 1;
    return `Showing ${first}-${first + shown - 1} of ${total} projects`;
  }
  return showingCount(shown, total, 'project');
}

/** The static page of page `n` of the unfiltered portfolio: /projects, /projects/page/2, ... */
export const portfolioPagePath = (n: number): string => (n <= 1 ? '/projects' : `/projects/page/${n}`);

/** A page number within 1..pageCount (anything else, including NaN, comes back in range). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, pageCountOf(items.length, pageSize));
  return items.slice((current - 1) * pageSize, current * pageSize);
}

// ---------------------------------------------------------------------------------------
// URL query
// ---------------------------------------------------------------------------------------

/** What the portfolio shows: its filters and the page of the filtered projects. */
export interface PortfolioState extends PortfolioFilters {
  page: number;
}

const MAX_SEARCH_LENGTH = 100;

/**
 * The portfolio's URL query, `?status=&type=&revenue=&model=&tech=&q=&page=`. Unknown values
 * fall back to the defaults; with `pageCount` (the number of pages a set of filters gives), a
 * page past the last reads as the last.
 */
export function portfolioQuery(
  techOptions: readonly string[],
  pageCount?: (filters: PortfolioFilters) => number,
  /** The page the path shows without a query: 1 on /projects, n on /projects/page/n. */
  pathPage = 1,
): QueryCodec<PortfolioState> {
  return queryCodec<PortfolioState>(
    {
      status: choiceParam('status', STATUS_OPTIONS, 'all'),
      type: choiceParam('type', TYPE_OPTIONS, 'all'),
      revenue: choiceParam('revenue', REVENUE_OPTIONS, 'all'),
      model: choiceParam('model', MODEL_OPTIONS, 'all'),
      tech: choiceParam('tech', techOptions, 'all'),
      search: textParam('q', MAX_SEARCH_LENGTH),
      page: pageParam('page', pathPage),
    },
    pageCount && ((state) => ({ ...state, page: clampPage(state.page, pageCount(state)) })),
  );
}
