/** What a business idea page (/business-ideas/{slug}) shows. */
import { render } from 'astro:content';
import { homeCrumb } from '@/config/trails';
import { getIdeas, type IdeaEntry } from '@/data/catalogue';
import { pictureData } from '@/data/optimised-images';
import { entryDay } from '@/data/page-dates';
import { breadcrumbs } from '@/lib/breadcrumbs';
import { ideaFigures } from '@/lib/ideas';
import { searchText } from '@/lib/content/search-descriptions';
import { ogImagePath } from '@/lib/og';
import { pageDescription } from '@/lib/seo';
import { articleJsonLd } from '@/lib/structured-data';

export async function ideaPaths() {
  return (await getIdeas()).map((idea) => ({ params: { slug: idea.id }, props: { idea } }));
}

/** The idea, its artwork, its figures, its description (Content) and the other ideas. */
export async function ideaPage(entry: IdeaEntry, siteUrl: string) {
  const idea = entry.data;
  const path = `/business-ideas/${entry.id}`;
  const trail = breadcrumbs([homeCrumb, { label: idea.title, path }]);
  const shareImage = ogImagePath('business-ideas', entry.id);
  const description = pageDescription(searchText('ideas', idea));
  return {
    slug: entry.id,
    idea,
    artwork: await pictureData(idea.thumbnailUrl, 'column'),
    figures: ideaFigures(idea),
    otherIdeas: (await getIdeas()).filter((other) => other.id !== entry.id),
    Content: (await render(entry)).Content,
    description,
    modified: entryDay(entry),
    shareImage,
    back: trail.back,
    breadcrumb: trail.crumbs,
    jsonLd: [
      articleJsonLd(
        {
          path,
          headline: idea.title,
          description,
          image: shareImage,
          datePublished: idea.createdAt,
          dateModified: idea.updatedAt,
          keywords: idea.category,
        },
        siteUrl,
      ),
    ],
  };
}
