/** What the home page reads itself: the highlight carousel and the studio's structured data. */
import { site } from '@/config/site';
import { getHighlights } from '@/data/catalogue';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';

export async function homePage(siteUrl: string) {
  return {
    highlights: await getHighlights(),
    jsonLd: [organizationJsonLd(site, siteUrl), websiteJsonLd(site, siteUrl)],
  };
}
