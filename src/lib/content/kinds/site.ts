/** The studio's own facts: content/site.json. */
import { z } from 'astro/zod';
import { field, group, httpUrl, icon, longText, text } from './fields.ts';
import { defineKind, objectFile } from './kind.ts';

const figure = z
  .object({
    value: field(text('value'), 'Value', 'The figure, like "25+"'),
    label: field(text('label'), 'Label', 'What the figure counts'),
  })
  .strict();
const tile = z
  .object({
    icon,
    title: field(text('title'), 'Title', 'The tile\'s heading'),
    description: field(longText('description'), 'Description', 'A sentence under the heading'),
  })
  .strict();
const count = (label: string, description: string) => field(z.number().int(), label, description);

export const siteSchema = z
  .object({
    name: field(text('name'), 'Name', 'The studio\'s name, in the logo and titles'),
    tagline: field(text('tagline'), 'Tagline', 'A line under the name'),
    description: field(longText('description'), 'Description', 'Default meta description'),
    sameAs: field(
      z.array(httpUrl).default([]),
      'Profiles',
      'The studio\'s own pages on other sites (GitHub, LinkedIn...): search engines link them to the studio',
    ),
    copyrightYear: count('Copyright year', 'The year in the footer').meta({ widget: 'year' }),
    emails: group('Emails', 'The studio\'s addresses', {
      contact: field(z.email(), 'Contact email', 'Where visitors\' messages go'),
      admin: field(z.email(), 'Admin email', 'Where affiliates ask for dashboard access'),
    }),
    stats: group('Stats', 'Sidebar stats card: shown as "25+" etc.', {
      projects: count('Projects', 'Projects built'),
      sold: count('Sold', 'Projects sold'),
      technologies: count('Technologies', 'Technologies used'),
    }),
    hero: group('Hero', 'The top of the home page', {
      headline: field(text('headline'), 'Headline', 'The home page\'s heading'),
      subtitle: field(longText('subtitle'), 'Subtitle', 'The line under the heading'),
      body: field(longText('body'), 'Body', 'The paragraph under the subtitle'),
      cta: field(text('cta'), 'Button', 'The button\'s text'),
    }),
    why: group('Why us', 'The home page\'s "why" block', {
      heading: field(text('heading'), 'Heading', 'The block\'s heading'),
      intro: field(longText('intro'), 'Intro', 'The paragraph under the heading'),
      tiles: field(z.array(figure).length(5), 'Tiles', 'Exactly five figures'),
    }),
    closing: group('Closing', 'The home page\'s last block', {
      heading: field(text('heading'), 'Heading', 'The block\'s heading'),
      body: field(longText('body'), 'Body', 'The paragraph under the heading'),
      figures: field(z.array(figure).min(1), 'Figures', 'Figures beside the text'),
    }),
    contact: group('Contact page', 'The contact page\'s copy', {
      intro: field(longText('intro'), 'Intro', 'The contact page\'s first paragraph'),
      replyHours: field(z.number().int().positive(), 'Reply hours', 'Hours within which we reply'),
      infoTiles: field(z.array(tile).length(3), 'Info tiles', 'Exactly three tiles'),
      funFacts: field(
        z.array(
          figure.extend({ icon }),
        ).length(4),
        'Fun facts',
        'Exactly four figures with icons',
      ),
      moreFacts: field(z.array(figure).default([]), 'More facts', 'Further figures'),
    }),
    affiliate: group('Affiliate figures', 'The affiliate programme\'s figures, used by the affiliate page\'s placeholders', {
      commissionPercent: field(z.number().positive(), 'Commission', 'Percent of each sale'),
      trackingWindowDays: field(z.number().int().positive(), 'Tracking window', 'Days a referral counts'),
      payoutDays: field(z.number().int().positive(), 'Payout', 'Days until a commission is paid'),
      referralBaseUrl: field(
        httpUrl,
        'Referral address',
        'Referral links look like {referralBaseUrl}?ref=USERNAME',
      ),
    }),
  })
  .strict();

/** The figures of a block in another language, in the order of the entry. */
const figuresIn = (count: string) =>
  field(z.array(figure), 'Figures', `${count}, in the order of the entry`);

/**
 * The studio's words in another language: those the translated pages show. The home page's and
 * the contact page's texts are optional: each page exists in a language once its texts are
 * translated (the studio's name stays the home page's headline). Figures are written text
 * ("8,734", "2.3M"), so a language writes them its own way.
 */
const siteTranslation = siteSchema
  .pick({ tagline: true, description: true })
  .extend({
    hero: group('Hero', 'The top of the home page in this language', {
      subtitle: field(longText('subtitle'), 'Subtitle', 'The line under the heading'),
      body: field(longText('body'), 'Body', 'The paragraph under the subtitle'),
      cta: field(text('cta'), 'Button', 'The button\'s text'),
    }).optional(),
    why: group('Why us', 'The home page\'s "why" block in this language', {
      heading: field(text('heading'), 'Heading', 'The block\'s heading'),
      intro: field(longText('intro'), 'Intro', 'The paragraph under the heading'),
      tiles: figuresIn('The five tiles'),
    }).optional(),
    closing: group('Closing', 'The home page\'s last block in this language', {
      heading: field(text('heading'), 'Heading', 'The block\'s heading'),
      body: field(longText('body'), 'Body', 'The paragraph under the heading'),
      figures: figuresIn('The figures beside the text'),
    }).optional(),
    contact: group('Contact page', 'The contact page\'s copy in this language', {
      intro: field(longText('intro'), 'Intro', 'The contact page\'s first paragraph'),
      infoTiles: field(
        z.array(tile.pick({ title: true, description: true }).strict()).length(3),
        'Info tiles',
        'The three tiles, in the order of the entry',
      ),
      funFacts: field(z.array(figure).length(4), 'Fun facts', 'The four figures, in the order of the entry'),
      moreFacts: field(z.array(figure), 'More facts', 'The further figures, in the order of the entry'),
    }).optional(),
  })
  .strict();

/** Whether a translation of the studio's words holds the contact page's. */
export const translatesContactPage = (translation: unknown): boolean =>
  siteTranslation.safeParse(translation).data?.contact !== undefined;

/** Whether a translation of the studio's words holds the home page's (its hero, why and closing blocks). */
export const translatesHomePage = (translation: unknown): boolean => {
  const data = siteTranslation.safeParse(translation).data;
  return data?.hero !== undefined && data.why !== undefined && data.closing !== undefined;
};

export const site = defineKind(siteSchema, {
  source: objectFile('site.json'),
  translation: siteTranslation,
  editor: { label: 'Site', group: 'Site' },
});

export type Site = z.infer<typeof siteSchema>;
