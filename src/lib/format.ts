/**
 * Figures as people read them ($16,900; 1,620/mo; March 4, 2025). A missing or non-finite
 * figure is a dash, never "undefined", "NaN" or "$0".
 */
export const DASH = '—';

type Maybe = number | null | undefined;

const isFiniteNumber = (value: Maybe): value is number => typeof value === 'number' && Number.isFinite(value);

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** $16,900 (whole dollars) or $9.99 when the amount has cents. */
export function formatCurrency(value: Maybe, currency = 'USD'): string {
  if (!isFiniteNumber(value)) return DASH;
  const digits = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** $2,000 - $5,000; one figure when both ends are equal; a dash when either end is missing. */
export function formatCurrencyRange(min: Maybe, max: Maybe, currency = 'USD'): string {
  if (!isFiniteNumber(min) || !isFiniteNumber(max)) return DASH;
  return min === max
    ? formatCurrency(min, currency)
    : `${formatCurrency(min, currency)} - ${formatCurrency(max, currency)}`;
}

/** 1,620; up to `fractionDigits` decimals (default 1). */
export function formatNumber(value: Maybe, fractionDigits = 1): string {
  if (!isFiniteNumber(value)) return DASH;
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: fractionDigits }).format(value);
}

/** "1 month", "5 months". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** 1,620/mo */
export function formatPerMonth(value: Maybe, format: (v: Maybe) => string = formatNumber): string {
  return isFiniteNumber(value) ? `${format(value)}/mo` : DASH;
}

/** 15% from 15 (a value already in percent), up to `fractionDigits` decimals (default 1). */
export function formatPercent(value: Maybe, fractionDigits = 1): string {
  return isFiniteNumber(value) ? `${formatNumber(value, fractionDigits)}%` : DASH;
}

/** 2.5x */
export function formatMultiple(value: Maybe): string {
  return isFiniteNumber(value) ? `${plain.format(value)}x` : DASH;
}

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "March 4, 2025" from "2025-03-04". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return DASH;
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? DASH : longDate.format(date);
}

/** "module_plugin" -> "Module plugin"; a word list can override casing ("saas" -> "SaaS"). */
export function humanize(value: string, overrides: Readonly<Record<string, string>> = {}): string {
  const known = overrides[value];
  if (known) return known;
  const words = value.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
