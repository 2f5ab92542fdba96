/** What a business idea page (/business-ideas/{slug}) shows. */
import { render } from 'astro:content';
import { homeCrumb } from '@/config/trails';
import { getIdeas, type IdeaEntry } from '@/data/catalogue';
import { pictureData } from '@/data/optimised-images';
import { breadcrumbs } from '@/lib/breadcrumbs';
import { ideaFigures } from '@/lib/ideas';

export async function ideaPaths() {
  return (await getIdeas()).map((idea) => ({ params: { slug: idea.id }, props: { idea } }));
}

/** The idea, its artwork, its figures, its description (Content) and the other ideas. */
export async function ideaPage(entry: IdeaEntry, siteUrl: string) {
  const idea = entry.data;
  const trail = breadcrumbs([homeCrumb, { label: idea.title, path: `/business-ideas/${entry.id}` }], siteUrl);
  return {
    slug: entry.id,
    idea,
    artwork: await pictureData(idea.thumbnailUrl, 'column'),
    figures: ideaFigures(idea),
    otherIdeas: (await getIdeas()).filter((other) => other.id !== entry.id),
    Content: (await render(entry)).Content,
    back: trail.back,
    jsonLd: [trail.jsonLd],
  };
}
