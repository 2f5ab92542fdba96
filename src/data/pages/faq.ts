/**
 * What /faq (and its translations, /de/faq) shows: the question categories in the page's language
 * (a category without a translation in English, marked as such), the page's words, and the
 * FAQPage structured data of all the questions it shows.
 */
import { getFaqCategories } from '@/data/collections';
import { getDictionary, inLanguage, linkIn } from '@/data/languages';
import { FORM_PAGES } from '@/lib/forms/form-pages';
import { newestEntryDay } from '@/data/page-dates';
import { site } from '@/config/studio';
import { buildFaqPageJsonLd } from '@/lib/faq';
import { DEFAULT_LANGUAGE, localizedPath } from '@/lib/i18n/languages';
import { absoluteUrl } from '@/lib/seo';
import { fillTemplate } from '@/lib/template';

export async function faqPage(siteUrl: string, language: string) {
  const [entries, strings] = await Promise.all([getFaqCategories(), getDictionary(language)]);
  const categories = await Promise.all(
    entries.map(async (category) => {
      const translated = await inLanguage('faq', category.id, category.data, language);
      return {
        id: category.id,
        ...translated.data,
        // The category's language when it is not the page's: its texts are marked with it.
        lang: translated.language === language ? undefined : translated.language,
      };
    }),
  );
  const questions = categories.flatMap((category) => category.items);
  const url = absoluteUrl(localizedPath('/faq', language), siteUrl);
  const words = strings.faq;
  return {
    categories,
    words,
    eyebrow: strings.nav.faq,
    /** The default language's name in itself, on a category shown untranslated ("English"). */
    untranslatedBadge: (await getDictionary(DEFAULT_LANGUAGE)).name,
    title: words.title,
    description: fillTemplate(words.description, { name: site.name }),
    // The request form in the page's language (every language has it).
    requestHref: (await linkIn(FORM_PAGES.request, language)).href,
    modified: newestEntryDay(entries),
    // No questions: an empty listing, out of search results, and no FAQPage without its questions.
    noindex: questions.length === 0,
    jsonLd: questions.length === 0 ? [] : [{ ...buildFaqPageJsonLd(questions, url), inLanguage: language }],
  };
}

export type FaqPageData = Awaited<ReturnType<typeof faqPage>>;
