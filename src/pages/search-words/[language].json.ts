/** Each language's words of the site search's script (src/lib/site-search/strings.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getLanguages, pageLanguage } from '@/data/languages';
import { localizedPath } from '@/lib/i18n/languages';
import { SITE_SEARCH_PATH } from '@/lib/site-search/controls';
import { siteSearchStrings } from '@/lib/site-search/strings';

export const getStaticPaths = (async () =>
  (await getLanguages()).map((language) => ({ params: { language } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site, url }) => {
  const language = params['language'] ?? '';
  // The words as the language's search page has them: its links lead to that language's pages.
  const page = await pageLanguage(localizedPath(SITE_SEARCH_PATH, language), String(site ?? url.origin));
  const strings = siteSearchStrings(page.strings, page.href, page.href(SITE_SEARCH_PATH));
  return new Response(JSON.stringify(strings), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
