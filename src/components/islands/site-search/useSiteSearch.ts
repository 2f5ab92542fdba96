/**
 * Runs the site search for a state once `enabled` (the dialog open, the page's field focused or a
 * query in its URL): nothing of Pagefind is fetched before. A newer search replaces an older one
 * still waiting; an empty query shows no results.
 */
import { useEffect, useState } from 'react';
import type { SiteSearchState } from '@/lib/site-search/search-state';
import { SEARCH_RESULT_LIMIT, type SiteSearchHit } from '@/lib/site-search/results';
import { loadPagefind, searchSite } from './pagefind';

export type SiteSearchStatus = 'idle' | 'searching' | 'done' | 'unavailable';

export interface SiteSearchView {
  status: SiteSearchStatus;
  /** The query the hits answer (the field may already hold more). */
  query: string;
  hits: SiteSearchHit[];
  count: number;
  countsByKind: Record<string, number>;
}

const EMPTY: SiteSearchView = { status: 'idle', query: '', hits: [], count: 0, countsByKind: {} };

export function useSiteSearch({ q, kinds }: SiteSearchState, enabled: boolean): SiteSearchView {
  const [view, setView] = useState<SiteSearchView>(EMPTY);
  const term = q.trim();

  useEffect(() => {
    if (!enabled) return;
    // Opened: the index starts loading while the visitor types the first word.
    loadPagefind().catch(() => setView((current) => ({ ...current, status: 'unavailable' })));
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    if (!term) {
      setView(EMPTY);
      return;
    }
    let current = true;
    setView((previous) => ({ ...previous, status: 'searching' }));
    searchSite(term, kinds, SEARCH_RESULT_LIMIT).then(
      (answer) => {
        if (current && answer) setView({ status: 'done', query: term, ...answer });
      },
      () => {
        if (current) setView({ ...EMPTY, status: 'unavailable' });
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, term, kinds]);

  return view;
}
