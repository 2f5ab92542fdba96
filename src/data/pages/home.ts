/** What the home page shows from the content, and the studio's structured data. */
import { site } from '@/config/studio';
import { getHighlights, getIdeas, getProjects, getServices, getTechnologyCategories } from '@/data/catalogue';
import { highlightLines } from '@/lib/highlights';
import { PAGE_SIZE } from '@/lib/portfolio/pagination';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';
import { filesDay, newestEntryDay } from '@/data/page-dates';
import { newestDay } from '@/build-time/git-dates';
import { portfolioData } from './portfolio.ts';

export async function homePage(siteUrl: string) {
  const [projects, ideas] = await Promise.all([getProjects(), getIdeas()]);
  const potentials = new Map(projects.map((p) => [p.id, p.data.revenuePotential]));
  return {
    /** What the studio does, before its name ("AI & SaaS Development | Nexora Studio"). */
    title: site.hero.subtitle,
    highlights: highlightLines(await getHighlights(), (slug) => potentials.get(slug)),
    portfolio: await portfolioData(PAGE_SIZE.embedded),
    services: await getServices(),
    technologies: await getTechnologyCategories(),
    ideas,
    /** The newest of what the page shows: the projects, the ideas and the studio's own files. */
    modified: newestDay([
      newestEntryDay(projects),
      newestEntryDay(ideas),
      filesDay({ content: ['site.json', 'services.json', 'technologies.json', 'highlights.json'] }),
    ]),
    jsonLd: [organizationJsonLd(site, siteUrl), websiteJsonLd(site, siteUrl)],
  };
}
