/** src/lib/affiliate.ts: referral and mailto links (the page's copy: tests/unit/data/pages/affiliate.test.ts). */
import { describe, expect, it } from 'vitest';
import { REFERRAL_USERNAME_PLACEHOLDER, mailtoHref, referralLink } from '@/lib/affiliate';

describe('referral links', () => {
  it('default to the YOUR_USERNAME placeholder', () => {
    expect(REFERRAL_USERNAME_PLACEHOLDER).toBe('YOUR_USERNAME');
    expect(referralLink('https://nexora.studio/')).toBe('https://nexora.studio/?ref=YOUR_USERNAME');
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
