/**
 * The site search's results as a visitor reads them: grouped by kind, the group of the best
 * result first (so the first result shown, the one Enter opens, is Pagefind's best), each with its
 * title and excerpt, and the keys that walk them (the count in words: strings.ts).
 */
import type { SearchKindId } from './kinds.ts';
import type { ExcerptSegment } from './excerpt.ts';

/** The results shown for a search (the best ones; the count says how many there are). */
export const SEARCH_RESULT_LIMIT = 8;

export interface SiteSearchHit {
  /** Unique among the results shown: the option's id. */
  id: string;
  url: string;
  kind: SearchKindId;
  title: string;
  excerpt: readonly ExcerptSegment[];
}

export interface SiteSearchGroup {
  kind: SearchKindId;
  label: string;
  hits: SiteSearchHit[];
}

/**
 * The hits grouped by kind, hits in the order given (best first) and each group where its best
 * hit ranks: the kinds' declared order never puts a weaker result above a better one.
 */
export function groupHits(
  hits: readonly SiteSearchHit[],
  labels: Readonly<Record<SearchKindId, string>>,
): SiteSearchGroup[] {
  const groups = new Map<SearchKindId, SiteSearchGroup>();
  for (const hit of hits) {
    const group = groups.get(hit.kind);
    if (group) group.hits.push(hit);
    else groups.set(hit.kind, { kind: hit.kind, label: labels[hit.kind], hits: [hit] });
  }
  return [...groups.values()];
}

/** The hits in the order they are shown and walked with the arrow keys. */
export const shownOrder = (groups: readonly SiteSearchGroup[]): SiteSearchHit[] =>
  groups.flatMap((group) => group.hits);

/**
 * The index of the option the arrow keys move to, or null for another key (Home and End stay
 * with the field's text, as in ARIA's editable combobox). Wraps around.
 */
export function nextActiveIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    default:
      return null;
  }
}
