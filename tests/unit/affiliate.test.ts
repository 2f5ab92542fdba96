import { describe, expect, it } from 'vitest';
import { affiliatePage, affiliateValues, defaultReferralLink, fillAffiliate } from '@/config/affiliate';
import { site } from '@/config/studio';
import { AFFILIATE_PLACEHOLDERS, REFERRAL_USERNAME_PLACEHOLDER, mailtoHref, referralLink } from '@/lib/affiliate';
import { affiliatePageSchema } from '@/lib/content/schemas';
import { templatePlaceholders } from '@/lib/template';

describe('referral links', () => {
  it('default to the YOUR_USERNAME placeholder', () => {
    expect(REFERRAL_USERNAME_PLACEHOLDER).toBe('YOUR_USERNAME');
    expect(referralLink('https://nexora.studio/')).toBe('https://nexora.studio/?ref=YOUR_USERNAME');
    expect(defaultReferralLink).toContain('YOUR_USERNAME');
  });

  it('keep a query the base already has and encode the username', () => {
    expect(referralLink('https://x.io/start?utm=a', 'jo doe')).toBe('https://x.io/start?utm=a&ref=jo+doe');
  });
});

describe('mailto links', () => {
  it('encode subject and body with CRLF line breaks', () => {
    expect(mailtoHref('a@b.co', { subject: 'Hi & bye', body: 'one\ntwo' })).toBe(
      'mailto:a@b.co?subject=Hi%20%26%20bye&body=one%0D%0Atwo',
    );
  });

  it('are bare without fields', () => {
    expect(mailtoHref('a@b.co')).toBe('mailto:a@b.co');
    expect(mailtoHref('a@b.co', { subject: '' })).toBe('mailto:a@b.co');
  });
});

describe('content/affiliate.json', () => {
  it('takes its figures from site.json: 30%, 90 days, 14 days, the admin address', () => {
    expect(affiliateValues).toEqual({
      commissionPercent: 30,
      trackingWindowDays: 90,
      payoutDays: 14,
      adminEmail: site.emails.admin,
    });
  });

  it('states every programme rule of the spec', () => {
    const rules = affiliatePage.rules.map(fillAffiliate).join(' ');
    expect(rules).toContain('30% of the project value');
    expect(rules).toMatch(/no cap/i);
    expect(rules).toContain('90 days');
    expect(rules).toMatch(/completion and the client's final payment, typically within 14 days/);
    expect(rules).toMatch(/Self-referral is not allowed/);
  });

  it('explains manual dashboard access by email to the admin address', () => {
    expect(fillAffiliate(affiliatePage.dashboard.body)).toContain(site.emails.admin);
    expect(affiliatePage.dashboard.body).toMatch(/manually/);
  });

  it('repeats no figure as a literal: every figure is a placeholder', () => {
    const strings = JSON.stringify(affiliatePage);
    expect(strings).not.toMatch(/\b30%|\b90[- ]day|\b14 days|affiliates@/);
    const used = new Set(templatePlaceholders(strings));
    expect([...used].sort()).toEqual(Object.keys(AFFILIATE_PLACEHOLDERS).sort());
  });

  it('rejects an unknown placeholder and names it', () => {
    const broken = { ...affiliatePage, intro: 'Earn {comission}%' };
    const result = affiliatePageSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('unknown placeholder {comission}');
  });
});
