/** What a 404 page shows in a language: the generic screen in its words, and the sections' own screens in English. */
import { getDictionary } from '@/data/languages';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { GENERIC_NOT_FOUND, sectionNotFound, type NotFoundScreen } from '@/lib/not-found';

export async function notFoundPage(language: string) {
  const { notFound } = await getDictionary(language);
  const generic: NotFoundScreen = {
    id: GENERIC_NOT_FOUND,
    title: notFound.title,
    message: notFound.message,
    // The site's home: no language has a home page of its own yet, and a page of a language
    // that does would be found by its path.
    backHref: '/',
    backLabel: notFound.back,
  };
  return {
    title: notFound.pageTitle,
    generic,
    // The sections' pages are in English only, and so are their screens.
    sections: language === DEFAULT_LANGUAGE ? sectionNotFound : [],
  };
}
