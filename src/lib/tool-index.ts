/**
 * The tool catalogue's sharded index (src/lib/sharded-index): its facets (the category, and
 * whether a tool is featured), its search texts, the selection a set of filters asks of it, and
 * what the filter island shows while a view's files load and once they have arrived. The page
 * carries only the server's grid of every tool (the island's slot) and the number of tools; a
 * filtered view fetches its bitsets, text shards and card shards. Pure functions, unit-tested
 * against `filterTools`.
 */
import { searchNeedle, type IndexSource } from './sharded-index/manifest.ts';
import type { IndexPage, IndexSelection } from './sharded-index/query.ts';
import { DEFAULT_LANGUAGE } from './i18n/languages.ts';
import { ALL_CATEGORIES, hasActiveToolFilters, toolSearchTexts, type ToolCardData, type ToolFilters } from './tools.ts';

/** The files' prefix under /data/: `tools` for the English list, `de-tools` for the German one. */
export const toolIndexPrefix = (language: string): string =>
  language === DEFAULT_LANGUAGE ? 'tools' : `${language}-tools`;

/** The facets of the index: a tool's category, and FEATURED under `featured` when it is featured. */
const CATEGORY = 'category';
const FEATURED = 'featured';
const FEATURED_VALUE = 'yes';

/**
 * Cards per card shard. The grid shows every tool a filter keeps (it has no pages), and the
 * tools of a category are mostly next to each other in the catalogue's order: a filter's cards
 * come in few larger shards rather than one request per four cards.
 */
export const TOOL_CARD_SHARD_SIZE = 50;

/** Each facet's values that a tool has. */
export const toolFacetsOf = (tool: Pick<ToolCardData, 'category' | 'featured'>): Record<string, string[]> => ({
  [CATEGORY]: [tool.category],
  [FEATURED]: tool.featured ? [FEATURED_VALUE] : [],
});

/** What the build indexes of the tool cards of a language's list (in the catalogue's order). */
export const toolIndexSource = (
  tools: readonly ToolCardData[],
  language: string = DEFAULT_LANGUAGE,
): IndexSource<ToolCardData, ToolCardData> => ({
  prefix: toolIndexPrefix(language),
  entries: tools,
  facetsOf: toolFacetsOf,
  textsOf: toolSearchTexts,
  cardOf: (tool) => tool,
});

/**
 * What a set of filters asks of the index. `scope` is the category a category page lists (its
 * filters carry the search alone); on /tools the chosen category, if any.
 */
export function toolSelection(filters: ToolFilters, scope?: string): IndexSelection {
  const category = scope ?? (filters.category === ALL_CATEGORIES ? undefined : filters.category);
  return {
    facets: [
      ...(category === undefined ? [] : [[CATEGORY, category] as const]),
      ...(filters.featuredOnly ? [[FEATURED, FEATURED_VALUE] as const] : []),
    ],
    needle: searchNeedle(filters.q),
  };
}

export interface ToolView {
  /** The filters need files of the index that have not arrived. */
  loading: boolean;
  /**
   * The tools to render, or null for the server's grid of every tool (the island's slot): no
   * filter, a filter that keeps every tool (the filters keep the tools' order), or while loading.
   */
  tools: readonly ToolCardData[] | null;
  /** How many tools the filters keep (all of them while loading). */
  matches: number;
}

/**
 * What the tool grid shows for a set of filters, given their matches once they have arrived
 * (`resolved`: every match, from the sharded index) or null while they load. `total` is the number
 * of tools the page lists.
 */
export function toolViewOf(resolved: IndexPage<ToolCardData> | null, total: number, filters: ToolFilters): ToolView {
  // Without a filter, or with no tool to filter, there is nothing to fetch.
  if (!hasActiveToolFilters(filters) || total === 0) return { loading: false, tools: null, matches: total };
  if (!resolved) return { loading: true, tools: null, matches: total };
  return { loading: false, tools: resolved.matches === total ? null : resolved.cards, matches: resolved.matches };
}
