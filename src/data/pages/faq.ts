/** What /faq shows: the question categories, and the FAQPage structured data of all their questions. */
import { getFaqCategories } from '@/data/catalogue';
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
    jsonLd: [buildFaqPageJsonLd(questions, absoluteUrl('/faq', siteUrl))],
  };
}
