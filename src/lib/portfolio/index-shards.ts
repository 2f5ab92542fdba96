/**
 * The portfolio's sharded index (src/lib/sharded-index): its facets (one per filter tab, each
 * value a card has), its search texts, and the selection a set of filters asks of it. The island
 * fetches only the files a view needs. Pure functions, unit-tested against `filterProjects`.
 */
import { searchNeedle, type IndexSource } from '../sharded-index/manifest.ts';
import type { IndexSelection } from '../sharded-index/query.ts';
import type { PortfolioCard } from './card.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { FILTER_KEYS, REVENUE_RULES, searchTextsOf, type FilterKey, type PortfolioFilters } from './filters.ts';

/** The files' prefix under /data/: `portfolio` for the English list, `de-portfolio` for the German one. */
export const portfolioIndexPrefix = (language: string): string =>
  language === DEFAULT_LANGUAGE ? 'portfolio' : `${language}-portfolio`;

/** Each filter's values that a card has: the filter with that value keeps it. */
export function portfolioFacetsOf(card: PortfolioCard): Record<FilterKey, string[]> {
  return {
    status: [card.status],
    type: [card.projectType],
    revenue: (Object.keys(REVENUE_RULES) as (keyof typeof REVENUE_RULES)[]).filter((revenue) =>
      REVENUE_RULES[revenue](card),
    ),
    model: [...card.monetizationModel],
    tech: [...card.techStack],
  };
}

/** What the build indexes of the portfolio's cards on a language's list (in the portfolio's order). */
export const portfolioIndexSource = (
  cards: readonly PortfolioCard[],
  language: string = DEFAULT_LANGUAGE,
): IndexSource<PortfolioCard, PortfolioCard> => ({
  prefix: portfolioIndexPrefix(language),
  entries: cards,
  facetsOf: portfolioFacetsOf,
  textsOf: searchTextsOf,
  cardOf: (card) => card,
});

/** What a set of filters asks of the index: each chosen tab's value, and the search. */
export const portfolioSelection = (filters: PortfolioFilters): IndexSelection => ({
  facets: FILTER_KEYS.filter((key) => filters[key] !== 'all').map((key) => [key, filters[key]] as const),
  needle: searchNeedle(filters.search),
});
