/**
 * What the portfolio block shows (home and /projects): its first view (the first page of cards),
 * and every card as a static JSON index (the full index), fetched by the island only when the visitor
 * first searches, filters or changes page (src/lib/portfolio/view.ts). The index is written to
 * /data/portfolio-index.<hash>.json (src/pages/data/[index].json.ts), named by a hash of its
 * content, so it is cached for good and a rebuild with other content gets another name.
 */
import { createHash } from 'node:crypto';
import { getProjects } from '@/data/collections';
import { pictureData } from '@/data/optimised-images';
import { newestEntryDay } from '@/data/page-dates';
import { homeCrumb, projectsCrumb } from '@/config/trails';
import { breadcrumbs } from '@/lib/breadcrumbs';
import { pageCountOf, pageSlice, portfolioPagePath } from '@/lib/portfolio/pagination';
import { techOptionsOf } from '@/lib/portfolio/filters';
import { toPortfolioCard, type PortfolioCard } from '@/lib/portfolio/card';

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
  /** The file's content. */
  json: string;
  /** Its name without the extension ("portfolio-index.3f9a1c2b7d"). */
  name: string;
  /** Its URL path. */
  path: string;
}

/**
 * The index, computed once per build: the home page, /projects, each /projects/page/n and the
 * index file itself all use it. The dev server computes it per request, so edits show at once.
 */
let built: Promise<PortfolioIndex> | undefined;
export function portfolioIndex(): Promise<PortfolioIndex> {
  if (import.meta.env.DEV) return computeIndex();
  built ??= computeIndex();
  return built;
}

async function computeIndex(): Promise<PortfolioIndex> {
  const cards = await portfolioCards();
  const json = JSON.stringify(cards);
  const name = `portfolio-index.${createHash('sha256').update(json).digest('hex').slice(0, 12)}`;
  return { cards, json, name, path: `/data/${name}.json` };
}

/**
 * The portfolio island's props: the cards of page `page` of the unfiltered list (`pageSize`
 * each), the count, the filters' tech list and the index's URL.
 */
export async function portfolioData(pageSize: number, page = 1) {
  const { cards, path } = await portfolioIndex();
  return {
    firstCards: pageSlice(cards, page, pageSize),
    startPage: page,
    total: cards.length,
    techOptions: techOptionsOf(cards),
    indexUrl: path,
  };
}

/** The pages of the unfiltered portfolio after the first: each has its static page. */
export async function portfolioLaterPages(pageSize: number): Promise<number[]> {
  const { cards } = await portfolioIndex();
  return Array.from({ length: pageCountOf(cards.length, pageSize) - 1 }, (_, i) => i + 2);
}

export type PortfolioData = Awaited<ReturnType<typeof portfolioData>>;

/** The day the portfolio last changed: its newest project. */
export const portfolioModified = async () => newestEntryDay(await getProjects());

/** /projects/page/n: its cards and its place under Projects, for search engines. */
export async function portfolioPage(page: number, pageSize: number) {
  const trail = breadcrumbs([homeCrumb, projectsCrumb, { label: `Page ${page}`, path: portfolioPagePath(page) }]);
  return {
    portfolio: await portfolioData(pageSize, page),
    modified: await portfolioModified(),
    breadcrumb: trail.crumbs,
  };
}
