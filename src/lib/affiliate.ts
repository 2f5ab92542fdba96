/**
 * Affiliate programme rules and helpers (commission, tracking window, payout). The figures
 * themselves live in content/site.json (`affiliate`); the page copy in content/affiliate.json
 * refers to them through the placeholders listed here.
 */
import type { TemplateValues } from './template.ts';

/** What the referral-link input shows until the visitor types their own username. */
export const REFERRAL_USERNAME_PLACEHOLDER = 'YOUR_USERNAME';

/** Placeholders page copy may use, and what each stands for. */
export const AFFILIATE_PLACEHOLDERS = {
  commissionPercent: 'commission, percent of the project value (site.json affiliate.commissionPercent)',
  trackingWindowDays: 'referral tracking window in days (site.json affiliate.trackingWindowDays)',
  payoutDays: 'typical days until payout (site.json affiliate.payoutDays)',
  adminEmail: 'address that grants dashboard access (site.json emails.admin)',
} as const;

export type AffiliatePlaceholder = keyof typeof AFFILIATE_PLACEHOLDERS;

export interface AffiliateFigures {
  commissionPercent: number;
  trackingWindowDays: number;
  payoutDays: number;
}

/**
 * The placeholders' values, the figures written the way the page's language writes numbers
 * (`locale`, the dictionary's: "7.5" in English, "7,5" in German).
 */
export function affiliateTemplateValues(
  figures: AffiliateFigures,
  adminEmail: string,
  locale: string,
): Record<AffiliatePlaceholder, string> & TemplateValues {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    commissionPercent: number.format(figures.commissionPercent),
    trackingWindowDays: number.format(figures.trackingWindowDays),
    payoutDays: number.format(figures.payoutDays),
    adminEmail,
  };
}

/** `{base}?ref={username}`, keeping any query the base already has. */
export function referralLink(baseUrl: string, username: string = REFERRAL_USERNAME_PLACEHOLDER): string {
  const url = new URL(baseUrl);
  url.searchParams.set('ref', username);
  return url.href;
}

/** A mailto: link with an optional subject and body, encoded for every mail client. */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value.replace(/\r?\n/g, '\r\n'))}`)
    .join('&');
  return `mailto:${address}${query ? `?${query}` : ''}`;
}
