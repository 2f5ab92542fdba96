/**
 * The fixed choices of the two forms (types, budgets, timelines, time slots), each value with the
 * label a visitor reads. The values are what the API receives; the labels are what the forms and
 * the studio's email show.
 */
import type { Option } from '../option.ts';

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

export const BUDGET_OPTIONS = [
  { value: 'under_5k', label: 'Under $5,000' },
  { value: '5k_10k', label: '$5,000 – $10,000' },
  { value: '10k_25k', label: '$10,000 – $25,000' },
  { value: '25k_50k', label: '$25,000 – $50,000' },
  { value: '50k_plus', label: '$50,000 or more' },
  { value: 'not_sure', label: 'Not sure yet' },
] as const satisfies readonly Option[];

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
