/**
 * What /search (and its translations, /de/search) shows: the page's words in its language and
 * where its form sends the query. The search finds the pages of that language only (its index is
 * written per language: src/build-time/site-search-index.ts).
 */
import { getDictionary } from '@/data/languages';
import { filesDay } from '@/data/page-dates';
import { site } from '@/config/studio';
import { localizedPath } from '@/lib/i18n/languages';
import { SITE_SEARCH_PATH } from '@/lib/site-search/controls';
import { SEARCH_KIND_IDS } from '@/lib/site-search/kinds';
import { fillTemplate } from '@/lib/template';

export async function searchPage(language: string) {
  const strings = await getDictionary(language);
  const words = strings.search;
  return {
    words,
    title: words.title,
    description: fillTemplate(words.description, { name: site.name }),
    action: localizedPath(SITE_SEARCH_PATH, language),
    /** The kinds' names in the order of the list of every page, which the build fills in. */
    kindLabels: Object.fromEntries(SEARCH_KIND_IDS.map((kind) => [kind, strings.searchKinds[kind]])),
    modified: filesDay({
      content: [`dictionaries/${language}.json`],
      source: ['src/components/sections/search/SearchScreen.astro'],
    }),
  };
}

export type SearchPageData = Awaited<ReturnType<typeof searchPage>>;
