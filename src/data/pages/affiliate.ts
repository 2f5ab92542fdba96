/**
 * What /affiliate (and its translations, /de/affiliate) shows: its copy in the page's language
 * (content/affiliate.json, translated in affiliate.{language}.json) with the placeholders filled
 * from content/site.json, so each figure lives in one place and is written the language's way,
 * the page's words (the dictionary's `affiliate` group), and the FAQ with its FAQPage data.
 * Sections get their part as props.
 */
import { site } from '@/config/studio';
import { getAffiliateCopy } from '@/data/collections';
import { getDictionary, inLanguage } from '@/data/languages';
import { filesDay } from '@/data/page-dates';
import { affiliateTemplateValues, mailtoHref, referralLink } from '@/lib/affiliate';
import { buildFaqPageJsonLd } from '@/lib/faq';
import { DEFAULT_LANGUAGE, localizedPath } from '@/lib/i18n/languages';
import { absoluteUrl } from '@/lib/seo';
import { fillTemplate } from '@/lib/template';

export async function affiliatePage(siteUrl: string, language: string = DEFAULT_LANGUAGE) {
  const [strings, entry] = await Promise.all([getDictionary(language), getAffiliateCopy()]);
  const { data: copy } = await inLanguage('affiliate', 'affiliate', entry, language);
  /** Values for the placeholders in the copy ({commissionPercent}, {adminEmail}, ...). */
  const values = affiliateTemplateValues(site.affiliate, site.emails.admin, strings.locale);
  const fill = (template: string): string => fillTemplate(template, values);
  /** Placeholders a sentence shows as links (TemplateText). */
  const links = { adminEmail: `mailto:${site.emails.admin}` };
  const faq = copy.faq.map((item) => ({ id: item.id, question: fill(item.question), answer: fill(item.answer) }));
  const { referral, dashboard } = copy;
  const translation = language === DEFAULT_LANGUAGE ? [] : [`affiliate.${language}.json`];
  return {
    words: strings.affiliate,
    title: fill(copy.title),
    description: copy.description,
    eyebrow: fill(copy.eyebrow),
    intro: fill(copy.intro),
    highlights: copy.highlights.map((item) => ({ ...item, value: fill(item.value), label: fill(item.label) })),
    referral: {
      heading: fill(referral.heading),
      description: fill(referral.description),
      hint: fill(referral.hint),
      /** What the input shows first: `{referralBaseUrl}?ref=YOUR_USERNAME`. */
      link: referralLink(site.affiliate.referralBaseUrl),
    },
    dashboard: {
      heading: fill(dashboard.heading),
      body: dashboard.body,
      requestHref: mailtoHref(site.emails.admin, { subject: dashboard.emailSubject, body: dashboard.emailBody }),
    },
    benefits: copy.benefits.map((benefit) => ({
      ...benefit,
      title: fill(benefit.title),
      description: fill(benefit.description),
    })),
    steps: copy.steps.map((step) => ({ title: fill(step.title), description: step.description })),
    rules: copy.rules.map(fill),
    values,
    links,
    cta: { heading: fill(copy.cta.heading), body: fill(copy.cta.body) },
    faq,
    modified: filesDay({
      content: ['affiliate.json', ...translation, 'site.json', `dictionaries/${language}.json`],
      source: ['src/components/sections/affiliate/AffiliateScreen.astro'],
    }),
    jsonLd: [
      { ...buildFaqPageJsonLd(faq, absoluteUrl(localizedPath('/affiliate', language), siteUrl)), inLanguage: language },
    ],
  };
}

/** The page's data, as its sections take their parts. */
export type AffiliatePageData = Awaited<ReturnType<typeof affiliatePage>>;
