/** What a case study page (/case-studies/{slug}) shows. */
import { homeCrumb, projectsCrumb } from '@/config/trails';
import { getProjects, type ProjectEntry } from '@/data/collections';
import { fullSizeSrc, pictureData } from '@/data/optimised-images';
import { articlePage } from '@/data/pages/article-page';
import { searchText } from '@/lib/content/search-descriptions';

export async function caseStudyPaths() {
  return (await getProjects()).map((entry) => ({ params: { slug: entry.id }, props: { entry } }));
}

/** The project, its thumbnail and gallery, the way back to the portfolio, and the page's structured data. */
export async function caseStudyPage(entry: ProjectEntry, siteUrl: string) {
  const project = entry.data;
  const thumbnail = await pictureData(project.thumbnailUrl, 'column');
  /** An odd gallery's first image spans both columns. */
  const wide = (index: number) => index === 0 && project.images.length % 2 === 1;
  const gallery = await Promise.all(
    project.images.map(async ({ src, alt }, index) => ({
      picture: await pictureData(src, wide(index) ? 'column' : 'half'),
      full: await fullSizeSrc(src),
      alt,
      wide: wide(index),
    })),
  );
  return {
    project,
    thumbnail,
    gallery,
    ...articlePage(
      entry,
      {
        section: 'case-studies',
        parents: [homeCrumb, projectsCrumb],
        summary: searchText('projects', project),
        keywords: project.techStack,
      },
      siteUrl,
    ),
  };
}
