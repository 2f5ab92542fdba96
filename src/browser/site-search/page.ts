/**
 * The search page's search (`/search?q=&kind=`): the same panel as the dialog, its state in the
 * URL so a result list can be shared and Back returns to it. Each change enters the session
 * history by the site's one rule (`historyMethod`, src/lib/url-state.ts): a kind chosen pushes
 * an entry, typing pushes one and then replaces it; Back and Forward read the URL again. Text
 * typed into the server's field before this script ran is kept.
 *
 * While there is a query, the results take the place of the page's index of the site (which is
 * hidden, not pushed down) and keep at least a screen's height, so nothing on screen moves as
 * the search loads, answers or changes (no layout shift on `/search?q=`).
 */
import { SITE_INDEX_ATTRIBUTE } from '@/lib/site-search/kinds';
import { siteSearchQuery, type SiteSearchState } from '@/lib/site-search/search-state';
import type { SiteSearchStrings } from '@/lib/site-search/strings';
import { historyMethod } from '@/lib/url-state';
import { createSearchPanel } from './panel';

export function mountSearchPage(field: HTMLInputElement, strings: SiteSearchStrings): void {
  const typed = field.value;
  const form = field.form;
  let entryFromTyping = false;
  const panel = createSearchPanel({
    strings,
    field,
    onChange: (next, change) => {
      const url = `${window.location.pathname}${siteSearchQuery.serialise(next)}${window.location.hash}`;
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
        if (historyMethod(change, entryFromTyping) === 'push') window.history.pushState(null, '', url);
        else window.history.replaceState(window.history.state, '', url);
        entryFromTyping = change === 'typing';
      }
      show(next);
    },
  });
  const siteIndex = document.querySelector(`[${SITE_INDEX_ATTRIBUTE}]`)?.closest('section');
  const show = (next: SiteSearchState) => {
    const searching = next.q.trim() !== '';
    if (siteIndex) siteIndex.hidden = searching;
    form?.classList.toggle('min-h-dvh', searching);
    panel.show(next);
  };
  const fromUrl = (): SiteSearchState => siteSearchQuery.parse(window.location.search);
  window.addEventListener('popstate', () => {
    entryFromTyping = false;
    show(fromUrl());
  });
  const start = fromUrl();
  show(typed && !start.q ? { ...start, q: typed } : start);
}
