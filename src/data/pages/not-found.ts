/** What a 404 page shows in a language: the generic screen in its words, and the sections' own screens in English. */
import { getDictionary, linkIn } from '@/data/languages';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { GENERIC_NOT_FOUND, sectionNotFound, type NotFoundScreen } from '@/lib/not-found';

/** The home page's address in a language, as the screen's back link takes it. */
async function homeLink(language: string): Promise<Pick<NotFoundScreen, 'backHref' | 'backHreflang'>> {
  const { href, hreflang } = await linkIn('/', language);
  return { backHref: href, backHreflang: hreflang };
}

export async function notFoundPage(language: string) {
  const { notFound } = await getDictionary(language);
  const generic: NotFoundScreen = {
    id: GENERIC_NOT_FOUND,
    title: notFound.title,
    message: notFound.message,
    // The site's home in the language, or the default language's, said so.
    ...(await homeLink(language)),
    backLabel: notFound.back,
  };
  return {
    title: notFound.pageTitle,
    generic,
    // The sections' pages are in English only, and so are their screens.
    sections: language === DEFAULT_LANGUAGE ? sectionNotFound : [],
  };
}
