/** What /affiliate shows: its copy with the placeholders filled, and the FAQ with its FAQPage data. */
import { affiliatePage as copy, fillAffiliate } from '@/config/affiliate';
import { filesDay } from '@/data/page-dates';
import { buildFaqPageJsonLd } from '@/lib/faq';
import { absoluteUrl } from '@/lib/seo';

export function affiliatePage(siteUrl: string) {
  const faq = copy.faq.map((item) => ({
    id: item.id,
    question: fillAffiliate(item.question),
    answer: fillAffiliate(item.answer),
  }));
  return {
    title: fillAffiliate(copy.title),
    description: copy.description,
    eyebrow: fillAffiliate(copy.eyebrow),
    intro: fillAffiliate(copy.intro),
    highlights: copy.highlights,
    cta: { heading: fillAffiliate(copy.cta.heading), body: fillAffiliate(copy.cta.body) },
    faq,
    modified: filesDay({ content: ['affiliate.json', 'site.json'], source: ['src/pages/affiliate.astro'] }),
    jsonLd: [buildFaqPageJsonLd(faq, absoluteUrl('/affiliate', siteUrl))],
  };
}
