/**
 * One zod schema per kind of content. `src/content.config.ts` hands them to Astro's
 * loaders; the content-integrity tests parse the files in `content/` with the very same
 * schemas, so the build and the tests can never disagree about what a valid entry is.
 *
 * Conventions for editors:
 * - the file name is the entry's id / slug (`content/projects/siteforge.md` -> `siteforge`);
 * - the Markdown body holds the long prose (a project's or idea's full description, a tool's
 *   "About" text, a case study's overview);
 * - money is in US dollars as plain numbers (16900, not "$16,900").
 */
import { z } from 'astro/zod';
import { AFFILIATE_PLACEHOLDERS } from '../affiliate.ts';
import { templatePlaceholders } from '../template.ts';
import { ICON_NAMES } from '../icon-names.ts';

// ---------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------

const text = (what: string) => z.string().trim().min(1, { error: `${what} must not be empty` });
const list = (what: string) => z.array(text(what));
/** YAML turns an unquoted 2025-03-18 into a Date; either way the entry gets the string. */
const isoDate = z
  .union([
    z.iso.date({ error: 'expected a date written YYYY-MM-DD' }),
    z.date().transform((date) => date.toISOString().slice(0, 10)),
  ])
  .describe('Calendar date, YYYY-MM-DD');
const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' });
/** Image files the build can process: raster formats, or SVG for logos. */
export const IMAGE_EXTENSIONS = ['webp', 'png', 'jpg', 'jpeg', 'avif', 'gif', 'svg'] as const;
/**
 * An image beside its entry, written relative to the entry's file:
 * "./{slug}/thumbnailUrl.webp" next to content/projects/{slug}.md. This is what editors write and
 * what `npm run content:check` checks; the build reads the same field through Astro's `image()`
 * (src/content.config.ts), which gives the pages the image's real size and optimised copies.
 */
export const imagePath = z
  .string()
  .regex(/^\.\.?\//, { error: 'expected a path relative to this file, starting with ./ (like "./my-project/thumbnailUrl.webp")' })
  .regex(new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i'), {
    error: `expected an image file (${IMAGE_EXTENSIONS.map((e) => `.${e}`).join(', ')})`,
  });

/**
 * The schema of an image field: `imagePath` for the editors' files, or Astro's `image()` in the
 * build. The kinds with images are written as functions of it, so both read the same fields.
 */
type ImageField = z.ZodType;
const money = z.number().nonnegative().describe('US dollars');
const nullableNumber = z.number().nullable().optional();
/** Optional position in lists: entries with an order come first (1, 2, ...), then the rest. */
/** An entry being written: on the dev server with a Draft label, left out of the built site. */
const draft = z
  .boolean()
  .default(false)
  .describe('Draft: shown only under npm run dev (with a Draft label), left out of the built site until unticked');
const displayOrder = z
  .number()
  .int({ error: 'expected a whole number' })
  .optional()
  .describe('Position in lists: lower comes first; entries without one follow in their usual order');
/** An icon by name (src/lib/icon-names.ts). */
const icon = z.enum(ICON_NAMES).describe('Icon name, one of src/lib/icon-names.ts');
/** An id, and the file name of an entry: lowercase words joined by hyphens. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const id = z.string().regex(ID_PATTERN, { error: 'expected a lowercase id like "ai-ml"' });

// ---------------------------------------------------------------------------------------
// Projects (content/projects/{slug}.md)
// ---------------------------------------------------------------------------------------

export const PROJECT_TYPES = [
  'saas',
  'ai_tool',
  'mobile_app',
  'marketplace',
  'content_platform',
  'ecommerce',
  'module_plugin',
  'other',
] as const;
export const PROJECT_STATUSES = [
  'sold',
  'in_development',
  'in_pipeline',
  'portfolio',
  'request',
] as const;
export const MONETIZATION_MODELS = [
  'subscription',
  'one_time_fee',
  'advertising',
  'freemium',
  'marketplace_fees',
] as const;

export const projectTypeSchema = z.enum(PROJECT_TYPES);
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export const monetizationModelSchema = z.enum(MONETIZATION_MODELS);

export const projectMetricsSchema = z
  .object({
    monthlyRevenue: nullableNumber.describe('US dollars per month; empty or 0 = pre-revenue'),
    monthlyUsers: nullableNumber.describe('Unique users per month'),
    growthRate: nullableNumber.describe('Month-over-month growth, percent'),
    roi: nullableNumber.describe('Return on investment, percent'),
    churnRate: nullableNumber.describe('Monthly churn, percent'),
    pageViews: nullableNumber.describe('Page views per month'),
    developmentCost: nullableNumber.describe('US dollars spent building it'),
  })
  .strict();

export const businessDetailsSchema = z
  .object({
    siteAge: z.string().optional().describe('Human-readable age, e.g. "3 years"'),
    location: z.string().optional().describe('Where the business is registered or run'),
    profitMargin: z.number().optional().describe('Percent'),
    profitMultiple: z.number().optional().describe('Sale price / yearly profit'),
    revenueMultiple: z.number().optional().describe('Sale price / yearly revenue'),
  })
  .strict();

export const seoDataSchema = z
  .object({
    authorityScore: z.number().min(0).max(100).optional().describe('0-100'),
    referringDomains: z.number().int().nonnegative().optional(),
    backlinks: z.number().int().nonnegative().optional(),
    totalKeywords: z.number().int().nonnegative().optional(),
    topKeywords: z.array(z.string()).optional().describe('Best-ranking search phrases'),
  })
  .strict();

export const projectFields = <Image extends ImageField>(image: Image) =>
  z
  .object({
    id: z.number().int().positive().describe('Stable numeric id, 1-based, unique'),
    draft,
    order: displayOrder,
    title: text('title').describe('Project name as shown on cards'),
    shortDescription: text('shortDescription').describe('One or two sentences for the card'),
    thumbnailUrl: image.describe('Card image, usually ./{slug}/thumbnailUrl.webp beside the entry'),
    images: z.array(image).default([]).describe('Gallery images, usually ./{slug}/images/0.webp, 1.webp, ...'),
    projectType: projectTypeSchema.describe('Kind of product'),
    status: projectStatusSchema.describe('Where the project stands'),
    salePrice: money.optional().describe('Price it sold for, US dollars (sold projects)'),
    saleDate: isoDate.optional().describe('Date of sale, YYYY-MM-DD'),
    pricingNotes: z.string().optional().describe('Free-text price, e.g. "$16,900"'),
    modulePrice: money.optional().describe('Licence price of a module or plugin, US dollars'),
    revenuePotential: z
      .object({ min: money, max: money })
      .strict()
      .refine((range) => range.min <= range.max, { error: 'min must not be above max' })
      .optional()
      .describe('Estimated monthly revenue once scaled, US dollars: Key Metrics and a home highlight show it'),
    techStack: list('techStack item').min(1).describe('Technologies, most important first'),
    features: list('feature').min(1).describe('One line per feature'),
    monetizationModel: z.array(monetizationModelSchema).default([]).describe('How it earns'),
    metrics: projectMetricsSchema.default({}),
    badges: list('badge').default([]).describe('Short labels; the card shows the first one'),
    liveUrl: httpUrl.optional().describe('Public site'),
    flippaUrl: httpUrl.optional().describe('Listing on a marketplace for websites/apps'),
    githubUrl: httpUrl.optional(),
    detailsUrl: httpUrl.optional().describe('Further reading elsewhere'),
    businessDetails: businessDetailsSchema.optional(),
    seoData: seoDataSchema.optional(),
    developmentHours: z.number().int().nonnegative().optional(),
    domainValue: money.optional().describe('Estimated domain value, US dollars'),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .strict()
  .superRefine((project, ctx) => {
    if (project.saleDate && project.status !== 'sold') {
      ctx.addIssue({
        code: 'custom',
        path: ['saleDate'],
        message: 'only a project with status "sold" has a saleDate',
      });
    }
  });

/** A project as editors write it (image paths). */
export const projectSchema = projectFields(imagePath);

// ---------------------------------------------------------------------------------------
// Business ideas (content/ideas/{slug}.md)
// ---------------------------------------------------------------------------------------

const range = (what: string) =>
  z
    .object({ min: z.number().nonnegative(), max: z.number().nonnegative() })
    .strict()
    .refine((r) => r.min <= r.max, { error: `${what}: min must not exceed max` });

export const ideaFields = <Image extends ImageField>(image: Image) =>
  z
  .object({
    id: z.number().int().positive(),
    draft,
    order: displayOrder,
    title: text('title'),
    shortDescription: text('shortDescription'),
    thumbnailUrl: image.describe('Card image, usually ./{slug}/thumbnailUrl.webp beside the entry'),
    conceptImages: z.array(image).default([]).describe('Usually ./{slug}/conceptImages/0.webp, 1.webp, ...'),
    mockupUrl: image.optional(),
    businessModelType: z.enum(['saas', 'marketplace']),
    estimatedRevenue: z
      .object({
        min: z.number().nonnegative(),
        max: z.number().nonnegative(),
        currency: z.string().length(3).default('USD'),
      })
      .strict()
      .describe('Estimated monthly revenue range')
      .refine((r) => r.min <= r.max, { error: 'estimatedRevenue: min must not exceed max' }),
    targetAudience: z
      .object({
        demographics: list('demographic'),
        industries: list('industry'),
        roles: list('role'),
      })
      .strict(),
    marketSize: z
      .object({
        totalAddressableMarket: z.number().positive().describe('TAM, millions of US dollars'),
        serviceableAvailableMarket: z.number().positive().describe('SAM, millions of US dollars'),
        serviceableObtainableMarket: z.number().positive().describe('SOM, millions of US dollars'),
      })
      .strict(),
    developmentResources: z
      .object({
        estimatedTimeMonths: z.number().positive(),
        estimatedCost: range('estimatedCost').describe('US dollars'),
        requiredSkills: list('skill'),
        teamSize: range('teamSize').describe('People'),
      })
      .strict(),
    monetizationStrategies: z
      .object({
        primary: text('primary'),
        secondary: list('secondary strategy'),
        pricingModel: text('pricingModel'),
        estimatedLTV: money.describe('Customer lifetime value, US dollars'),
        estimatedCAC: money.optional().describe('Customer acquisition cost, US dollars'),
      })
      .strict(),
    competitiveLandscape: z
      .object({
        directCompetitors: list('competitor'),
        indirectCompetitors: list('competitor'),
        competitiveAdvantage: list('advantage'),
      })
      .strict(),
    uniqueSellingProposition: text('uniqueSellingProposition'),
    successStories: z
      .array(z.object({ title: text('title'), description: text('description'), url: httpUrl }).strict())
      .default([]),
    recommendedTechStack: list('tech stack entry').describe(
      'First word is the technology, the rest a note: "Astro for the marketing site"',
    ),
    growthPotential: z
      .object({
        scalabilityScore: z.number().int().min(1).max(10),
        expansionOpportunities: list('opportunity'),
        potentialExitStrategies: list('exit strategy'),
      })
      .strict(),
    challenges: z
      .array(z.object({ challenge: text('challenge'), potentialSolution: text('potentialSolution') }).strict())
      .default([]),
    category: list('category'),
    difficulty: z.enum(['beginner', 'intermediate', 'advanced']),
    timeToMarket: z.enum(['quick', 'medium', 'long']),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .strict();

/** An idea as editors write it (image paths). */
export const ideaSchema = ideaFields(imagePath);

// ---------------------------------------------------------------------------------------
// Tools (content/tools/{id}.md) and tool categories (content/tool-categories.json)
// ---------------------------------------------------------------------------------------

export const toolCategorySchema = z
  .object({
    id,
    name: text('name'),
    description: text('description'),
    icon,
    order: z.number().int().describe('Position in menus and filters'),
    sidebar: z.boolean().default(false).describe('Listed in the sidebar\'s Tools group'),
    navLabel: text('navLabel').optional().describe('Shorter name for the sidebar (default: name)'),
  })
  .strict();

export const toolFields = <Image extends ImageField>(image: Image) =>
  z
  .object({
    name: text('name'),
    draft,
    order: displayOrder,
    category: id.describe('Id of an entry in content/tool-categories.json'),
    description: text('description').describe('One or two sentences, shown on cards'),
    website: httpUrl.optional(),
    github: httpUrl.optional(),
    logoUrl: image.optional().describe('Square logo beside the entry (./{id}/logoUrl.svg); a first-letter placeholder otherwise'),
    featured: z.boolean().default(false),
    useCases: list('use case').min(1),
    examples: list('example').min(1),
    features: z
      .array(z.object({ name: text('name'), description: text('description') }).strict())
      .min(1),
    codeExamples: z
      .array(
        z
          .object({
            title: text('title'),
            language: text('language').describe('e.g. ts, tsx, python, bash, yaml'),
            code: text('code'),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

/** A tool as editors write it (image paths). */
export const toolSchema = toolFields(imagePath);

// ---------------------------------------------------------------------------------------
// Expertise areas, their built-in case studies, methodologies
// ---------------------------------------------------------------------------------------

export const areaSchema = z
  .object({
    name: text('name'),
    description: text('description'),
    icon,
    order: z.number().int().describe('Position in lists and the sidebar'),
    sidebar: z.boolean().default(true).describe('Listed in the sidebar\'s Expertise group'),
    relatedTools: z
      .array(id)
      .default([])
      .describe('Tool ids; an id of technologies.json without a tool page (like n8n) is allowed and not shown'),
    keyCapabilities: list('capability').min(1),
    caseStudies: z.array(id).optional().describe('Ids of entries in content/area-case-studies/'),
  })
  .strict();

export const areaCaseStudySchema = z
  .object({
    title: text('title'),
    summary: text('summary').describe('One line for cards'),
    detail: z
      .object({
        challenge: text('challenge'),
        solutionArchitecture: list('architecture point').min(1),
        implementation: z
          .object({
            title: text('title'),
            language: text('language'),
            code: text('code'),
          })
          .strict()
          .describe('Illustrative code sample; the page marks it as simplified'),
        keyFeatures: z
          .array(z.object({ title: text('title'), description: text('description') }).strict())
          .length(4, { error: 'exactly four key features' }),
        results: list('result').min(1),
      })
      .strict()
      .optional()
      .describe('Full case study; omit for a "coming soon" entry. The body is the overview.'),
  })
  .strict();

export const methodologySchema = z
  .object({
    name: text('name'),
    description: text('description'),
    order: z.number().int(),
    steps: z
      .array(z.object({ name: text('name'), description: text('description') }).strict())
      .min(1),
    benefits: list('benefit').min(1),
    relatedExpertise: z.array(id).default([]).describe('Expertise area ids'),
  })
  .strict();

// ---------------------------------------------------------------------------------------
// FAQ (content/faq/{categoryId}.json)
// ---------------------------------------------------------------------------------------

export const faqCategorySchema = z
  .object({
    name: text('name'),
    order: z.number().int(),
    items: z
      .array(z.object({ id, question: text('question'), answer: text('answer') }).strict())
      .min(1),
  })
  .strict();

// ---------------------------------------------------------------------------------------
// Site data: services, technology categories, highlights (JSON lists) and site.json
// ---------------------------------------------------------------------------------------

export const serviceSchema = z
  .object({
    id,
    title: text('title'),
    description: text('description'),
    icon,
    examples: list('example').min(2),
  })
  .strict();

export const technologyCategorySchema = z
  .object({
    id,
    name: text('name'),
    technologies: z.array(z.object({ id, name: text('name') }).strict()).min(1),
  })
  .strict();

export const highlightSchema = z
  .object({
    id,
    title: text('title'),
    value: text('value').optional().describe('The value line; leave it empty to show the project\'s revenue potential'),
    project: id.optional().describe('Slug of the project it features (its file name): the value line can come from it'),
  })
  .strict()
  .refine((highlight) => highlight.value !== undefined || highlight.project !== undefined, {
    error: 'give a value, or the project whose revenue potential is the value',
    path: ['value'],
  });

const figure = z.object({ value: text('value'), label: text('label') }).strict();
const tile = z
  .object({ icon, title: text('title'), description: text('description') })
  .strict();

export const siteSchema = z
  .object({
    name: text('name'),
    tagline: text('tagline'),
    description: text('description').describe('Default meta description'),
    copyrightYear: z.number().int(),
    emails: z.object({ contact: z.email(), admin: z.email() }).strict(),
    stats: z
      .object({
        projects: z.number().int(),
        sold: z.number().int(),
        technologies: z.number().int(),
      })
      .strict()
      .describe('Sidebar stats card: shown as "25+" etc.'),
    hero: z
      .object({ headline: text('headline'), subtitle: text('subtitle'), body: text('body'), cta: text('cta') })
      .strict(),
    why: z
      .object({ heading: text('heading'), intro: text('intro'), tiles: z.array(figure).length(5) })
      .strict(),
    closing: z
      .object({ heading: text('heading'), body: text('body'), figures: z.array(figure).min(1) })
      .strict(),
    contact: z
      .object({
        intro: text('intro'),
        replyHours: z.number().int().positive(),
        infoTiles: z.array(tile).length(3),
        funFacts: z.array(figure.extend({ icon })).length(4),
        moreFacts: z.array(figure).default([]),
      })
      .strict(),
    affiliate: z
      .object({
        commissionPercent: z.number().positive(),
        trackingWindowDays: z.number().int().positive(),
        payoutDays: z.number().int().positive(),
        referralBaseUrl: httpUrl.describe('Referral links look like {referralBaseUrl}?ref=USERNAME'),
      })
      .strict(),
  })
  .strict();

// ---------------------------------------------------------------------------------------
// Affiliate programme page copy (content/affiliate.json). Figures are not written here but
// referred to as placeholders ({commissionPercent}, ...) filled from site.json.
// ---------------------------------------------------------------------------------------

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

export const affiliatePageSchema = z
  .object({
    title: affiliateText('title').describe('Page heading'),
    eyebrow: affiliateText('eyebrow').describe('Short line above the heading'),
    description: text('description').describe('Meta description (no placeholders)'),
    intro: affiliateText('intro'),
    highlights: z
      .array(z.object({ icon, value: affiliateText('value'), label: affiliateText('label') }).strict())
      .min(2)
      .max(4)
      .describe('Key figures under the heading'),
    benefits: z
      .array(z.object({ icon, title: affiliateText('title'), description: affiliateText('description') }).strict())
      .min(1)
      .describe('"Program Benefits" tab'),
    steps: z
      .array(z.object({ title: affiliateText('title'), description: affiliateText('description') }).strict())
      .min(1)
      .describe('"How It Works" tab, in order'),
    rules: z.array(affiliateText('rule')).min(1).describe('"How It Works" tab: the programme rules'),
    faq: z
      .array(z.object({ id, question: affiliateText('question'), answer: affiliateText('answer') }).strict())
      .min(1)
      .describe('"FAQ" tab'),
    referral: z
      .object({ heading: affiliateText('heading'), description: affiliateText('description'), hint: affiliateText('hint') })
      .strict()
      .describe('The referral-link box'),
    dashboard: z
      .object({
        heading: affiliateText('heading'),
        body: affiliateText('body'),
        emailSubject: text('emailSubject'),
        emailBody: text('emailBody').describe('Pre-filled body of the access request email'),
      })
      .strict()
      .describe('Manual dashboard access by email to site.json emails.admin'),
    cta: z.object({ heading: affiliateText('heading'), body: affiliateText('body') }).strict(),
  })
  .strict();

/**
 * The kinds with images take the image's type: `string` (the path) as editors write it, Astro's
 * `ImageMetadata` in the build; code that does not look at images takes `unknown`.
 */
export type Project<Image = string> = z.output<ReturnType<typeof projectFields<z.ZodType<Image>>>>;
export type ProjectType = z.infer<typeof projectTypeSchema>;
export type ProjectStatus = z.infer<typeof projectStatusSchema>;
export type MonetizationModel = z.infer<typeof monetizationModelSchema>;
export type Idea<Image = string> = z.output<ReturnType<typeof ideaFields<z.ZodType<Image>>>>;
export type Tool<Image = string> = z.output<ReturnType<typeof toolFields<z.ZodType<Image>>>>;
export type ToolCategory = z.infer<typeof toolCategorySchema>;
export type Area = z.infer<typeof areaSchema>;
export type AreaCaseStudy = z.infer<typeof areaCaseStudySchema>;
export type Methodology = z.infer<typeof methodologySchema>;
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export type Service = z.infer<typeof serviceSchema>;
export type TechnologyCategory = z.infer<typeof technologyCategorySchema>;
export type Highlight = z.infer<typeof highlightSchema>;
export type Site = z.infer<typeof siteSchema>;
export type AffiliatePage = z.infer<typeof affiliatePageSchema>;
