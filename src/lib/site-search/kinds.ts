/**
 * What the site search finds, by kind: the one declaration of which pages are searchable, how a
 * result names its kind, and the order the kinds are listed in. The index
 * (src/build-time/site-search-records.ts) gives every built page the kind whose route it answers; a page no kind
 * claims (a listing's later pages, the form steps, the not-found page) is not searched.
 */

/**
 * Marks a part of a page that is a result of its own, linked by its anchor (an FAQ question, an
 * expertise area's built-in case study); the value is its kind. The part's title is the text of
 * its SEARCH_TITLE_ATTRIBUTE element, its anchor the element's id or else the title's.
 */
export const SEARCH_ENTRY_ATTRIBUTE = 'data-search-entry';
export const SEARCH_TITLE_ATTRIBUTE = 'data-search-title';

/** Marks a part of a page's main content that is navigation, not text to search (the back link). */
export const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore';

/** The search page's element that the build fills with every record, by kind (its no-JavaScript index of the site). */
export const SITE_INDEX_ATTRIBUTE = 'data-site-index';

export const SEARCH_KIND_IDS = ['project', 'tool', 'category', 'area', 'methodology', 'idea', 'faq', 'page'] as const;
export type SearchKindId = (typeof SEARCH_KIND_IDS)[number];

export interface SearchKind {
  id: SearchKindId;
  /** The routes (Astro route patterns) whose pages are of this kind. */
  routes: readonly string[];
}

/**
 * In the order of the filter's chips and of the search page's index (results are grouped by rank:
 * results.ts). Their names are words of each language's dictionary (`searchKinds`).
 */
export const SEARCH_KINDS: readonly SearchKind[] = [
  { id: 'project', routes: ['/case-studies/[slug]'] },
  { id: 'tool', routes: ['/tools/detail/[toolId]'] },
  { id: 'category', routes: ['/tools/[categoryId]'] },
  { id: 'area', routes: ['/expertise/[areaId]'] },
  { id: 'methodology', routes: ['/methodology/[methodologyId]'] },
  { id: 'idea', routes: ['/business-ideas/[slug]'] },
  // Each question of /faq is a result of its own (SEARCH_ENTRY_ATTRIBUTE); the page is a Page.
  { id: 'faq', routes: [] },
  {
    id: 'page',
    routes: ['/', '/projects', '/tools', '/expertise', '/faq', '/contact', '/affiliate', '/request', '/consultation'],
  },
];

export const isSearchKindId = (value: string): value is SearchKindId =>
  (SEARCH_KIND_IDS as readonly string[]).includes(value);

const routeRegExp = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[[^\]]+\]/g, '[^/]+')}$`);
const matchers = SEARCH_KINDS.flatMap((kind) =>
  kind.routes.map((route) => ({ kind: kind.id, test: routeRegExp(route) })),
);

/** The kind of the page at `path` (`/tools/detail/docker`), or undefined for a page the search leaves out. */
export function searchKindOfPath(path: string): SearchKindId | undefined {
  return matchers.find((matcher) => matcher.test.test(path))?.kind;
}
