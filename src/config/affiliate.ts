/**
 * The affiliate page's copy (content/affiliate.json), validated once, plus the values of the
 * placeholders it uses, taken from content/site.json so each figure lives in one place.
 */
import { affiliateTemplateValues, referralLink } from '../lib/affiliate.ts';
import { affiliate, type AffiliatePage } from '../lib/content/kinds/affiliate-page.ts';
import { fillTemplate } from '../lib/template.ts';
import { readContentObject } from './content-file.ts';
import { site } from './studio.ts';

export const affiliatePage: AffiliatePage = readContentObject(affiliate);

/** Values for the placeholders in affiliatePage ({commissionPercent}, {adminEmail}, ...). */
export const affiliateValues = affiliateTemplateValues(site.affiliate, site.emails.admin);

/** A string of affiliatePage with its placeholders filled. */
export const fillAffiliate = (template: string): string => fillTemplate(template, affiliateValues);

/** The referral link the input shows first: `{referralBaseUrl}?ref=YOUR_USERNAME`. */
export const defaultReferralLink = referralLink(site.affiliate.referralBaseUrl);
