/** Each language's words of the portfolio island, fetched by the home page's block when it hydrates (src/lib/portfolio/words.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getDictionary, getLanguages } from '@/data/languages';
import { portfolioIslandWords } from '@/lib/portfolio/words';

export const getStaticPaths = (async () =>
  (await getLanguages()).map((language) => ({ params: { language } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { portfolio, locale } = await getDictionary(params['language'] ?? '');
  const words = portfolioIslandWords(portfolio, locale);
  return new Response(JSON.stringify(words), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
