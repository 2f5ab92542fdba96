/**
 * The site search's state as it is kept in the URL of the search page (`/search?q=docker&kind=tool`):
 * the words and the kinds chosen (none: every kind). A shared link shows the same results; Back
 * returns to them.
 */
import { SEARCH_MAX_LENGTH, choicesParam, queryCodec, textParam } from '../url-state.ts';
import { SEARCH_KIND_IDS, type SearchKindId } from './kinds.ts';

export interface SiteSearchState {
  q: string;
  kinds: readonly SearchKindId[];
}

export const siteSearchQuery = queryCodec<SiteSearchState>({
  q: textParam('q', SEARCH_MAX_LENGTH),
  kinds: choicesParam('kind', SEARCH_KIND_IDS),
});

/**
 * The search page's URL for a state (the page at `searchPath`, the one of the page's language):
 * what Enter opens from the dialog without a chosen result.
 */
export const siteSearchUrl = (searchPath: string, state: SiteSearchState): string =>
  `${searchPath}${siteSearchQuery.serialise(state)}`;

/** Toggles one kind in the chosen kinds, keeping the declared order. */
export function toggleKind(kinds: readonly SearchKindId[], kind: SearchKindId): SearchKindId[] {
  const next = new Set(kinds);
  if (next.has(kind)) next.delete(kind);
  else next.add(kind);
  return SEARCH_KIND_IDS.filter((id) => next.has(id));
}
