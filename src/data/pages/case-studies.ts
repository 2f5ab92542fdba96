/** What a case study page (/case-studies/{slug}) shows. */
import { homeCrumb, projectsCrumb } from '@/config/trails';
import { getProjects, type ProjectEntry } from '@/data/catalogue';
import { pictureData } from '@/data/optimised-images';
import { breadcrumbs } from '@/lib/breadcrumbs';
import { projectJsonLd } from '@/lib/structured-data';

export async function caseStudyPaths() {
  return (await getProjects()).map((entry) => ({ params: { slug: entry.id }, props: { entry } }));
}

/** The project, its thumbnail, the way back to the portfolio, and the page's structured data. */
export async function caseStudyPage(entry: ProjectEntry, siteUrl: string) {
  const project = entry.data;
  const thumbnail = await pictureData(project.thumbnailUrl, 'column');
  const trail = breadcrumbs(
    [homeCrumb, projectsCrumb, { label: project.title, path: `/case-studies/${entry.id}` }],
    siteUrl,
  );
  return {
    project,
    thumbnail,
    back: trail.back,
    // The thumbnail's copy the page header shows, so the JSON-LD names a file the page loads anyway.
    jsonLd: [projectJsonLd(entry.id, project, siteUrl, thumbnail.src), trail.jsonLd],
  };
}
