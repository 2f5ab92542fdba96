/**
 * The fixed choices of the two forms (types, budgets, timelines, time slots), each value with the
 * label a visitor reads. The values are what the API receives; the labels are what the forms and
 * the studio's email show.
 */
import type { Option } from '../option.ts';
import { fillTemplate } from '../template.ts';
import type { Dictionary } from '../content/kinds/dictionary.ts';

function values<V extends string>(options: readonly Option<V>[]): [V, ...V[]] {
  const list = options.map((option) => option.value);
  if (list.length === 0) throw new Error('An option list must not be empty');
  return list as [V, ...V[]];
}

/** Label of `value` in `options`, or the value itself when it is not one of them. */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

// ---------------------------------------------------------------------------------------
// Consultation form
// ---------------------------------------------------------------------------------------

/** Hourly slots on weekdays, 9:00 AM to 5:00 PM. */
export const TIME_SLOTS = [
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
] as const;

export type TimeSlot = (typeof TIME_SLOTS)[number];

// ---------------------------------------------------------------------------------------
// Request form
// ---------------------------------------------------------------------------------------

export const BUSINESS_TYPE_OPTIONS = [
  { value: 'startup', label: 'Startup' },
  { value: 'small_business', label: 'Small Business' },
  { value: 'medium_business', label: 'Medium-sized Business' },
  { value: 'enterprise', label: 'Enterprise' },
  { value: 'agency', label: 'Agency' },
  { value: 'nonprofit', label: 'Non-profit' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const PROJECT_TYPE_OPTIONS = [
  { value: 'custom_application', label: 'Custom Application' },
  { value: 'automation_tool', label: 'Automation Tool' },
  { value: 'ai_agent', label: 'AI Agent/Assistant' },
  { value: 'other', label: 'Other/Not Sure' },
] as const satisfies readonly Option[];

/**
 * The budgets, in US dollars: `label` is the studio's email's; a form writes each from its
 * amounts in the page's language (`budgetLabel`).
 */
const BUDGET_CURRENCY = 'USD';

export const BUDGET_OPTIONS = [
  { value: 'under_5k', label: 'Under $5,000', max: 5000 },
  { value: '5k_10k', label: '$5,000 – $10,000', min: 5000, max: 10000 },
  { value: '10k_25k', label: '$10,000 – $25,000', min: 10000, max: 25000 },
  { value: '25k_50k', label: '$25,000 – $50,000', min: 25000, max: 50000 },
  { value: '50k_plus', label: '$50,000 or more', min: 50000 },
  { value: 'not_sure', label: 'Not sure yet' },
] as const satisfies readonly (Option & { min?: number; max?: number })[];

/** How a language writes the budgets: its templates ({min}, {max}) and its locale. */
interface BudgetWords {
  budgetUnder: string;
  budgetBetween: string;
  budgetOver: string;
  budgetNotSure: string;
}

/** A budget as a visitor reads it: its amounts in the currency, written the locale's way. */
export function budgetLabel(
  option: { readonly value: string; readonly min?: number; readonly max?: number },
  words: BudgetWords,
  locale: string,
): string {
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: BUDGET_CURRENCY,
    maximumFractionDigits: 0,
  });
  const { min, max } = option;
  if (min !== undefined && max !== undefined)
    return fillTemplate(words.budgetBetween, { min: money.format(min), max: money.format(max) });
  if (max !== undefined) return fillTemplate(words.budgetUnder, { max: money.format(max) });
  if (min !== undefined) return fillTemplate(words.budgetOver, { min: money.format(min) });
  return words.budgetNotSure;
}

export const TIMELINE_OPTIONS = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1_month', label: 'Within 1 month' },
  { value: '1_3_months', label: '1 to 3 months' },
  { value: '3_6_months', label: '3 to 6 months' },
  { value: '6_plus_months', label: 'More than 6 months' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Option[];

export const BUSINESS_TYPES = values(BUSINESS_TYPE_OPTIONS);
export const REQUEST_PROJECT_TYPES = values(PROJECT_TYPE_OPTIONS);
export const BUDGETS = values(BUDGET_OPTIONS);
export const TIMELINES = values(TIMELINE_OPTIONS);

/** A technology category as the request form's picker shows it (names only). */
export interface TechnologyGroup {
  name: string;
  technologies: string[];
}

/** A select of the request form: what it says before a choice, and its options. */
interface Choice {
  placeholder: string;
  options: Option[];
}

export type RequestChoices = Record<'businessType' | 'projectType' | 'budget' | 'timeline', Choice>;

/** The request form's selects in a language: its words, and budgets written in its locale. */
export function requestChoices(r: Dictionary['requestForm'], locale: string): RequestChoices {
  return {
    businessType: {
      placeholder: r.businessTypePlaceholder,
      options: BUSINESS_TYPE_OPTIONS.map(({ value }) => ({ value, label: r.businessTypes[value] })),
    },
    projectType: {
      placeholder: r.projectTypePlaceholder,
      options: PROJECT_TYPE_OPTIONS.map(({ value }) => ({ value, label: r.projectTypes[value] })),
    },
    budget: {
      placeholder: r.budgetPlaceholder,
      options: BUDGET_OPTIONS.map((option) => ({ value: option.value, label: budgetLabel(option, r, locale) })),
    },
    timeline: {
      placeholder: r.timelinePlaceholder,
      options: TIMELINE_OPTIONS.map(({ value }) => ({ value, label: r.timelines[value] })),
    },
  };
}
