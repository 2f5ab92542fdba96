/**
 * The values of a project's enums and how each reads: the site's labels, and the editor's
 * descriptions of the display options. Plain data without zod, so the portfolio island can
 * import the labels without the schemas (src/lib/content/kinds/project.ts builds its enums from them).
 */
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
/** Each status and how the site names it. */
export const STATUS_LABELS = {
  sold: 'Sold',
  in_development: 'In Development',
  in_pipeline: 'Coming Soon',
  portfolio: 'Private Client',
  request: 'Request Project',
} as const;
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

