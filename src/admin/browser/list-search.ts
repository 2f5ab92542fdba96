/**
 * Search by title in the editor's lists. Keystatic 0.6.9 filters a collection's list by file name
 * only ("Receipt" does not find "SnapLedger Receipt Scanner", file snapledger.md). The editor's
 * dev server rewrites that one filter in Keystatic's UI module (keystatic-adapter.ts) to call
 * `entryMatchesSearch`, which also matches what the list's columns show: the title and the
 * site's labels ("Sold", "SaaS").
 */

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
