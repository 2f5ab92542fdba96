/**
 * Rules of the tool pages (list, category and detail pages): search and filters with their URL
 * state, the category sections under the grid, related tools and expertise, and the icon of a key
 * feature.
 */
import { preview } from './lists.ts';
import { matchesSearch } from './sharded-index/manifest.ts';
import type { IconName } from './icon-names.ts';
import type { Dictionary } from './content/kinds/dictionary.ts';
import { digitGroupOf, formatCount } from './format.ts';
import { fillTemplate, templateSegments, type TemplateSegment } from './template.ts';
import {
  choiceParam,
  fixedField,
  flagParam,
  queryCodec,
  SEARCH_MAX_LENGTH,
  textParam,
  type QueryCodec,
} from './url-state.ts';

/** What a tool card shows; the filter island gets only these fields. */
export interface ToolCardData {
  id: string;
  name: string;
  description: string;
  category: string;
  categoryName: string;
  featured: boolean;
  /** The first use cases (spec: 2). */
  useCases: string[];
  /** How many use cases are not shown ("+N more"). */
  moreUseCases: number;
  logoUrl?: string | undefined;
  /** The tool's page: in the listing's language where the tool is translated into it, else the English one. */
  href: string;
  /** The language of the card's texts when it is not the listing's (an untranslated tool): `lang`, `hreflang`, the badge. */
  lang?: string | undefined;
  /** The language of the category's name when it is not the card's (categories are not translated). */
  categoryLang?: string | undefined;
}

/** The words of the tool list (/tools), its filters and its cards (content/dictionaries/). */
export type ToolListWords = Dictionary['toolList'];

/** The words a tool card shows, and their language, for a card marked as another's. */
export type ToolCardWords = Pick<ToolListWords, 'featured' | 'useCases' | 'moreUseCases' | 'inEnglish'> & {
  lang: string;
};

/** Some of the tool list's words. */
function pickWords<K extends keyof ToolListWords>(words: ToolListWords, keys: readonly K[]): Pick<ToolListWords, K> {
  const picked = {} as Pick<ToolListWords, K>;
  for (const key of keys) picked[key] = words[key];
  return picked;
}

/** The words of a card out of a language's tool list words. */
export const toolCardWords = (words: ToolListWords, language: string): ToolCardWords => ({
  ...pickWords(words, ['featured', 'useCases', 'moreUseCases', 'inEnglish']),
  lang: language,
});

/** The words the filter island renders around its cards (only those: they are its props). */
const FILTER_WORDS = [
  'searchLabel',
  'searchPlaceholder',
  'clearSearchText',
  'show',
  'allToolsButton',
  'featuredOnly',
  'category',
  'allCategories',
  'clearFilters',
  'loading',
  'failed',
  'showingSome',
  'showingOne',
  'showingAll',
  'noneFound',
  'emptyCategory',
  'browseAll',
  'noFilterMatch',
  'noSearchMatch',
  'resetFilters',
  'clearSearch',
  'gridLabel',
] as const satisfies readonly (keyof ToolListWords)[];
/** The filter island's words, and how its language groups a count's thousands. */
export type ToolFilterWords = Pick<ToolListWords, (typeof FILTER_WORDS)[number]> & { digitGroup: string };

/** The filter island's words out of the tool list's, for a page in `locale` (its dictionary's). */
export const toolFilterWords = (words: ToolListWords, locale: string): ToolFilterWords => ({
  ...pickWords(words, FILTER_WORDS),
  digitGroup: digitGroupOf(locale),
});

/**
 * The count line above a filtered list: "Showing 3 of 17 tools" while a filter hides some,
 * "Showing all 17 tools" or "Showing 1 tool" when every tool shows. No `Intl` (it runs in the island).
 */
export function showingTools(
  words: Pick<ToolFilterWords, 'showingSome' | 'showingOne' | 'showingAll' | 'digitGroup'>,
  shown: number,
  total: number,
): string {
  const count = (value: number) => formatCount(value, words.digitGroup);
  if (shown < total) return fillTemplate(words.showingSome, { shown: count(shown), total: count(total) });
  return total === 1 ? words.showingOne : fillTemplate(words.showingAll, { total: count(total) });
}

export interface ToolLike {
  name: string;
  description: string;
  category: string;
  featured: boolean;
}

export const ALL_CATEGORIES = 'all';
/** Use cases on a tool card before "+N more". */
export const CARD_USE_CASES = 2;
/** Tools per category section on /tools; more get a "View all" link. */
export const SECTION_TOOLS = 3;
/** Related tools on a tool detail page, at most. */
export const RELATED_TOOLS = 3;

export interface ToolFilters {
  /** Search text as typed (matching trims it). */
  q: string;
  /** A category id or ALL_CATEGORIES. */
  category: string;
  featuredOnly: boolean;
}

export const defaultToolFilters: ToolFilters = { q: '', category: ALL_CATEGORIES, featuredOnly: false };

/** The texts the search matches a tool by: its name and its description. */
export const toolSearchTexts = (tool: Pick<ToolLike, 'name' | 'description'>): string[] => [
  tool.name,
  tool.description,
];

/** Case-insensitive substring match on name or description; an empty search matches all. */
export const matchesToolSearch = (tool: Pick<ToolLike, 'name' | 'description'>, q: string): boolean =>
  matchesSearch(toolSearchTexts(tool), q);

/** Search AND category AND (featured, when featured-only is on). */
export function filterTools<T extends ToolLike>(tools: readonly T[], filters: ToolFilters): T[] {
  return tools.filter(
    (tool) =>
      matchesToolSearch(tool, filters.q) &&
      (filters.category === ALL_CATEGORIES || tool.category === filters.category) &&
      (!filters.featuredOnly || tool.featured),
  );
}

export function hasActiveToolFilters(filters: ToolFilters): boolean {
  return filters.q.trim() !== '' || filters.category !== ALL_CATEGORIES || filters.featuredOnly;
}

/**
 * The filters' URL query, `?q=&category=&featured=1`. Values that make no sense fall back to the
 * defaults: an unknown category shows all, any `featured` other than 1/true is off. Without
 * `categoryIds` (a category's own page) the query carries the search only.
 */
export function toolFiltersQuery(categoryIds?: readonly string[]): QueryCodec<ToolFilters> {
  return queryCodec<ToolFilters>({
    q: textParam('q', SEARCH_MAX_LENGTH),
    category: categoryIds ? choiceParam('category', categoryIds, ALL_CATEGORIES) : fixedField(ALL_CATEGORIES),
    featuredOnly: categoryIds ? flagParam('featured') : fixedField(false),
  });
}

export interface CategorySection<C, T> {
  category: C;
  /** The first SECTION_TOOLS tools. */
  tools: T[];
  total: number;
  /** True when there are more tools than shown: link "View all N {name} tools". */
  hasMore: boolean;
}

/** One section per non-empty category, in category order, with its first tools. */
export function categorySections<C extends { id: string }, T extends { category: string }>(
  categories: readonly C[],
  tools: readonly T[],
  limit = SECTION_TOOLS,
): CategorySection<C, T>[] {
  return categories.flatMap((category) => {
    const inCategory = tools.filter((tool) => tool.category === category.id);
    if (inCategory.length === 0) return [];
    const { shown, more } = preview(inCategory, limit);
    return [{ category, tools: shown, total: inCategory.length, hasMore: more > 0 }];
  });
}

/**
 * A category's name with the word for its tools after it ("AI & Machine Learning tools"), where a
 * name that already ends in that word keeps its own ("Image, Video & Audio Tools", not "... Tools
 * tools"); `Tool` names one of them ("Image, Video & Audio Tool").
 */
export function categoryTools(categoryName: string, word: 'tools' | 'Tools' | 'Tool' = 'tools'): string {
  const endsInTools = /\btools?$/i.test(categoryName);
  if (!endsInTools) return `${categoryName} ${word}`;
  return word === 'Tool' ? categoryName.replace(/\btools?$/i, 'Tool') : categoryName;
}

/**
 * The placeholders a page's words have for a category: `{category}` its name, `{categoryTool}`,
 * `{categoryTools}` and `{categoryToolsTitle}` its name with the English word for its tools ("AI &
 * Machine Learning tools", "AI & Machine Learning Tools").
 * That word is English grammar: in another language (`english`: the page is not in English) they
 * are the name alone, and the language's own words say "tools" around it.
 */
export function categoryPlaceholders(categoryName: string, english = true) {
  return {
    category: categoryName,
    categoryTool: english ? categoryTools(categoryName, 'Tool') : categoryName,
    categoryTools: english ? categoryTools(categoryName) : categoryName,
    categoryToolsTitle: english ? categoryTools(categoryName, 'Tools') : categoryName,
  };
}

/**
 * "View all 10 AI & Machine Learning tools": the words' `viewAll` filled for a category, in
 * pieces (the category's name is marked when it is in another language than the page's).
 */
export function viewAllSegments(
  template: string,
  total: number,
  categoryName: string,
  english = true,
): TemplateSegment[] {
  return templateSegments(template, { total, ...categoryPlaceholders(categoryName, english) });
}

/** The same as one text. */
export const viewAllLabel = (template: string, total: number, categoryName: string, english = true): string =>
  viewAllSegments(template, total, categoryName, english)
    .map((segment) => segment.text)
    .join('');

/** Up to RELATED_TOOLS other tools of the same category, in display order. */
export function relatedTools<T extends { id: string; category: string }>(
  tool: { id: string; category: string },
  tools: readonly T[],
  limit = RELATED_TOOLS,
): T[] {
  return tools.filter((other) => other.category === tool.category && other.id !== tool.id).slice(0, limit);
}

export interface ExpertiseLink {
  href: string;
  label: string;
}

/**
 * "Related Expertise" on a tool page: the areas its category names (`relatedAreas` in
 * tool-categories.json), then the expertise overview. Only areas that exist are linked, under
 * their names in the content (`areaNames`, id -> name).
 */
export function relatedExpertise(
  relatedAreas: readonly string[],
  areaNames: ReadonlyMap<string, string>,
  allLabel: string,
): ExpertiseLink[] {
  const specific = relatedAreas.flatMap((id) => {
    const label = areaNames.get(id);
    return label ? [{ href: `/expertise/${id}`, label }] : [];
  });
  return [...specific, { href: '/expertise', label: allLabel }];
}

/** Keyword in a key feature's name -> icon name, checked in this order. */
const featureIcons: readonly (readonly [keyword: string, icon: IconName])[] = [
  ['agent', 'bot'],
  ['database', 'database'],
  ['function', 'function'],
  ['workflow', 'workflow'],
  ['search', 'search'],
  ['server', 'server'],
];
export const DEFAULT_FEATURE_ICON: IconName = 'zap';

/** The icon for a key feature, chosen by the first keyword found in its name. */
export function featureIcon(featureName: string): IconName {
  const name = featureName.toLocaleLowerCase('en-US');
  return featureIcons.find(([keyword]) => name.includes(keyword))?.[1] ?? DEFAULT_FEATURE_ICON;
}

/** The letter of a logo placeholder: the first letter or digit of the name. */
export function logoInitial(name: string): string {
  const match = /[\p{L}\p{N}]/u.exec(name);
  return (match?.[0] ?? '?').toLocaleUpperCase('en-US');
}

/** Where a card leads and the language of its texts, on a listing in some language (src/data/collections.ts). */
export interface CardPlace {
  href: string;
  lang?: string | undefined;
  categoryLang?: string | undefined;
}

/** A tool as its card needs it; `place` defaults to the English listing's. */
export function toolCard(
  id: string,
  tool: ToolLike & { useCases: readonly string[] },
  categoryName: string,
  logoUrl?: string,
  place: CardPlace = { href: `/tools/detail/${id}` },
): ToolCardData {
  const { shown, more } = preview(tool.useCases, CARD_USE_CASES);
  return {
    ...place,
    id,
    name: tool.name,
    description: tool.description,
    category: tool.category,
    categoryName,
    featured: tool.featured,
    useCases: shown,
    moreUseCases: more,
    logoUrl,
  };
}
