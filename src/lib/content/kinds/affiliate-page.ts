/**
 * The affiliate programme page's copy: content/affiliate.json. Figures are not written here but
 * referred to as placeholders ({commissionPercent}, ...) filled from site.json.
 */
import { z } from 'astro/zod';
import { AFFILIATE_PLACEHOLDERS } from '../../affiliate.ts';
import { templatePlaceholders } from '../../template.ts';
import { field, group, icon, id, text } from './fields.ts';
import { defineKind, objectFile } from './kind.ts';

const affiliatePlaceholderNames = Object.keys(AFFILIATE_PLACEHOLDERS);
/** Text that may use the affiliate placeholders, and no other. */
const affiliateText = (what: string) =>
  text(what).superRefine((value, ctx) => {
    for (const name of templatePlaceholders(value)) {
      if (!affiliatePlaceholderNames.includes(name)) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown placeholder {${name}}; use one of ${affiliatePlaceholderNames.map((n) => `{${n}}`).join(', ')}`,
        });
      }
    }
  });
const PLACEHOLDERS = `may use ${affiliatePlaceholderNames.map((n) => `{${n}}`).join(', ')}`;
/** Placeholder text with its label; `long` text gets a text area. */
const copy = (key: string, label: string, description: string, long = false) =>
  field(affiliateText(key), label, `${description} (${PLACEHOLDERS})`, long ? { widget: 'textarea' } : {});

export const affiliatePageSchema = z
  .object({
    title: copy('title', 'Title', 'Page heading'),
    eyebrow: copy('eyebrow', 'Eyebrow', 'Short line above the heading'),
    description: field(text('description'), 'Description', 'Meta description (no placeholders)', { widget: 'textarea' }),
    intro: copy('intro', 'Intro', 'The paragraph under the heading', true),
    highlights: field(
      z
        .array(
          z
            .object({
              icon,
              value: copy('value', 'Value', 'The figure'),
              label: copy('label', 'Label', 'What the figure is'),
            })
            .strict(),
        )
        .min(2)
        .max(4),
      'Highlights',
      'Key figures under the heading, two to four',
    ),
    benefits: field(
      z
        .array(
          z
            .object({
              icon,
              title: copy('title', 'Title', 'The benefit'),
              description: copy('description', 'Description', 'A sentence about it', true),
            })
            .strict(),
        )
        .min(1),
      'Benefits',
      '"Program Benefits" tab',
    ),
    steps: field(
      z
        .array(
          z
            .object({
              title: copy('title', 'Title', 'The step'),
              description: copy('description', 'Description', 'What happens in it', true),
            })
            .strict(),
        )
        .min(1),
      'Steps',
      '"How It Works" tab, in order',
    ),
    rules: field(z.array(affiliateText('rule')).min(1), 'Rules', '"How It Works" tab: the programme rules'),
    faq: field(
      z
        .array(
          z
            .object({
              id: field(id, 'ID', 'Lowercase words joined by hyphens; the question\'s anchor'),
              question: copy('question', 'Question', 'As an affiliate would ask it'),
              answer: copy('answer', 'Answer', 'The answer, a short paragraph', true),
            })
            .strict(),
        )
        .min(1),
      'FAQ',
      '"FAQ" tab',
    ),
    referral: group('Referral box', 'The referral-link box', {
      heading: copy('heading', 'Heading', 'The box\'s heading'),
      description: copy('description', 'Description', 'The sentence under it', true),
      hint: copy('hint', 'Hint', 'The hint under the link'),
    }),
    dashboard: group('Dashboard access', 'Manual dashboard access by email to site.json emails.admin', {
      heading: copy('heading', 'Heading', 'The block\'s heading'),
      body: copy('body', 'Body', 'The paragraph under it', true),
      emailSubject: field(text('emailSubject'), 'Email subject', 'Subject of the access request email'),
      emailBody: field(text('emailBody'), 'Email body', 'Pre-filled body of the access request email', {
        widget: 'textarea',
      }),
    }),
    cta: group('Closing call to action', 'The block at the end of the page', {
      heading: copy('heading', 'Heading', 'The closing block\'s heading'),
      body: copy('body', 'Body', 'The paragraph under it', true),
    }),
  })
  .strict();

/** An item of a list without its icon: the icon is the same in every language. */
const withoutIcon = (list: z.ZodArray<z.ZodObject>) =>
  z.array(list.element.omit({ icon: true }).strict());

const { highlights, benefits } = affiliatePageSchema.shape;

/**
 * The page's copy in another language: every text, the figures still placeholders. Lists are
 * translated item by item in the entry's order (the FAQ by its questions' ids); icons and ids
 * are the entry's.
 */
const affiliatePageTranslation = affiliatePageSchema
  .extend({
    highlights: field(withoutIcon(highlights), 'Highlights', 'The figures under the heading, in the order of the entry'),
    benefits: field(withoutIcon(benefits), 'Benefits', 'The benefits, in the order of the entry'),
  })
  .strict();

export const affiliate = defineKind(affiliatePageSchema, {
  source: objectFile('affiliate.json'),
  translation: affiliatePageTranslation,
  editor: { label: 'Affiliate page', group: 'Site' },
});

export type AffiliatePage = z.infer<typeof affiliatePageSchema>;
