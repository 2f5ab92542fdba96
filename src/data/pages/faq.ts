/** What /faq shows: the question categories, and the FAQPage structured data of all their questions. */
import { getFaqCategories } from '@/data/collections';
import { newestEntryDay } from '@/data/page-dates';
import { buildFaqPageJsonLd } from '@/lib/faq';
import { absoluteUrl } from '@/lib/seo';

export async function faqPage(siteUrl: string) {
  const entries = await getFaqCategories();
  const categories = entries.map((category) => ({ id: category.id, ...category.data }));
  const questions = categories.flatMap((category) => category.items);
  return {
    categories,
    modified: newestEntryDay(entries),
    // No questions: an empty listing, out of search results, and no FAQPage without its questions.
    noindex: questions.length === 0,
    jsonLd: questions.length === 0 ? [] : [buildFaqPageJsonLd(questions, absoluteUrl('/faq', siteUrl))],
  };
}
