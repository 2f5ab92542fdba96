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
import { pageCountOf, pageSlice, portfolioPagePath, PORTFOLIO_PATH } from '@/lib/portfolio/pagination';
import { techOptionsOf } from '@/lib/portfolio/filters';
import { cardHref, localizedFigures, toPortfolioCard, type PortfolioCard } from '@/lib/portfolio/card';
import { portfolioIndexSource } from '@/lib/portfolio/index-shards';
import { indexFileUrl } from '@/lib/sharded-index/manifest';
import { fillTemplate } from '@/lib/template';
import { DEFAULT_LANGUAGE, localizedPath } from '@/lib/i18n/languages';
import { getDictionary, inLanguage, linkIn } from '@/data/languages';
import { oncePerBuild } from '@/data/once-per-build';

/**
 * Every project as its card needs it on the list in a language, in the portfolio's order: a
 * project translated into it in its texts, linking its case study in that language; any other
 * in English, marked so (`lang`) and linking the English case study (`hreflang`). Its figures
 * are written in the language's locale. In English, the cards as they are.
 */
async function portfolioCards(language: string): Promise<PortfolioCard[]> {
  const [projects, strings] = await Promise.all([getProjects(), getDictionary(language)]);
  return Promise.all(
    projects.map(async (entry) => {
      const thumbnail = await pictureData(entry.data.thumbnailUrl, 'card');
      if (language === DEFAULT_LANGUAGE) return toPortfolioCard(entry.id, entry.data, thumbnail);
      const translated = await inLanguage('projects', entry.id, entry.data, language);
      const card = toPortfolioCard(entry.id, translated.data, thumbnail);
      const link = await linkIn(cardHref(card), language);
      return {
        ...card,
        href: link.href,
        ...(link.hreflang ? { hreflang: link.hreflang } : {}),
        ...(translated.language === language ? {} : { lang: translated.language }),
        figures: localizedFigures(card, strings.locale, strings.portfolio),
      };
    }),
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
 * A language's index, computed once per build: the home page, /projects, each /projects/page/n
 * (and their pages in other languages) and the index files themselves all use it. Worked out per
 * page, the filter's choices and the newest project's day cost each listing page a pass over
 * the whole catalogue (271 ms of a page's 391 ms at 10,000 projects). The dev server computes it
 * per request, so edits show at once.
 */
const indexIn = oncePerBuild(computeIndex);
export const portfolioIndex = (language: string = DEFAULT_LANGUAGE): Promise<PortfolioIndex> => indexIn(language);

async function computeIndex(language: string): Promise<PortfolioIndex> {
  const [cards, projects] = await Promise.all([portfolioCards(language), getProjects()]);
  return {
    cards,
    index: builtIndex(portfolioIndexSource(cards, language)),
    techOptions: techOptionsOf(cards),
    modified: newestEntryDay(projects),
  };
}

/**
 * The portfolio island's props: the cards of page `page` of the unfiltered list (`pageSize`
 * each) in a language, the count, the filters' tech list and the URL of the index's manifest
 * (and, in another language than the default, the list's path there).
 */
export async function portfolioData(pageSize: number, page = 1, language: string = DEFAULT_LANGUAGE) {
  const { cards, index, techOptions } = await portfolioIndex(language);
  return {
    firstCards: pageSlice(cards, page, pageSize),
    startPage: page,
    total: cards.length,
    techOptions,
    indexUrl: indexFileUrl(index.manifestName),
    ...(language === DEFAULT_LANGUAGE ? {} : { path: localizedPath(PORTFOLIO_PATH, language) }),
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

/**
 * /projects and /{language}/projects: the first page of cards in the page's language, the
 * page's words, and whether it is indexed (not while the portfolio is empty).
 */
export async function portfolioListPage(pageSize: number, language: string = DEFAULT_LANGUAGE) {
  const [portfolio, modified, strings] = await Promise.all([
    portfolioData(pageSize, 1, language),
    portfolioModified(),
    getDictionary(language),
  ]);
  const words = strings.portfolio;
  return {
    portfolio,
    modified,
    words,
    locale: strings.locale,
    language,
    title: words.title,
    description: words.description,
  };
}

/** /projects/page/n (and in another language): its cards, its words and its place under Projects, for search engines. */
export async function portfolioPage(page: number, pageSize: number, language: string = DEFAULT_LANGUAGE) {
  const strings = await getDictionary(language);
  const words = strings.portfolio;
  // The pages above it in the page's language where they are written in it, else in English.
  const [home, list] = await Promise.all([linkIn(homeCrumb.path, language), linkIn(PORTFOLIO_PATH, language)]);
  const trail = breadcrumbs([
    { ...homeCrumb, label: strings.nav.home, path: home.href, hreflang: home.hreflang },
    { ...projectsCrumb, label: words.title, path: list.href, hreflang: list.hreflang },
    { label: fillTemplate(words.pageCrumb, { page }), path: localizedPath(portfolioPagePath(page), language) },
  ]);
  return {
    portfolio: await portfolioData(pageSize, page, language),
    modified: await portfolioModified(),
    breadcrumb: trail.crumbs,
    words,
    locale: strings.locale,
    language,
    title: fillTemplate(words.pageTitle, { page }),
    description: fillTemplate(words.pageDescription, { page }),
  };
}
