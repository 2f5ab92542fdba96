/** What the home page shows from the content, and the studio's structured data. */
import { site } from '@/config/studio';
import { getHighlights, getIdeas, getProjects, getServices, getTechnologyCategories } from '@/data/catalogue';
import { highlightLines } from '@/lib/highlights';
import { PAGE_SIZE } from '@/lib/portfolio';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';
import { portfolioData } from './portfolio.ts';

export async function homePage(siteUrl: string) {
  const potentials = new Map((await getProjects()).map((p) => [p.id, p.data.revenuePotential]));
  return {
    highlights: highlightLines(await getHighlights(), (slug) => potentials.get(slug)),
    portfolio: await portfolioData(PAGE_SIZE.embedded),
    services: await getServices(),
    technologies: await getTechnologyCategories(),
    ideas: await getIdeas(),
    jsonLd: [organizationJsonLd(site, siteUrl), websiteJsonLd(site, siteUrl)],
  };
}
