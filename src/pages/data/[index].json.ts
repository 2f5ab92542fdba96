/** The portfolio's JSON index: every project's card, for the island's search, filters and pages. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { portfolioIndex } from '@/data/pages/portfolio';

export const getStaticPaths = (async () => {
  const { name, json } = await portfolioIndex();
  return [{ params: { index: name }, props: { json } }];
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(String(props['json']), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
