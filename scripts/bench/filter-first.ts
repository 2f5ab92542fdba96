/**
 * `filter_first_kb` and `tool_filter_first_kb` of bench:scale: the bytes a visitor downloads
 * from opening /projects (or /tools) to the first filtered result, from a build's files. It
 * counts, each as sent (the build's Brotli copy, or the file itself where it has none) plus
 * RESPONSE_HEADER_BYTES: the page's HTML, its stylesheets and every script its module graph
 * loads (src/build-time/bundle-budget.ts), then the catalogue index's manifest, the bitset of the
 * filter chosen and the card shards of that filter's first page (the portfolio shows a page of
 * PAGE_SIZE.full cards; the tool grid every tool the filter keeps). The filter is the worst one
 * for the visitor: of every value of every facet, the one whose first page costs most. Images
 * and fonts are left out: they are the same whatever the catalogue holds and the filter loads
 * none before its cards render.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pageModuleGraph } from '../../src/build-time/bundle-budget.ts';
import { PAGE_SIZE } from '../../src/lib/portfolio/pagination.ts';
import { decodeBitset, setPositions } from '../../src/lib/sharded-index/bitset.ts';
import { cardShardUrl, indexFileUrl, shardsOf, type ShardedManifest } from '../../src/lib/sharded-index/manifest.ts';

/**
 * Response headers of one file as `npm start` sends them (status line, the security headers,
 * Cache-Control, Vary, ETag, Content-Length, Content-Type, Last-Modified, Date, Connection):
 * measured on a served build at 773 bytes for a /data/ file, 783 for /projects and 788 for a
 * script, before `Content-Encoding: br` (24 more). Rounded up, one figure for every response.
 */
export const RESPONSE_HEADER_BYTES = 800;

/** The bytes sent for a file of the build at `url`. */
function sentBytes(dist: string, url: string): number {
  const file = join(dist, decodeURIComponent(url));
  const br = `${file}.br`;
  return (existsSync(br) ? statSync(br).size : statSync(file).size) + RESPONSE_HEADER_BYTES;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** A catalogue with a sharded index: its page's file in the build, its index's prefix, the cards of its first page. */
interface FilterCatalogue {
  page: string;
  prefix: string;
  firstPageCards: number;
}

export const PORTFOLIO_FILTER: FilterCatalogue = {
  page: 'projects.html',
  prefix: 'portfolio',
  firstPageCards: PAGE_SIZE.full,
};
export const TOOL_FILTER: FilterCatalogue = {
  page: 'tools.html',
  prefix: 'tools',
  firstPageCards: Number.POSITIVE_INFINITY,
};

export function filterFirstKb(dist: string, { page: pageFile, prefix, firstPageCards }: FilterCatalogue): number {
  const html = readFileSync(join(dist, pageFile), 'utf8');
  const readModule = (url: string) => {
    const file = join(dist, url);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, 'rel') === 'stylesheet')
    .map((tag) => attr(tag, 'href') ?? '');
  const page = [...stylesheets, ...pageModuleGraph(html, readModule)].reduce(
    (sum, url) => sum + sentBytes(dist, url),
    sentBytes(dist, `/${pageFile}`),
  );

  const manifestUrl = new RegExp(`${prefix}-manifest\\.[\\w-]+\\.json`).exec(html)?.[0];
  if (!manifestUrl) throw new Error(`${pageFile} names no ${prefix} manifest`);
  const manifestPath = `/data/${manifestUrl}`;
  const manifest = JSON.parse(readFileSync(join(dist, manifestPath), 'utf8')) as ShardedManifest;
  let worstFilter = 0;
  for (const values of Object.values(manifest.facets))
    for (const [, file] of Object.values(values)) {
      const bitsUrl = indexFileUrl(file);
      const bits = decodeBitset(JSON.parse(readFileSync(join(dist, bitsUrl), 'utf8')) as string, manifest.total);
      const firstPage = setPositions(bits, 0, firstPageCards);
      const shards = shardsOf(firstPage, manifest.cardShardSize).map((shard) => cardShardUrl(manifest, shard));
      worstFilter = Math.max(
        worstFilter,
        [bitsUrl, ...shards].reduce((sum, url) => sum + sentBytes(dist, url), 0),
      );
    }
  return (page + sentBytes(dist, manifestPath) + worstFilter) / 1024;
}
