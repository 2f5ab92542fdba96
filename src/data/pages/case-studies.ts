/** What a case study page (/case-studies/{slug}) shows. */
import { homeCrumb, projectsCrumb } from '@/config/trails';
import { getProjects, type ProjectEntry } from '@/data/collections';
import { fullSizeSrc, pictureData } from '@/data/optimised-images';
import { entryDay } from '@/data/page-dates';
import { breadcrumbs } from '@/lib/breadcrumbs';
import { searchText } from '@/lib/content/search-descriptions';
import { ogImagePath } from '@/lib/og';
import { pageDescription } from '@/lib/seo';
import { articleJsonLd } from '@/lib/structured-data';

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
  const path = `/case-studies/${entry.id}`;
  const trail = breadcrumbs([homeCrumb, projectsCrumb, { label: project.title, path }]);
  const shareImage = ogImagePath('case-studies', entry.id);
  const description = pageDescription(searchText('projects', project));
  return {
    project,
    thumbnail,
    gallery,
    description,
    modified: entryDay(entry),
    shareImage,
    back: trail.back,
    breadcrumb: trail.crumbs,
    jsonLd: [
      articleJsonLd(
        {
          path,
          headline: project.title,
          description,
          image: shareImage,
          datePublished: project.createdAt,
          dateModified: project.updatedAt,
          keywords: project.techStack,
        },
        siteUrl,
      ),
    ],
  };
}
