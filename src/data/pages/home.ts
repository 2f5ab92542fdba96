/** What the home page shows from the content, and the studio's structured data. */
import { site } from '@/config/studio';
import {
  getAreas,
  getHighlights,
  getIdeas,
  getProjects,
  getServices,
  getTechnologyCategories,
  getToolCategories,
  getTools,
} from '@/data/collections';
import type { IconName } from '@/lib/icon-names';
import { highlightLines } from '@/lib/highlights';
import { PAGE_SIZE } from '@/lib/portfolio/pagination';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';
import { filesDay, newestEntryDay } from '@/data/page-dates';
import { newestDay } from '@/build-time/git-dates';
import { ideaCards } from './ideas.ts';
import { portfolioData } from './portfolio.ts';

/** A link of the 'Our Tools' and 'Our Expertise' blocks: to an entry's page, with a line of text. */
export interface FeaturedLink {
  href: string;
  icon: IconName;
  title: string;
  text: string;
}

/** The entries marked `featuredOnHome`, each a link to its page under `base` with a line of text. */
function featuredLinks<E extends { id: string; data: { featuredOnHome: boolean; icon: IconName; name: string } }>(
  entries: readonly E[],
  base: string,
  text: (entry: E) => string,
): FeaturedLink[] {
  return entries
    .filter((entry) => entry.data.featuredOnHome)
    .map((entry) => ({
      href: `${base}/${entry.id}`,
      icon: entry.data.icon,
      title: entry.data.name,
      text: text(entry),
    }));
}

export async function homePage(siteUrl: string) {
  const [projects, ideas, categories, tools, areas] = await Promise.all([
    getProjects(),
    getIdeas(),
    getToolCategories(),
    getTools(),
    getAreas(),
  ]);
  const toolCount = (id: string) => tools.filter((t) => t.data.category === id).length;
  const potentials = new Map(projects.map((p) => [p.id, p.data.revenuePotential]));
  return {
    /** What the studio does, before its name ("AI & SaaS Development | Nexora Studio"). */
    title: site.hero.subtitle,
    highlights: highlightLines(await getHighlights(), (slug) => potentials.get(slug)),
    portfolio: await portfolioData(PAGE_SIZE.embedded),
    services: await getServices(),
    technologies: await getTechnologyCategories(),
    ideas: await ideaCards(ideas),
    toolLinks: featuredLinks(categories, '/tools', (c) => `${toolCount(c.id)} tools`),
    areaLinks: featuredLinks(areas, '/expertise', (a) => `${a.data.keyCapabilities.length} key capabilities`),
    /** The newest of what the page shows: the projects, the ideas and the studio's own files. */
    modified: newestDay([
      newestEntryDay(projects),
      newestEntryDay(ideas),
      filesDay({ content: ['site.json', 'services.json', 'technologies.json', 'highlights.json'] }),
    ]),
    jsonLd: [organizationJsonLd(site, siteUrl), websiteJsonLd(site, siteUrl)],
  };
}
