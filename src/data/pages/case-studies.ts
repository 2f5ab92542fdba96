/** What a case study page (/case-studies/{slug}, /de/case-studies/{slug}) shows. */
import { render } from 'astro:content';
import { homeCrumb, projectsCrumb } from '@/config/trails';
import { getProjects, type ProjectEntry } from '@/data/collections';
import { getDictionary, inLanguage, linkIn, translatedEntryPaths, translationOf } from '@/data/languages';
import { newestEntryDay } from '@/data/page-dates';
import { caseStudyCacheKey } from '@/data/page-cache-keys';
import { fullSizeSrc, pictureData } from '@/data/optimised-images';
import { articlePage } from '@/data/pages/article-page';
import type { CaseStudyPageWords, CaseStudyWriting } from '@/lib/case-study';
import { searchText } from '@/lib/content/search-descriptions';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { revenueBadgeBesideStatus } from '@/lib/portfolio/badges';

export async function caseStudyPaths() {
  return Promise.all(
    (await getProjects()).map(async (entry) => ({
      params: { slug: entry.id },
      props: { entry },
      cacheKey: await caseStudyCacheKey(entry),
    })),
  );
}

/** /{language}/case-studies/{slug}: the projects translated into each prefixed language (src/data/languages.ts). */
export async function translatedCaseStudyPaths() {
  const projects = await getProjects();
  const byId = new Map(projects.map((project) => [project.id, project]));
  const paths = await Promise.all(
    (await translatedEntryPaths('projects')).map(async ({ language, id }) => {
      const entry = byId.get(id);
      return entry
        ? [{ params: { language, slug: id }, props: { entry }, cacheKey: await caseStudyCacheKey(entry) }]
        : [];
    }),
  );
  return paths.flat();
}

/**
 * The project in the page's language, its thumbnail and gallery, its case study (Content), the
 * way back to the portfolio, the page's words and the page's structured data. The revenue badge
 * is read from the entry (its rules read the entry's English badges).
 */
export async function caseStudyPage(entry: ProjectEntry, siteUrl: string, language: string = DEFAULT_LANGUAGE) {
  const [strings, translated, translation, home, projects] = await Promise.all([
    getDictionary(language),
    inLanguage('projects', entry.id, entry.data, language),
    translationOf('projects', entry.id, language),
    linkIn(homeCrumb.path, language),
    linkIn(projectsCrumb.path, language),
  ]);
  const project = translated.data;
  // What the portfolio's cards name too (statuses, revenue badges, business models) is its words.
  const { statuses, revenues, models } = strings.portfolio;
  const words: CaseStudyPageWords = { ...strings.caseStudy, statuses, revenues, models };
  const writing: CaseStudyWriting = { words, locale: language === DEFAULT_LANGUAGE ? undefined : strings.locale };
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
  const article = articlePage(
    { ...entry, data: project },
    {
      section: 'case-studies',
      parents: [
        { ...homeCrumb, label: strings.nav.home, path: home.href, hreflang: home.hreflang },
        {
          ...projectsCrumb,
          label: words.projects,
          backLabel: words.back,
          path: projects.href,
          hreflang: projects.hreflang,
        },
      ],
      summary: searchText('projects', project),
      keywords: project.techStack,
    },
    siteUrl,
    language,
  );
  return {
    project,
    words,
    writing,
    title: words.pageTitle.replace('{title}', project.title),
    shareImageAlt: words.shareImageAlt.replace('{title}', project.title),
    revenueBadge: revenueBadgeBesideStatus({ ...entry.data, monthlyRevenue: entry.data.metrics.monthlyRevenue }),
    thumbnail,
    gallery,
    // The translation's body in its place when it has one (a project's translation is Markdown).
    Content: (await render(translation?.body === undefined ? entry : translation)).Content,
    ...article,
    // The page changes with its entry (shared fields) and with its translation (the texts).
    modified: newestEntryDay(translation ? [entry, translation] : [entry]),
  };
}

/** The case study page's data, as its screen takes it. */
export type CaseStudyPageData = Awaited<ReturnType<typeof caseStudyPage>>;
