/** What a business idea page (/business-ideas/{slug}) shows, and the idea cards of it and of home. */
import { render } from 'astro:content';
import { homeCrumb } from '@/config/trails';
import { getIdeas, type IdeaData, type IdeaEntry } from '@/data/collections';
import { pictureData } from '@/data/optimised-images';
import { articlePage } from '@/data/pages/article-page';
import { conceptGallery } from '@/lib/image-alt';
import type { PictureData } from '@/lib/images';
import { ideaFigures } from '@/lib/ideas';
import { searchText } from '@/lib/content/search-descriptions';

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
    ...articlePage(
      entry,
      { section: 'business-ideas', parents: [homeCrumb], summary: searchText('ideas', idea), keywords: idea.category },
      siteUrl,
    ),
  };
}
