/**
 * The affiliate page's copy (content/affiliate.json), validated once, plus the values of the
 * placeholders it uses, taken from content/site.json so each figure lives in one place.
 */
import affiliateJson from '../../content/affiliate.json' with { type: 'json' };
import { affiliateTemplateValues, referralLink } from '../lib/affiliate.ts';
import { affiliatePageSchema, type AffiliatePage } from '../lib/content/schemas.ts';
import { fillTemplate } from '../lib/template.ts';
import { parseContentFile } from './content-file.ts';
import { site } from './site.ts';

export const affiliatePage: AffiliatePage = parseContentFile(affiliatePageSchema, affiliateJson, 'affiliate.json');

/** Values for the placeholders in affiliatePage ({commissionPercent}, {adminEmail}, ...). */
export const affiliateValues = affiliateTemplateValues(site.affiliate, site.emails.admin);

/** A string of affiliatePage with its placeholders filled. */
export const fillAffiliate = (template: string): string => fillTemplate(template, affiliateValues);

/** The referral link the input shows first: `{referralBaseUrl}?ref=YOUR_USERNAME`. */
export const defaultReferralLink = referralLink(site.affiliate.referralBaseUrl);
