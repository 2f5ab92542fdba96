/**
 * The site search's fixed names that plain page scripts share with the islands and the build:
 * constants only, so a page script that imports them stays one self-contained inline script (the
 * build inlines them; see src/lib/site-events.ts).
 */

/** The search page: the full-page search, and its browsable index of the site without JavaScript. */
export const SITE_SEARCH_PATH = '/search';

/** Marks the control that opens the search: the pages that have it may run Pagefind (src/build-time/page-csp.ts). */
export const SEARCH_TRIGGER_ATTRIBUTE = 'data-search-trigger';

/** Marks the search page's field: the search's script runs the page's search in it. */
export const SEARCH_PAGE_FIELD_ATTRIBUTE = 'data-site-search-field';
