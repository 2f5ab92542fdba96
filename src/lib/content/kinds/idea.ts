/** Business ideas: content/ideas/{slug}.md, one Markdown file per idea, images beside it. */
import { z } from 'astro/zod';
import {
  group,
  describedImages,
  field,
  httpUrl,
  imagePath,
  keysOf,
  list,
  longText,
  money,
  optionalAltText,
  optionLabels,
  range,
  text,
  titled,
  type BuildImage,
  type ImageField,
} from './fields.ts';
import { defineKind, markdownFolder } from './kind.ts';
import { cardFields, entryDates } from './card-fields.ts';

/** Each business model of an idea and how the site names it. */
export const BUSINESS_MODEL_LABELS = { saas: 'SaaS', marketplace: 'Marketplace' } as const;
/** Each difficulty and how the site names it. */
export const DIFFICULTY_LABELS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const;
/** Each time to market and how the site names it. */
export const TIME_TO_MARKET_LABELS = { quick: 'Quick', medium: 'Medium', long: 'Long' } as const;

export const ideaFields = <Image extends ImageField>(image: Image) =>
  z
    .object({
      ...cardFields(image, 'The idea\'s name as shown on cards'),
      conceptImages: describedImages(image, 'Concept images', 'Shown on the idea\'s page', 'conceptImages'),
      mockupUrl: field(image.optional(), 'Mockup', 'A product mockup, shown on the idea\'s page after the concept images'),
      mockupAlt: optionalAltText('Mockup alt text', '"Mockup of" and the title'),
      businessModelType: field(z.enum(keysOf(BUSINESS_MODEL_LABELS)), 'Business model', 'SaaS or marketplace', {
        optionLabels: optionLabels(BUSINESS_MODEL_LABELS),
      }),
      estimatedRevenue: field(
        z
          .object({
            min: field(z.number().nonnegative(), 'Minimum', 'Lowest estimate per month'),
            max: field(z.number().nonnegative(), 'Maximum', 'Highest estimate per month'),
            currency: field(z.string().length(3).default('USD'), 'Currency', 'Three-letter currency code, like USD'),
          })
          .strict()
          .refine((r) => r.min <= r.max, { error: 'estimatedRevenue: min must not exceed max' }),
        'Estimated revenue',
        'Estimated monthly revenue range',
      ),
      targetAudience: group('Target audience', 'Who it is for', {
        demographics: field(list('demographic'), 'Demographics', 'Who the customers are'),
        industries: field(list('industry'), 'Industries', 'Industries it sells to'),
        roles: field(list('role'), 'Roles', 'Job roles of the people using it'),
      }),
      marketSize: group('Market size', 'The market in millions of US dollars', {
        totalAddressableMarket: field(z.number().positive(), 'TAM', 'Total addressable market, millions of US dollars'),
        serviceableAvailableMarket: field(z.number().positive(), 'SAM', 'Serviceable available market, millions of US dollars'),
        serviceableObtainableMarket: field(z.number().positive(), 'SOM', 'Serviceable obtainable market, millions of US dollars'),
      }),
      developmentResources: group('Development resources', 'What building it takes', {
        estimatedTimeMonths: field(z.number().positive(), 'Time to build', 'Months to a first release'),
        estimatedCost: field(range('estimatedCost', 'cost', 'US dollars'), 'Cost', 'Cost to build, US dollars'),
        requiredSkills: field(list('skill'), 'Required skills', 'Skills the team needs'),
        teamSize: field(range('teamSize', 'team size', 'people'), 'Team size', 'People needed'),
      }),
      monetizationStrategies: group('Monetization', 'How it earns', {
        primary: field(text('primary'), 'Primary', 'The main way it earns'),
        secondary: field(list('secondary strategy'), 'Secondary', 'Further ways it earns'),
        pricingModel: field(text('pricingModel'), 'Pricing model', 'How customers pay'),
        estimatedLTV: field(money, 'LTV', 'Customer lifetime value, US dollars'),
        estimatedCAC: field(money.optional(), 'CAC', 'Customer acquisition cost, US dollars'),
      }),
      competitiveLandscape: group('Competition', 'Who else is in the market', {
        directCompetitors: field(list('competitor'), 'Direct competitors', 'Products doing the same'),
        indirectCompetitors: field(list('competitor'), 'Indirect competitors', 'Other ways customers solve it'),
        competitiveAdvantage: field(list('advantage'), 'Advantages', 'Why it would win'),
      }),
      uniqueSellingProposition: field(
        longText('uniqueSellingProposition'),
        'Unique selling proposition',
        'What sets it apart, in a sentence',
      ),
      successStories: field(
        z.array(titled('story').extend({ url: field(httpUrl, 'Link', 'Where the story is told') }).strict()).default([]),
        'Success stories',
        'Similar businesses that made it',
      ),
      recommendedTechStack: field(
        list('tech stack entry'),
        'Recommended tech stack',
        'First word is the technology, the rest a note: "Astro for the marketing site"',
      ),
      growthPotential: group('Growth potential', 'How far it could go', {
        scalabilityScore: field(z.number().int().min(1).max(10), 'Scalability score', 'From 1 to 10'),
        expansionOpportunities: field(list('opportunity'), 'Expansion opportunities', 'Where it could grow'),
        potentialExitStrategies: field(list('exit strategy'), 'Exit strategies', 'How it could be sold'),
      }),
      challenges: field(
        z
          .array(
            z
              .object({
                challenge: field(longText('challenge'), 'Challenge', 'What could go wrong'),
                potentialSolution: field(longText('potentialSolution'), 'Potential solution', 'How to deal with it'),
              })
              .strict(),
          )
          .default([]),
        'Challenges',
        'Risks and how to meet them',
      ),
      category: field(list('category'), 'Categories', 'Topics the idea belongs to'),
      difficulty: field(z.enum(keysOf(DIFFICULTY_LABELS)), 'Difficulty', 'How hard it is to build', {
        optionLabels: optionLabels(DIFFICULTY_LABELS),
      }),
      timeToMarket: field(z.enum(keysOf(TIME_TO_MARKET_LABELS)), 'Time to market', 'How soon it could launch', {
        optionLabels: optionLabels(TIME_TO_MARKET_LABELS),
      }),
      ...entryDates,
    })
    .strict();

/** An idea as editors write it (image paths). */
export const ideaSchema = ideaFields(imagePath);

const ideaShape = ideaSchema.shape;

/**
 * An idea's translation (content/ideas/{slug}.{language}.md): its texts in the front matter, each
 * list item in the entry's order (a success story's link, and every number, price, date, image,
 * business model, difficulty and time to market stay the entry's), and the translated
 * full description below.
 */
const ideaTranslation = z
  .object({
    title: ideaShape.title,
    shortDescription: ideaShape.shortDescription,
    searchDescription: ideaShape.searchDescription,
    targetAudience: ideaShape.targetAudience.pick({ demographics: true, industries: true, roles: true }).strict(),
    developmentResources: ideaShape.developmentResources.pick({ requiredSkills: true }).strict(),
    monetizationStrategies: ideaShape.monetizationStrategies.pick({ primary: true, secondary: true, pricingModel: true }).strict(),
    competitiveLandscape: ideaShape.competitiveLandscape.pick({ directCompetitors: true, indirectCompetitors: true, competitiveAdvantage: true }).strict(),
    uniqueSellingProposition: ideaShape.uniqueSellingProposition,
    successStories: field(
      z.array(titled('story')).default([]),
      'Success stories',
      'The title and description of each of the entry\'s stories, in order (the link is the entry\'s)',
    ),
    recommendedTechStack: ideaShape.recommendedTechStack,
    growthPotential: ideaShape.growthPotential.pick({ expansionOpportunities: true, potentialExitStrategies: true }).strict(),
    challenges: ideaShape.challenges,
    category: ideaShape.category,
  })
  .strict();

export const ideas = defineKind(ideaSchema, {
  translation: ideaTranslation,
  source: markdownFolder('ideas', { label: 'Full description', description: 'The idea in full, shown on its page.' }),
  withImages: ideaFields<BuildImage>,
  editor: { label: 'Business ideas', group: 'Portfolio', page: '/business-ideas/' },
});

export type Idea<Image = string> = z.output<ReturnType<typeof ideaFields<z.ZodType<Image>>>>;
