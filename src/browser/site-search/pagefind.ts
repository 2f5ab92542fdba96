/**
 * Pagefind's search in the browser: its script (`/pagefind/pagefind.js`, written by the build,
 * src/build-time/site-search-index.ts) is loaded the first time a search needs it and kept for
 * every later one, and so are the WebAssembly and the parts of the index it fetches. Typed here
 * for the parts the site uses.
 */
import { excerptSegments } from '@/lib/site-search/excerpt';
import { SEARCH_KIND_IDS, isSearchKindId } from '@/lib/site-search/kinds';
import { SEARCH_RANKING, isRealMatch, queryWords } from '@/lib/site-search/relevance';
import type { SiteSearchHit } from '@/lib/site-search/results';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

interface PagefindResponse {
  results: PagefindResult[];
  /** Matches per filter value with the filters applied. */
  filters: Record<string, Record<string, number> | undefined>;
  /** Matches per filter value without them. */
  totalFilters: Record<string, Record<string, number> | undefined>;
}

interface PagefindModule {
  options: (options: { excerptLength?: number; ranking?: Record<string, number> }) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (
    term: string,
    options: { filters?: Record<string, { any: string[] }> },
    debounceMs?: number,
  ) => Promise<PagefindResponse | null>;
}

/** Where the build writes the index (SITE_SEARCH_DIR), as a URL. */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';
/** Words of page text around the matched words in an excerpt. */
const EXCERPT_WORDS = 22;

let loading: Promise<PagefindModule> | undefined;

/** Pagefind, loaded once; a failed load is tried again by the next call. */
export function loadPagefind(): Promise<PagefindModule> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<PagefindModule>).then(
    async (pagefind) => {
      await pagefind.options({ excerptLength: EXCERPT_WORDS, ranking: SEARCH_RANKING });
      await pagefind.init();
      return pagefind;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface SiteSearchAnswer {
  hits: SiteSearchHit[];
  /** Every match of the chosen kinds (more than the hits shown). */
  count: number;
  /** Matches per kind, whichever kinds are chosen. */
  countsByKind: Record<string, number>;
}

const NO_MATCH: SiteSearchAnswer = { hits: [], count: 0, countsByKind: {} };

/**
 * The best `limit` results for `term` among `kinds` (every kind when none), best first, or null
 * when a later search replaced this one while it waited. A term without a word to search, or
 * whose best results hold no real match (src/lib/site-search/relevance.ts), has no results.
 */
export async function searchSite(
  term: string,
  kinds: readonly string[],
  limit: number,
): Promise<SiteSearchAnswer | null> {
  const words = queryWords(term);
  const pagefind = await loadPagefind();
  if (words.length === 0) return NO_MATCH;
  // Always filtered (every kind when none is chosen): Pagefind counts the matches per kind only then.
  const any = kinds.length ? [...kinds] : [...SEARCH_KIND_IDS];
  const response = await pagefind.debouncedSearch(term, { filters: { kind: { any } } }, 120);
  if (!response) return null;
  const data = await Promise.all(response.results.slice(0, limit).map((result) => result.data()));
  const hits = data.flatMap((page, index): SiteSearchHit[] => {
    const kind = page.meta['kind'] ?? '';
    const id = response.results[index]?.id ?? String(index);
    if (!isSearchKindId(kind)) return [];
    return [{ id, url: page.url, kind, title: page.meta['title'] ?? page.url, excerpt: excerptSegments(page.excerpt) }];
  });
  if (!hits.some((hit) => isRealMatch(words, hit.excerpt))) return NO_MATCH;
  return { hits, count: response.results.length, countsByKind: response.totalFilters['kind'] ?? {} };
}
