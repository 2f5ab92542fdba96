/**
 * src/data/pages/affiliate.ts over the test catalogue: the copy of content/affiliate.json with
 * its placeholders filled from content/site.json, each figure written once, and the parts each
 * section gets.
 */
import { describe, expect, it, vi } from 'vitest';
import { site } from '@/config/studio';
import { AFFILIATE_PLACEHOLDERS } from '@/lib/affiliate';
import { affiliatePageSchema } from '@/lib/content/schemas';
import { templatePlaceholders } from '@/lib/template';
import { fixture, fixtureTranslations } from '../../../support/fixture.ts';

vi.mock('astro:content', async () => (await import('../../../support/astro-content.ts')).mockedAstroContent());
vi.mock('astro:assets', async () => (await import('../../../support/astro-content.ts')).mockedAstroAssets());
vi.mock('@/data/page-dates', () => ({ filesDay: () => '2026-01-01' }));

const { affiliatePage } = await import('@/data/pages/affiliate');
const page = await affiliatePage('https://example.com/', 'en');
const german = await affiliatePage('https://example.com/', 'de');
const copy = fixture.affiliate;

describe('the affiliate page', () => {
  it('takes its figures from site.json: 30%, 90 days, 14 days, the admin address', () => {
    expect(page.values).toEqual({
      commissionPercent: '30',
      trackingWindowDays: '90',
      payoutDays: '14',
      adminEmail: site.emails.admin,
    });
  });

  it('states every programme rule of the spec, filled', () => {
    const rules = page.rules.join(' ');
    expect(rules).toContain('30% of the project value');
    expect(rules).toMatch(/no cap/i);
    expect(rules).toContain('90 days');
    expect(rules).toMatch(/completion and the client's final payment, typically within 14 days/);
    expect(rules).toMatch(/Self-referral is not allowed/);
  });

  it('fills every string it shows, and leaves the sentences with links to TemplateText', () => {
    const shown = JSON.stringify([
      page.title,
      page.eyebrow,
      page.intro,
      page.highlights,
      page.referral,
      page.dashboard.heading,
      page.benefits,
      page.steps.map((step) => step.title),
      page.cta,
      page.faq,
    ]);
    expect(templatePlaceholders(shown)).toEqual([]);
    expect(page.dashboard.body).toBe(copy.dashboard.body);
    expect(page.links).toEqual({ adminEmail: `mailto:${site.emails.admin}` });
  });

  it('explains manual dashboard access by email to the admin address', () => {
    expect(page.dashboard.body).toMatch(/manually/);
    expect(page.dashboard.body).toContain('{adminEmail}');
    expect(page.dashboard.requestHref).toMatch(new RegExp(`^mailto:${site.emails.admin}\\?subject=`));
  });

  it('offers the referral link with the YOUR_USERNAME placeholder', () => {
    expect(page.referral.link).toBe(`${site.affiliate.referralBaseUrl}?ref=YOUR_USERNAME`);
  });

  it('gives the FAQ its FAQPage data', () => {
    expect(page.faq.map((item) => item.id)).toEqual(copy.faq.map((item) => item.id));
    expect(JSON.stringify(page.jsonLd)).toContain('FAQPage');
  });
});

describe('the German affiliate page', () => {
  const translation = fixtureTranslations.find((t) => t.kind === 'affiliate' && t.language === 'de');
  if (!translation) throw new Error('the test catalogue needs affiliate.de.json');
  const words = fixture.dictionaries.find((entry) => entry.id === 'de')?.data.affiliate;

  it("shows the translation's texts with the same figures, written the German way, and the entry's icons", () => {
    expect(german.title).toBe('Partnerprogramm');
    expect(german.rules.join(' ')).toContain('30 % des Projektwerts');
    expect(german.highlights.map((item) => item.icon)).toEqual(page.highlights.map((item) => item.icon));
    expect(german.benefits.map((item) => item.icon)).toEqual(page.benefits.map((item) => item.icon));
    expect(german.faq.map((item) => item.id)).toEqual(page.faq.map((item) => item.id));
    expect(german.referral.link).toBe(page.referral.link);
    expect(german.words).toEqual(words);
    expect(german.dashboard.requestHref).toContain(encodeURIComponent('Anfrage: Zugang zum Partner-Dashboard'));
  });

  it('gives its FAQPage data its own address, questions and language', () => {
    const [faqPage] = german.jsonLd as {
      url?: string;
      '@id'?: string;
      inLanguage: string;
      mainEntity: { name: string }[];
    }[];
    expect(faqPage?.inLanguage).toBe('de');
    expect(JSON.stringify(faqPage)).toContain('https://example.com/de/affiliate');
    expect(faqPage?.mainEntity.map((question) => question.name)).toEqual(german.faq.map((item) => item.question));
  });

  it('writes a figure with a fraction the German way', async () => {
    const { affiliateTemplateValues } = await import('@/lib/affiliate');
    const figures = { commissionPercent: 7.5, trackingWindowDays: 1000, payoutDays: 14 };
    expect(affiliateTemplateValues(figures, 'a@b.c', 'de-DE').commissionPercent).toBe('7,5');
    expect(affiliateTemplateValues(figures, 'a@b.c', 'de-DE').trackingWindowDays).toBe('1.000');
    expect(affiliateTemplateValues(figures, 'a@b.c', 'en-US').commissionPercent).toBe('7.5');
  });
});

describe('content/affiliate.json', () => {
  it('repeats no figure as a literal: every figure is a placeholder', () => {
    const strings = JSON.stringify(copy);
    expect(strings).not.toMatch(/\b30%|\b90[- ]day|\b14 days|affiliates@/);
    const used = new Set(templatePlaceholders(strings));
    expect([...used].sort()).toEqual(Object.keys(AFFILIATE_PLACEHOLDERS).sort());
  });

  it('rejects an unknown placeholder and names it', () => {
    const broken = { ...copy, intro: 'Earn {comission}%' };
    const result = affiliatePageSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('unknown placeholder {comission}');
  });
});
