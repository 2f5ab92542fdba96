/** Projects: content/projects/{slug}.md, one Markdown file per project, images beside it. */
import { z } from 'astro/zod';
import {
  describedImage,
  describedImages,
  field,
  httpUrl,
  imagePath,
  isoDate,
  keysOf,
  list,
  money,
  nullableNumber,
  optionLabels,
  type BuildImage,
  type ImageField,
} from './fields.ts';
import { defineKind, markdownFolder } from './kind.ts';
import { cardFields, entryDates } from './card-fields.ts';
import {
  DEVELOPMENT_COST_DISPLAYS,
  MODEL_LABELS,
  PRICE_DISPLAYS,
  PROJECT_STATUS,
  STATUS_LABELS,
  TYPE_LABELS,
  type ProjectStatus,
} from './project-options.ts';

export { MODEL_LABELS, STATUS_LABELS, TYPE_LABELS } from './project-options.ts';

export const PROJECT_TYPES = keysOf(TYPE_LABELS);
export const PROJECT_STATUSES = keysOf(PROJECT_STATUS);
export const MONETIZATION_MODELS = keysOf(MODEL_LABELS);

/** Fields of a sale: the editor shows them only once the status is Sold (the content check refuses a sale date otherwise). */
const SOLD_ONLY = { shownWhen: { status: ['sold'] } } as const;

const projectMetricsSchema = z
  .object({
    monthlyRevenue: field(nullableNumber, 'Monthly revenue', 'US dollars per month; empty or 0 = pre-revenue'),
    monthlyUsers: field(nullableNumber, 'Monthly users', 'Unique users per month'),
    growthRate: field(nullableNumber, 'Growth rate', 'Month-over-month growth, percent'),
    roi: field(nullableNumber, 'ROI', 'Return on investment, percent'),
    churnRate: field(nullableNumber, 'Churn rate', 'Monthly churn, percent'),
    pageViews: field(nullableNumber, 'Page views', 'Page views per month'),
    developmentCost: field(nullableNumber, 'Development cost', 'US dollars spent building it'),
  })
  .strict();

const businessDetailsSchema = z
  .object({
    siteAge: field(z.string().optional(), 'Site age', 'Human-readable age, e.g. "3 years"'),
    location: field(z.string().optional(), 'Location', 'Where the business is registered or run'),
    profitMargin: field(z.number().optional(), 'Profit margin', 'Percent'),
    profitMultiple: field(z.number().optional(), 'Profit multiple', 'Sale price / yearly profit'),
    revenueMultiple: field(z.number().optional(), 'Revenue multiple', 'Sale price / yearly revenue'),
  })
  .strict();

const seoDataSchema = z
  .object({
    authorityScore: field(z.number().min(0).max(100).optional(), 'Authority score', 'Domain authority, 0-100'),
    referringDomains: field(z.number().int().nonnegative().optional(), 'Referring domains', 'Domains linking to the site'),
    backlinks: field(z.number().int().nonnegative().optional(), 'Backlinks', 'Links pointing to the site'),
    totalKeywords: field(z.number().int().nonnegative().optional(), 'Total keywords', 'Search phrases the site ranks for'),
    topKeywords: field(z.array(z.string()).optional(), 'Top keywords', 'Best-ranking search phrases'),
  })
  .strict();

export const projectFields = <Image extends ImageField>(image: Image) =>
  z
    .object({
      ...cardFields(image, 'Project name as shown on cards'),
      images: describedImages(image, 'Gallery', 'Images shown on the case study', 'images'),
      projectType: field(z.enum(PROJECT_TYPES), 'Project type', 'Kind of product', { optionLabels: optionLabels(TYPE_LABELS) }),
      status: field(z.enum(PROJECT_STATUSES), 'Status', 'Where the project stands', {
        optionLabels: optionLabels(STATUS_LABELS),
      }),
      salePrice: field(money.optional(), 'Sale price', 'Price it sold for, US dollars', SOLD_ONLY),
      saleDate: field(isoDate.optional(), 'Sale date', 'Date of sale, YYYY-MM-DD', SOLD_ONLY),
      pricingNotes: field(z.string().optional(), 'Pricing note', 'Free-text price, e.g. "$16,900" or "Custom pricing"'),
      priceDisplay: field(z.enum(keysOf(PRICE_DISPLAYS)).default('amount'), 'Price display', 'How the price shows', {
        optionLabels: PRICE_DISPLAYS,
      }),
      developmentCostDisplay: field(
        z.enum(keysOf(DEVELOPMENT_COST_DISPLAYS)).default('everywhere'),
        'Development cost display',
        'Where the development cost shows',
        { optionLabels: DEVELOPMENT_COST_DISPLAYS },
      ),
      modulePrice: field(money.optional(), 'Module price', 'Licence price of a module or plugin, US dollars'),
      revenuePotential: field(
        z
          .object({
            min: field(money, 'Minimum', 'Lowest estimate, US dollars per month'),
            max: field(money, 'Maximum', 'Highest estimate, US dollars per month'),
          })
          .strict()
          .refine((range) => range.min <= range.max, { error: 'min must not be above max' })
          .optional(),
        'Revenue potential',
        'Estimated monthly revenue once scaled, US dollars: Key Metrics and a home highlight show it',
      ),
      techStack: field(
        list('techStack item').min(1),
        'Tech stack',
        'Technologies, ticked most important first; one missing from the list is added under Site › Technologies',
        { picks: 'technologies' },
      ),
      features: field(list('feature').min(1), 'Features', 'One line per feature'),
      monetizationModel: field(z.array(z.enum(MONETIZATION_MODELS)).default([]), 'Monetization', 'How it earns', {
        optionLabels: optionLabels(MODEL_LABELS),
      }),
      metrics: field(projectMetricsSchema.default({}), 'Metrics', 'Figures shown on the card and the case study'),
      badges: field(list('badge').default([]), 'Badges', 'Short labels; the card shows the first one'),
      liveUrl: field(httpUrl.optional(), 'Live site', 'Public address of the product'),
      flippaUrl: field(httpUrl.optional(), 'Marketplace listing', 'Listing on a marketplace for websites/apps'),
      githubUrl: field(httpUrl.optional(), 'GitHub', 'Source repository'),
      detailsUrl: field(httpUrl.optional(), 'Details link', 'Further reading elsewhere'),
      businessDetails: field(businessDetailsSchema.optional(), 'Business details', 'Facts about the business, for sold sites'),
      seoData: field(seoDataSchema.optional(), 'SEO data', 'Search figures, for content sites'),
      developmentHours: field(z.number().int().nonnegative().optional(), 'Development hours', 'Hours spent building it'),
      domainValue: field(money.optional(), 'Domain value', 'Estimated domain value, US dollars'),
      ...entryDates,
    })
    .strict()
    .superRefine((project, ctx) => {
      if (project.saleDate && project.status !== 'sold') {
        ctx.addIssue({ code: 'custom', path: ['saleDate'], message: 'only a project with status "sold" has a saleDate' });
      }
    });

/** A project as editors write it (image paths). */
export const projectSchema = projectFields(imagePath);

const projectShape = projectSchema.shape;

/**
 * A project's translation (content/projects/{slug}.{language}.md): its texts in the front matter,
 * each list item in the entry's order (a gallery image's file stays the entry's), and the
 * translated case study below. Every number, price, date, image, link, tech stack item and enum
 * (type, status, monetization, displays) stays the entry's.
 */
const projectTranslation = z
  .object({
    title: projectShape.title,
    shortDescription: projectShape.shortDescription,
    searchDescription: projectShape.searchDescription,
    thumbnailAlt: projectShape.thumbnailAlt,
    images: field(
      z.array(z.object({ alt: describedImage(imagePath).shape.alt }).strict()).default([]),
      'Gallery',
      'The alt text of each of the entry\'s images, in order (the image is the entry\'s)',
    ),
    pricingNotes: projectShape.pricingNotes,
    features: projectShape.features,
    badges: projectShape.badges,
    businessDetails: field(
      businessDetailsSchema.pick({ siteAge: true, location: true }).strict().optional(),
      'Business details',
      'The site\'s age and location as texts (the margins and multiples are the entry\'s)',
    ),
  })
  .strict();

export const projects = defineKind(projectSchema, {
  translation: projectTranslation,
  source: markdownFolder('projects', {
    label: 'Full description',
    description: 'What the client needed, what we built, how it went.',
  }),
  withImages: projectFields<BuildImage>,
  editor: { label: 'Projects', group: 'Portfolio', page: '/case-studies/', columns: ['status', 'projectType'] },
});

export type Project<Image = string> = z.output<ReturnType<typeof projectFields<z.ZodType<Image>>>>;
export type ProjectType = keyof typeof TYPE_LABELS;
export type { ProjectStatus };
export type MonetizationModel = keyof typeof MODEL_LABELS;
export type PriceDisplay = keyof typeof PRICE_DISPLAYS;
export type DevelopmentCostDisplay = keyof typeof DEVELOPMENT_COST_DISPLAYS;
