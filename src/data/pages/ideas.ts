/** What a business idea page (/business-ideas/{slug}) shows, and the idea cards of it and of home. */
import { render } from 'astro:content';
import { homeCrumb } from '@/config/trails';
import { getIdeas, type IdeaData, type IdeaEntry } from '@/data/collections';
import { pictureData } from '@/data/optimised-images';
import { entryDay } from '@/data/page-dates';
import { breadcrumbs } from '@/lib/breadcrumbs';
import { conceptGallery } from '@/lib/image-alt';
import type { PictureData } from '@/lib/images';
import { ideaFigures } from '@/lib/ideas';
import { searchText } from '@/lib/content/search-descriptions';
import { ogImagePath } from '@/lib/og';
import { pageDescription } from '@/lib/seo';
import { articleJsonLd } from '@/lib/structured-data';

/** An idea as its card shows it: the thumbnail as a card-sized picture. */
export interface IdeaCardData {
  slug: string;
  idea: IdeaData;
  thumbnail: PictureData;
}

/** The cards of ideas, in the order given. */
export const ideaCards = (entries: readonly IdeaEntry[]): Promise<IdeaCardData[]> =>
  Promise.all(
    entries.map(async (entry) => ({
      slug: entry.id,
      idea: entry.data,
      thumbnail: await pictureData(entry.data.thumbnailUrl, 'card'),
    })),
  );

export async function ideaPaths() {
  return (await getIdeas()).map((idea) => ({ params: { slug: idea.id }, props: { idea } }));
}

/** The idea, its artwork and concept images, its figures, its description (Content) and the other ideas. */
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
    concepts: await Promise.all(
      conceptGallery(idea).map(async ({ src, alt }) => ({ picture: await pictureData(src, 'half'), alt })),
    ),
    figures: ideaFigures(idea),
    otherIdeas: await ideaCards((await getIdeas()).filter((other) => other.id !== entry.id)),
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
