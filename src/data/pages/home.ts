/** What the home page shows from the content, and the studio's structured data. */
import { site } from '@/config/site';
import { getHighlights, getIdeas, getServices, getTechnologyCategories } from '@/data/catalogue';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';
import { portfolioData } from './portfolio.ts';

export async function homePage(siteUrl: string) {
  return {
    highlights: await getHighlights(),
    portfolio: await portfolioData(),
    services: await getServices(),
    technologies: await getTechnologyCategories(),
    ideas: await getIdeas(),
    jsonLd: [organizationJsonLd(site, siteUrl), websiteJsonLd(site, siteUrl)],
  };
}
