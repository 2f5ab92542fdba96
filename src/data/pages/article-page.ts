/**
 * What a page about one portfolio entry (a case study, a business idea) shows in its head: the
 * description, the share image, the trail and the way back, the date it last changed, and the
 * Article structured data.
 */
import { site } from '@/config/studio';
import { entryDay } from '@/data/page-dates';
import { breadcrumbs, type TrailCrumb } from '@/lib/breadcrumbs';
import { ogImagePath, type OgKind } from '@/lib/og';
import { pageDescription } from '@/lib/seo';
import { articleJsonLd } from '@/lib/structured-data';
import { DEFAULT_LANGUAGE, localizedPath } from '@/lib/i18n/languages';

interface ArticleEntry {
  id: string;
  filePath?: string | undefined;
  data: { title: string; createdAt: string; updatedAt: string };
}

/**
 * The entry at /{section}/{id} (in a language other than the default, under its prefix: the entry's
 * data then in that language): `parents` lead to it, `summary` describes it, `keywords` tag it.
 */
export function articlePage(
  entry: ArticleEntry,
  {
    section,
    parents,
    summary,
    keywords,
  }: { section: OgKind; parents: readonly TrailCrumb[]; summary: string; keywords: readonly string[] },
  siteUrl: string,
  language: string = DEFAULT_LANGUAGE,
) {
  const { title, createdAt, updatedAt } = entry.data;
  const path = localizedPath(`/${section}/${entry.id}`, language);
  const trail = breadcrumbs([...parents, { label: title, path }]);
  const shareImage = ogImagePath(section, entry.id);
  const description = pageDescription(summary);
  return {
    description,
    modified: entryDay(entry),
    shareImage,
    back: trail.back,
    breadcrumb: trail.crumbs,
    jsonLd: [
      {
        ...articleJsonLd(
          {
            path,
            headline: title,
            description,
            image: shareImage,
            datePublished: createdAt,
            dateModified: updatedAt,
            keywords,
          },
          site,
          siteUrl,
        ),
        ...(language === DEFAULT_LANGUAGE ? {} : { inLanguage: language }),
      },
    ],
  };
}
