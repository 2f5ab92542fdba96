/**
 * What the portfolio block shows (home and /projects): its first view (the first page of cards),
 * and every card as a sharded index (src/lib/portfolio/index-shards.ts), whose files the island
 * fetches only as far as a view needs them when the visitor searches, filters or changes page
 * (src/lib/portfolio/view.ts). The files are written under /data/ (src/pages/data/[file].json.ts),
 * each named by a hash of its content, so they are cached for good and a rebuild with other
 * content gets other names only for the files that changed.
 */
import { builtIndex, type BuiltIndex } from '@/data/sharded-index';
import { getProjects } from '@/data/collections';
import { pictureData } from '@/data/optimised-images';
import { newestEntryDay } from '@/data/page-dates';
import { homeCrumb, projectsCrumb } from '@/config/trails';
import { breadcrumbs } from '@/lib/breadcrumbs';
import { pageCountOf, pageSlice, portfolioPagePath } from '@/lib/portfolio/pagination';
import { techOptionsOf } from '@/lib/portfolio/filters';
import { toPortfolioCard, type PortfolioCard } from '@/lib/portfolio/card';
import { portfolioIndexSource } from '@/lib/portfolio/index-shards';
import { indexFileUrl } from '@/lib/sharded-index/manifest';

/** Every project as its card needs it, in the portfolio's order. */
async function portfolioCards(): Promise<PortfolioCard[]> {
  return Promise.all(
    (await getProjects()).map(async (entry) =>
      toPortfolioCard(entry.id, entry.data, await pictureData(entry.data.thumbnailUrl, 'card')),
    ),
  );
}

export interface PortfolioIndex {
  cards: PortfolioCard[];
  /** The sharded index's files. */
  index: BuiltIndex;
  /** The technology filter's choices: every technology a card names. */
  techOptions: ReturnType<typeof techOptionsOf>;
  /** The day the portfolio last changed: its newest project. */
  modified: string | undefined;
}

/**
 * The index, computed once per build: the home page, /projects, each /projects/page/n and the
 * index file itself all use it. Worked out per page, the filter's choices and the newest
 * project's day cost each listing page a pass over the whole catalogue (271 ms of a page's
 * 391 ms at 10,000 projects). The dev server computes it per request, so edits show at once.
 */
let built: Promise<PortfolioIndex> | undefined;
export function portfolioIndex(): Promise<PortfolioIndex> {
  if (import.meta.env.DEV) return computeIndex();
  built ??= computeIndex();
  return built;
}

async function computeIndex(): Promise<PortfolioIndex> {
  const [cards, projects] = await Promise.all([portfolioCards(), getProjects()]);
  return {
    cards,
    index: builtIndex(portfolioIndexSource(cards)),
    techOptions: techOptionsOf(cards),
    modified: newestEntryDay(projects),
  };
}

/**
 * The portfolio island's props: the cards of page `page` of the unfiltered list (`pageSize`
 * each), the count, the filters' tech list and the URL of the index's manifest.
 */
export async function portfolioData(pageSize: number, page = 1) {
  const { cards, index, techOptions } = await portfolioIndex();
  return {
    firstCards: pageSlice(cards, page, pageSize),
    startPage: page,
    total: cards.length,
    techOptions,
    indexUrl: indexFileUrl(index.manifestName),
  };
}

/** The pages of the unfiltered portfolio after the first: each has its static page. */
export async function portfolioLaterPages(pageSize: number): Promise<number[]> {
  const { cards } = await portfolioIndex();
  return Array.from({ length: pageCountOf(cards.length, pageSize) - 1 }, (_, i) => i + 2);
}

export type PortfolioData = Awaited<ReturnType<typeof portfolioData>>;

/** The day the portfolio last changed: its newest project. */
export const portfolioModified = async () => (await portfolioIndex()).modified;

/** /projects/page/n: its cards and its place under Projects, for search engines. */
export async function portfolioPage(page: number, pageSize: number) {
  const trail = breadcrumbs([homeCrumb, projectsCrumb, { label: `Page ${page}`, path: portfolioPagePath(page) }]);
  return {
    portfolio: await portfolioData(pageSize, page),
    modified: await portfolioModified(),
    breadcrumb: trail.crumbs,
  };
}
