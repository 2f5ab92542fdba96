/**
 * The site search's script, a file of its own (src/integrations/script-file-chunk.ts) that a page
 * loads only when the visitor opens the search (src/components/layout/SiteSearchHost.astro): it
 * claims SEARCH_EVENT and opens the dialog, and on the search page it runs the page's search in
 * the server's field.
 */
import { SEARCH_EVENT } from '@/lib/site-events';
import { SEARCH_PAGE_FIELD_ATTRIBUTE } from '@/lib/site-search/controls';
import { searchDialog } from './dialog';
import { mountSearchPage } from './page';

window.addEventListener(SEARCH_EVENT, (event) => {
  if (event.defaultPrevented) return;
  event.preventDefault();
  searchDialog().open(event.detail);
});

const pageField = document.querySelector<HTMLInputElement>(`input[${SEARCH_PAGE_FIELD_ATTRIBUTE}]`);
if (pageField) mountSearchPage(pageField);
