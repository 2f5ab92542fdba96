/** The sharded indexes' files (src/lib/sharded-index): manifests, facet bitsets, card and text shards. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { portfolioIndex } from '@/data/pages/portfolio';
import { toolsIndex } from '@/data/pages/tools';

/** Every catalogue's index: the portfolio's and the tool catalogue's (their files' prefixes differ). */
export const getStaticPaths = (async () => {
  const indexes = await Promise.all([portfolioIndex().then(({ index }) => index), toolsIndex()]);
  return indexes.flatMap(({ files }) => files.map(({ name, body }) => ({ params: { file: name }, props: { body } })));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(String(props['body']), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
