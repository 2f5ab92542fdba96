/**
 * The site search's script, a file of its own (src/integrations/script-file-chunk.ts) that a page
 * loads only when the visitor opens the search (src/components/layout/SiteSearchHost.astro): it
 * claims SEARCH_EVENT and opens the dialog, and on the search page it runs the page's search in
 * the server's field, in the words of the page's language (fetched at once, while Pagefind
 * loads: strings.ts).
 */
import { SEARCH_EVENT } from '@/lib/site-events';
import { SEARCH_PAGE_FIELD_ATTRIBUTE } from '@/lib/site-search/controls';
import { searchDialog } from './dialog';
import { mountSearchPage } from './page';
import { loadPagefind } from './pagefind';
import { loadSearchWords } from './words';

// The words and the index load side by side (a failed load is tried again by the next use).
void loadSearchWords().catch(() => undefined);
void loadPagefind().catch(() => undefined);

window.addEventListener(SEARCH_EVENT, (event) => {
  if (event.defaultPrevented) return;
  event.preventDefault();
  const control = event.detail;
  loadSearchWords().then(
    (words) => searchDialog(words).open(control),
    () => {
      // Without its words the dialog cannot open: the search page of the page's language can.
      const form = control.closest('form');
      if (form) window.location.assign(form.action);
    },
  );
});

const pageField = document.querySelector<HTMLInputElement>(`input[${SEARCH_PAGE_FIELD_ATTRIBUTE}]`);
if (pageField) void loadSearchWords().then((words) => mountSearchPage(pageField, words));
