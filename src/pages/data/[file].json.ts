/** The sharded indexes' files (src/lib/sharded-index): manifests, facet bitsets, card and text shards. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { portfolioIndex } from '@/data/pages/portfolio';

export const getStaticPaths = (async () => {
  const { index } = await portfolioIndex();
  return index.files.map(({ name, body }) => ({ params: { file: name }, props: { body } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(String(props['body']), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
