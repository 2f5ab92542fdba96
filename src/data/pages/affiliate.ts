/**
 * What /affiliate shows: its copy (content/affiliate.json, through its collection) with the
 * placeholders filled from content/site.json, so each figure lives in one place, and the FAQ
 * with its FAQPage data. Sections get their part as props.
 */
import { site } from '@/config/studio';
import { getAffiliateCopy } from '@/data/collections';
import { filesDay } from '@/data/page-dates';
import { affiliateTemplateValues, mailtoHref, referralLink } from '@/lib/affiliate';
import { buildFaqPageJsonLd } from '@/lib/faq';
import { absoluteUrl } from '@/lib/seo';
import { fillTemplate } from '@/lib/template';

export async function affiliatePage(siteUrl: string) {
  const copy = await getAffiliateCopy();
  /** Values for the placeholders in the copy ({commissionPercent}, {adminEmail}, ...). */
  const values = affiliateTemplateValues(site.affiliate, site.emails.admin);
  const fill = (template: string): string => fillTemplate(template, values);
  /** Placeholders a sentence shows as links (TemplateText). */
  const links = { adminEmail: `mailto:${site.emails.admin}` };
  const faq = copy.faq.map((item) => ({ id: item.id, question: fill(item.question), answer: fill(item.answer) }));
  const { referral, dashboard } = copy;
  return {
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
    modified: filesDay({ content: ['affiliate.json', 'site.json'], source: ['src/pages/affiliate.astro'] }),
    jsonLd: [buildFaqPageJsonLd(faq, absoluteUrl('/affiliate', siteUrl))],
  };
}

/** The page's data, as its sections take their parts. */
export type AffiliatePageData = Awaited<ReturnType<typeof affiliatePage>>;
