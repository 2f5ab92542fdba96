/** The sharded indexes' files (src/lib/sharded-index): manifests, facet bitsets, card and text shards. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { portfolioIndex } from '@/data/pages/portfolio';
import { toolsIndex } from '@/data/pages/tools';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { translatedPagePaths } from '@/data/languages';
import { PORTFOLIO_PATH } from '@/lib/portfolio/pagination';

/** The default language and each language a list (its default-language path) is written in. */
const languagesOf = async (path: string): Promise<string[]> => [
  DEFAULT_LANGUAGE,
  ...(await translatedPagePaths(path)).map(({ params }) => params.language),
];

/**
 * Every catalogue's index: the portfolio's and the tool catalogue's, one per language its list is
 * written in (their files' prefixes differ: `portfolio-…`, `de-portfolio-…`, `tools-…`, `de-tools-…`).
 */
export const getStaticPaths = (async () => {
  const [portfolioLanguages, toolLanguages] = await Promise.all([languagesOf(PORTFOLIO_PATH), languagesOf('/tools')]);
  const indexes = await Promise.all([
    ...portfolioLanguages.map((language) => portfolioIndex(language).then(({ index }) => index)),
    ...toolLanguages.map((language) => toolsIndex(language)),
  ]);
  return indexes.flatMap(({ files }) => files.map(({ name, body }) => ({ params: { file: name }, props: { body } })));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(String(props['body']), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
