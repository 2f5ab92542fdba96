/**
 * The portfolio's filters: their tabs (each tab's options and labels read from the project
 * kind's tables and the revenue table), the default view, which cards match, and the chips of
 * the active filters. Pure functions, unit-tested.
 */
import type { MonetizationModel, ProjectStatus, ProjectType } from '../content/schemas.ts';
import { MODEL_LABELS, PROJECT_STATUS, TYPE_LABELS } from '../content/kinds/project-options.ts';
import { fillTemplate } from '../template.ts';
import type { Option } from '../option.ts';
import { REVENUE, type Revenue } from './badges.ts';
import type { PortfolioWords } from './words.ts';
import type { PortfolioCard } from './card.ts';
import { matchesSearch } from '../sharded-index/manifest.ts';

/** The keys of `table` whose row `keep` accepts, in the table's order. */
const keysWhere = <T extends Readonly<Record<string, unknown>>>(table: T, keep: (row: T[keyof T]) => boolean) =>
  (Object.keys(table) as (keyof T & string)[]).filter((key) => keep(table[key]));

/** The statuses the Status filter offers: those with a filter label. */
type FilterableStatus = {
  [S in ProjectStatus]: (typeof PROJECT_STATUS)[S]['filterLabel'] extends null ? never : S;
}[ProjectStatus];
type FilterableRevenue = { [R in Revenue]: (typeof REVENUE)[R]['filterable'] extends true ? R : never }[Revenue];

export const STATUS_OPTIONS = [
  'all',
  ...keysWhere(PROJECT_STATUS, (status) => status.filterLabel !== null),
] as readonly ('all' | FilterableStatus)[];
/** Every project type but "other", from the schema's enum. */
export const TYPE_OPTIONS = [
  'all',
  ...(Object.keys(TYPE_LABELS) as ProjectType[]).filter((type) => type !== 'other'),
] as readonly ('all' | Exclude<ProjectType, 'other'>)[];
export const REVENUE_OPTIONS = ['all', ...keysWhere(REVENUE, (revenue) => revenue.filterable)] as readonly (
  'all' | FilterableRevenue
)[];
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

/** The filter tabs in their order; their names and choices' labels are the page's words (`portfolio`). */
export const FILTER_KEYS: readonly FilterKey[] = ['status', 'type', 'revenue', 'model', 'tech'];

/** The words the filters are labelled with (content/dictionaries/, `portfolio`). */
export type FilterWords = Pick<
  PortfolioWords,
  'tabs' | 'allOf' | 'statusFilters' | 'types' | 'revenues' | 'models' | 'chip' | 'searchChip'
>;

/** The values of a filter after 'all', each with its label. */
function labelled<V extends string>(values: readonly ('all' | V)[], labelOf: (value: V) => string): Option[] {
  return values.filter((value): value is V => value !== 'all').map((value) => ({ value, label: labelOf(value) }));
}

/** The options of each filter tab, 'all' first, labelled in the page's words. */
export function filterOptions(key: FilterKey, techOptions: readonly string[], words: FilterWords): Option[] {
  const all = { value: 'all', label: words.allOf[key] };
  switch (key) {
    case 'status':
      return [all, ...labelled(STATUS_OPTIONS, (status) => words.statusFilters[status])];
    case 'type':
      return [all, ...labelled(TYPE_OPTIONS, (type) => words.types[type])];
    case 'revenue':
      return [all, ...labelled(REVENUE_OPTIONS, (revenue) => words.revenues[revenue])];
    case 'model':
      return [all, ...labelled(MODEL_OPTIONS, (model) => words.models[model])];
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

type RevenueFacts = Pick<PortfolioCard, 'status' | 'monthlyRevenue'>;

/** The Revenue filter's rules: which cards each of its options keeps. */
export const REVENUE_RULES: Readonly<Record<Exclude<RevenueFilter, 'all'>, (card: RevenueFacts) => boolean>> = {
  earning: (card) => (card.monthlyRevenue ?? 0) > 0,
  pre_revenue: (card) => (card.monthlyRevenue ?? 0) === 0,
  sold: (card) => card.status === 'sold',
};

/** The texts the search matches a card by, each on its own: title, description, badges, tech. */
export const searchTextsOf = (card: Pick<PortfolioCard, 'title' | 'shortDescription' | 'badges' | 'techStack'>) => [
  card.title,
  card.shortDescription,
  ...card.badges,
  ...card.techStack,
];

export function matchesFilters(card: PortfolioCard, f: PortfolioFilters): boolean {
  if (f.status !== 'all' && card.status !== f.status) return false;
  if (f.type !== 'all' && card.projectType !== f.type) return false;
  if (f.revenue !== 'all' && !REVENUE_RULES[f.revenue](card)) return false;
  if (f.model !== 'all' && !card.monetizationModel.includes(f.model)) return false;
  if (f.tech !== 'all' && !card.techStack.includes(f.tech)) return false;
  return matchesSearch(searchTextsOf(card), f.search);
}

export const filterProjects = (cards: readonly PortfolioCard[], f: PortfolioFilters): PortfolioCard[] =>
  cards.filter((card) => matchesFilters(card, f));

export interface ActiveFilter {
  key: keyof PortfolioFilters;
  label: string;
}

/** The 'Active filters:' chips, one per filter that is not at its default. */
export function activeFilters(f: PortfolioFilters, techOptions: readonly string[], words: FilterWords): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const key of FILTER_KEYS) {
    const value = f[key];
    if (value === 'all') continue;
    const option = filterOptions(key, techOptions, words).find((o) => o.value === value);
    chips.push({ key, label: fillTemplate(words.chip, { filter: words.tabs[key], value: option?.label ?? value }) });
  }
  const search = f.search.trim();
  if (search) chips.push({ key: 'search', label: fillTemplate(words.searchChip, { search }) });
  return chips;
}
