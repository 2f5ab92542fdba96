/**
 * The values of a project's enums and how each reads: one table per enum (a status's label,
 * card footer, filter tab and colour; a type's or a model's label; the editor's descriptions of
 * the display options). Plain data without zod, so the portfolio island can import them without
 * the schemas; src/lib/content/kinds/project.ts builds its enums and the editor's choices from
 * them, src/lib/portfolio/ the filters' tabs and the badges.
 */
import type { BadgeTone } from '../../ui-variants.ts';

/** Each project type and how the site names it. */
export const TYPE_LABELS = {
  saas: 'SaaS',
  ai_tool: 'AI Tool',
  mobile_app: 'Mobile App',
  marketplace: 'Marketplace',
  content_platform: 'Content Platform',
  ecommerce: 'E-commerce',
  module_plugin: 'Module/Plugin',
  other: 'Other',
} as const;

/** How a status shows: on its badge, under a card's price, and as a tab of the portfolio's Status filter. */
interface StatusDisplay {
  /** The status's name: the card's and the case study's badge, the editor's choice. */
  label: string;
  /** The line under a card's price, or null for none. */
  footer: string | null;
  /** The status's tab in the Status filter, or null where the filter does not offer it. */
  filterLabel: string | null;
  /** The colour of its badge: a sold project's as the revenue badge 'Sold' (the same fact). */
  tone: BadgeTone;
}

/**
 * Each status and how the site shows it (the spec's labels, card footers and filter tabs), in
 * the editor's and the Status filter's order. The schema's enum, the editor's choices and the
 * filter's tabs are read from this table.
 */
export const PROJECT_STATUS = {
  sold: { label: 'Sold', footer: null, filterLabel: 'Sold', tone: 'danger' },
  in_development: { label: 'In Development', footer: 'In Progress', filterLabel: 'In Development', tone: 'neutral' },
  in_pipeline: { label: 'Coming Soon', footer: 'Coming Soon', filterLabel: 'Coming Soon', tone: 'neutral' },
  portfolio: { label: 'Private Client', footer: 'Client Tool', filterLabel: 'Portfolio', tone: 'neutral' },
  request: { label: 'Request Project', footer: null, filterLabel: null, tone: 'neutral' },
} as const satisfies Readonly<Record<string, StatusDisplay>>;

export type ProjectStatus = keyof typeof PROJECT_STATUS;

/** Each status and its name. */
export const STATUS_LABELS = Object.fromEntries(
  Object.entries(PROJECT_STATUS).map(([status, { label }]) => [status, label]),
) as { readonly [S in ProjectStatus]: (typeof PROJECT_STATUS)[S]['label'] };

/** Each way of earning and how the site names it. */
export const MODEL_LABELS = {
  subscription: 'Subscription',
  one_time_fee: 'One-time Fee',
  advertising: 'Advertising',
  freemium: 'Freemium',
  marketplace_fees: 'Marketplace Fees',
} as const;

/** How a project's price shows. */
export const PRICE_DISPLAYS = {
  amount: 'The sale price; a pricing note reads "Enterprise Deal" with the note in its tooltip',
  note: 'The pricing note as written (a plain price like "$16,900")',
  private: 'Under a privacy agreement: the case study says the price cannot be disclosed',
} as const;
/** Where a project's development cost shows. */
export const DEVELOPMENT_COST_DISPLAYS = {
  everywhere: 'On the card\'s details and the case study',
  card: 'On the card\'s details only',
  nowhere: 'Nowhere',
} as const;

