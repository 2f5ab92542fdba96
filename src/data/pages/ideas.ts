/** What a business idea page (/business-ideas/{slug}, /de/business-ideas/{slug}) shows, and the idea cards of it and of home. */
import { render } from 'astro:content';
import { homeCrumb } from '@/config/trails';
import { getIdeas, type IdeaData, type IdeaEntry } from '@/data/collections';
import { getDictionary, inLanguage, linkIn, translatedEntryPaths, translationOf } from '@/data/languages';
import { newestEntryDay } from '@/data/page-dates';
import { pictureData } from '@/data/optimised-images';
import { articlePage } from '@/data/pages/article-page';
import type { Dictionary } from '@/lib/content/kinds/dictionary';
import { DEFAULT_LANGUAGE, localizedPath } from '@/lib/i18n/languages';
import { conceptGallery } from '@/lib/image-alt';
import type { PictureData } from '@/lib/images';
import { ideaFigures } from '@/lib/ideas';
import { searchText } from '@/lib/content/search-descriptions';

/** The words of an idea's page and cards (the dictionary's idea group). */
export type IdeaWords = Dictionary['idea'];

/** Where an idea's page is. */
export const ideaPath = (slug: string): string => `/business-ideas/${slug}`;

/** An idea as its card shows it: the thumbnail as a card-sized picture, its link and the card's words. */
export interface IdeaCardData {
  slug: string;
  idea: IdeaData;
  thumbnail: PictureData;
  /** Its page in the language of the page showing the card, else the default language's. */
  href: string;
  /** The card's language when it is not the page's (an idea not translated into it). */
  lang?: string | undefined;
  words: IdeaWords;
  /** The estimated monthly revenue, written as the card's language does. */
  revenue: string;
}

/** The cards of ideas, in the order given, in a language (each untranslated one in English, marked so). */
export async function ideaCards(
  entries: readonly IdeaEntry[],
  language: string = DEFAULT_LANGUAGE,
): Promise<IdeaCardData[]> {
  const [own, english] = await Promise.all([getDictionary(language), getDictionary(DEFAULT_LANGUAGE)]);
  return Promise.all(
    entries.map(async (entry) => {
      const translated = await inLanguage('ideas', entry.id, entry.data, language);
      const inPage = translated.language === language;
      return {
        slug: entry.id,
        idea: translated.data,
        thumbnail: await pictureData(entry.data.thumbnailUrl, 'card'),
        href: inPage ? localizedPath(ideaPath(entry.id), language) : ideaPath(entry.id),
        lang: inPage ? undefined : DEFAULT_LANGUAGE,
        words: inPage ? own.idea : english.idea,
        revenue: ideaFigures(
          translated.data,
          inPage && language !== DEFAULT_LANGUAGE ? { locale: own.locale, words: own.idea } : undefined,
        ).monthlyRevenue,
      };
    }),
  );
}

export async function ideaPaths() {
  return (await getIdeas()).map((idea) => ({ params: { slug: idea.id }, props: { idea } }));
}

/** /{language}/business-ideas/{slug}: the ideas translated into each prefixed language (src/data/languages.ts). */
export async function translatedIdeaPaths() {
  const ideas = await getIdeas();
  return (await translatedEntryPaths('ideas')).flatMap(({ language, id }) => {
    const idea = ideas.find((entry) => entry.id === id);
    return idea ? [{ params: { language, slug: id }, props: { idea } }] : [];
  });
}

/**
 * The idea in the page's language, its artwork and concept images, its figures (in the page's
 * locale), its description (Content), the other ideas (each in the page's language where
 * translated, else in English and marked so) and the page's words.
 */
export async function ideaPage(entry: IdeaEntry, siteUrl: string, language: string = DEFAULT_LANGUAGE) {
  const [strings, translated, translation, home, ideas] = await Promise.all([
    getDictionary(language),
    inLanguage('ideas', entry.id, entry.data, language),
    translationOf('ideas', entry.id, language),
    linkIn(homeCrumb.path, language),
    getIdeas(),
  ]);
  const idea = translated.data;
  const words = strings.idea;
  const article = articlePage(
    { ...entry, data: idea },
    {
      section: 'business-ideas',
      parents: [
        { ...homeCrumb, label: strings.nav.home, backLabel: words.back, path: home.href, hreflang: home.hreflang },
      ],
      summary: searchText('ideas', idea),
      keywords: idea.category,
    },
    siteUrl,
    language,
  );
  return {
    slug: entry.id,
    idea,
    words,
    title: words.pageTitle.replace('{title}', idea.title),
    artwork: await pictureData(idea.thumbnailUrl, 'column'),
    concepts: await Promise.all(
      conceptGallery(idea).map(async ({ src, alt }) => ({ picture: await pictureData(src, 'half'), alt })),
    ),
    figures: language === DEFAULT_LANGUAGE ? ideaFigures(idea) : ideaFigures(idea, { locale: strings.locale, words }),
    otherIdeas: await ideaCards(
      ideas.filter((other) => other.id !== entry.id),
      language,
    ),
    // The translation's body in its place when it has one (an idea's translation is Markdown).
    Content: (await render(translation?.body === undefined ? entry : translation)).Content,
    ...article,
    // The page changes with its entry (shared fields) and with its translation (the texts).
    modified: newestEntryDay(translation ? [entry, translation] : [entry]),
  };
}

/** The idea page's data, as its screen takes it. */
export type IdeaPageData = Awaited<ReturnType<typeof ideaPage>>;
