/**
 * Search by title in the editor's lists. Keystatic 0.6.9 filters a collection's list by file name
 * only ("Receipt" does not find "SnapLedger Receipt Scanner", file snapledger.md). The editor's
 * dev server (src/integrations/keystatic-dev.ts) rewrites that one filter in Keystatic's UI module
 * to call `entryMatchesSearch`, which also matches what the list's columns show: the title and
 * the site's labels ("Sold", "SaaS").
 */

/** Keystatic's filter of a list's rows in its UI module (keystatic-core-ui.js), as published (`item => ...`) or as the dev server's dependency bundle writes it (`(item) => ...`). */
const KEYSTATIC_LIST_FILTER = /\(?item\)? => item\.name\.toLowerCase\(\)\.includes\(searchTerm\.toLowerCase\(\)\)/g;

/** A row of Keystatic's list: the file name, and the entry's values once loaded. */
export interface ListRow {
  name: string;
  data?: Record<string, unknown>;
}

/** Whether a row's file name or a column's text holds every word typed, in any case and order. */
export function entryMatchesSearch(row: ListRow, columns: readonly string[], search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const texts = [row.name, ...columns.map((column) => row.data?.[column])]
    .filter((value): value is string => typeof value === 'string')
    .join('\n')
    .toLowerCase();
  return words.every((word) => texts.includes(word));
}

/**
 * Whether a module holds Keystatic's list filter: its UI module, served from node_modules or,
 * as the dev server does, from its bundle of dependencies (node_modules/.vite/deps).
 */
export const holdsKeystaticListFilter = (code: string): boolean => (code.match(KEYSTATIC_LIST_FILTER)?.length ?? 0) > 0;

/**
 * Keystatic's UI module with its list filter calling `entryMatchesSearch` (imported from
 * `matcherUrl`, this file as the dev server serves it). Throws unless the module holds the filter
 * exactly once; tests/unit/list-search.test.ts checks that the installed Keystatic does, so an
 * update that changes it is noticed instead of silently searching file names again.
 */
export function withSearchByColumns(code: string, matcherUrl: string): string {
  const count = code.match(KEYSTATIC_LIST_FILTER)?.length ?? 0;
  if (count !== 1)
    throw new Error(
      `Keystatic's list filter was found ${count} times, expected once: see src/admin/browser/list-search.ts`,
    );
  const replaced = code.replace(
    KEYSTATIC_LIST_FILTER,
    'item => __studioEntryMatchesSearch(item, collection.columns ?? [], searchTerm)',
  );
  return `import { entryMatchesSearch as __studioEntryMatchesSearch } from ${JSON.stringify(matcherUrl)};\n${replaced}`;
}
