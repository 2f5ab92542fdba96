/**
 * The search page's search (`/search?q=&kind=`): the same panel as the dialog, its state in the
 * URL so a result list can be shared and Back returns to it. Each change enters the session
 * history by the site's one rule (`historyMethod`, src/lib/url-state.ts): a kind chosen pushes
 * an entry, typing pushes one and then replaces it; Back and Forward read the URL again. Text
 * typed into the server's field before this script ran is kept.
 */
import { siteSearchQuery, type SiteSearchState } from '@/lib/site-search/search-state';
import { historyMethod } from '@/lib/url-state';
import { createSearchPanel } from './panel';

export function mountSearchPage(field: HTMLInputElement): void {
  const typed = field.value;
  let entryFromTyping = false;
  const panel = createSearchPanel({
    field,
    onChange: (next, change) => {
      const url = `${window.location.pathname}${siteSearchQuery.serialise(next)}${window.location.hash}`;
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
        if (historyMethod(change, entryFromTyping) === 'push') window.history.pushState(null, '', url);
        else window.history.replaceState(window.history.state, '', url);
        entryFromTyping = change === 'typing';
      }
      panel.show(next);
    },
  });
  const fromUrl = (): SiteSearchState => siteSearchQuery.parse(window.location.search);
  window.addEventListener('popstate', () => {
    entryFromTyping = false;
    panel.show(fromUrl());
  });
  const start = fromUrl();
  panel.show(typed && !start.q ? { ...start, q: typed } : start);
}
