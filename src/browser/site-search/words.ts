/**
 * The site search's words in the page's language (its `<html lang>`), fetched once from the file
 * the build writes per language (src/lib/site-search/strings.ts); a failed load is tried again by
 * the next call.
 */
import { searchWordsPath, type SiteSearchStrings } from '@/lib/site-search/strings';

let loading: Promise<SiteSearchStrings> | undefined;

export function loadSearchWords(): Promise<SiteSearchStrings> {
  loading ??= fetch(searchWordsPath(document.documentElement.lang))
    .then(async (response) => {
      if (!response.ok) throw new Error(`search words: HTTP ${response.status}`);
      return (await response.json()) as SiteSearchStrings;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
