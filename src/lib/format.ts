/**
 * Number formatting for people: "$16,900", "1,620", "15%". A missing or non-finite figure
 * shows as a dash, never "undefined", "NaN", "Infinity" or "$0" (DESIGN.md).
 */
export const DASH = '—';

type Maybe = number | null | undefined;

const isFiniteNumber = (value: Maybe): value is number => typeof value === 'number' && Number.isFinite(value);

/** "$16,900"; cents only when the value has them ("$9.99"). */
export function formatCurrency(value: Maybe, currency = 'USD'): string {
  if (!isFiniteNumber(value)) return DASH;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

/** "$2,000 - $5,000"; one figure when both ends are equal; a dash when either is missing. */
export function formatCurrencyRange(min: Maybe, max: Maybe, currency = 'USD'): string {
  if (!isFiniteNumber(min) || !isFiniteNumber(max)) return DASH;
  if (min === max) return formatCurrency(min, currency);
  return `${formatCurrency(min, currency)} - ${formatCurrency(max, currency)}`;
}

/** "1,620"; up to `fractionDigits` decimals. */
export function formatNumber(value: Maybe, fractionDigits = 0): string {
  if (!isFiniteNumber(value)) return DASH;
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: fractionDigits }).format(value);
}

/** "15%" from 15 (a value already in percent). */
export function formatPercent(value: Maybe, fractionDigits = 0): string {
  if (!isFiniteNumber(value)) return DASH;
  return `${formatNumber(value, fractionDigits)}%`;
}

/** "1 month", "5 months". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count, 1)} ${count === 1 ? singular : plural}`;
}
