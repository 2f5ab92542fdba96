/**
 * Figures as people read them ($16,900; 1,620/mo; March 4, 2025). A missing or non-finite
 * figure is a dash, never "undefined", "NaN" or "$0".
 *
 * The formatting is written out here instead of going through `Intl`: these functions run in
 * islands while they hydrate, and a page's first `Intl.NumberFormat`/`DateTimeFormat` costs the
 * browser a 20-30 ms task (loading the locale's data), which a phone feels as blocked input.
 * Results equal `Intl`'s en-US output (the unit tests compare them), and the server and the
 * browser cannot disagree.
 */
export const DASH = '—';

type Maybe = number | null | undefined;

const isFiniteNumber = (value: Maybe): value is number => typeof value === 'number' && Number.isFinite(value);

/** 1234567 -> "1,234,567" (digits only), or with another locale's `group` ("1.234.567"). */
const groupThousands = (digits: string, group = ','): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);

/**
 * |value| with between `minDigits` and `maxDigits` decimals and grouped thousands, rounded half
 * away from zero on the number's shortest decimal form (1.005 -> "1.01", as `Intl` does), or
 * undefined for the values JavaScript writes with an exponent.
 */
function decimal(value: number, minDigits: number, maxDigits: number): string | undefined {
  const written = String(Math.abs(value));
  if (written.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = written.split('.');
  let scaled = BigInt(whole + fraction.slice(0, maxDigits).padEnd(maxDigits, '0'));
  if ((fraction[maxDigits] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(maxDigits + 1, '0');
  const integer = digits.slice(0, digits.length - maxDigits);
  let decimals = digits.slice(digits.length - maxDigits);
  while (decimals.length > minDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  return groupThousands(integer) + (decimals ? `.${decimals}` : '');
}

/** "-" for negative numbers and -0, as `Intl` writes them. */
const sign = (value: number): string => (value < 0 || Object.is(value, -0) ? '-' : '');

/**
 * `value` in en-US with `minDigits` to `maxDigits` decimals, as an amount of `currency` when one
 * is given. Written out for plain numbers and dollars; other currencies and exponent-sized
 * values go through `Intl`.
 */
function writeNumber(value: number, minDigits: number, maxDigits: number, currency?: string): string {
  const written = currency === undefined || currency === 'USD' ? decimal(value, minDigits, maxDigits) : undefined;
  if (written !== undefined) return `${sign(value)}${currency ? '$' : ''}${written}`;
  return new Intl.NumberFormat('en-US', {
    ...(currency ? { style: 'currency', currency } : {}),
    minimumFractionDigits: minDigits,
    maximumFractionDigits: maxDigits,
  }).format(value);
}

/** $16,900 (whole dollars) or $9.99 when the amount has cents. */
export function formatCurrency(value: Maybe, currency = 'USD'): string {
  if (!isFiniteNumber(value)) return DASH;
  const digits = Number.isInteger(value) ? 0 : 2;
  return writeNumber(value, digits, digits, currency);
}

/** $2,000 - $5,000; one figure when both ends are equal; a dash when either end is missing. */
export function formatCurrencyRange(min: Maybe, max: Maybe, currency = 'USD'): string {
  if (!isFiniteNumber(min) || !isFiniteNumber(max)) return DASH;
  return min === max
    ? formatCurrency(min, currency)
    : `${formatCurrency(min, currency)} - ${formatCurrency(max, currency)}`;
}

/** "$12,000 - $40,000/mo". */
export function formatMonthlyRange(min: Maybe, max: Maybe, currency = 'USD'): string {
  const range = formatCurrencyRange(min, max, currency);
  return range === DASH ? DASH : `${range}/mo`;
}

/** 1,620; up to `fractionDigits` decimals (default 1). */
export function formatNumber(value: Maybe, fractionDigits = 1): string {
  if (!isFiniteNumber(value)) return DASH;
  return writeNumber(value, 0, fractionDigits);
}

/**
 * How a locale groups a number's thousands ("," in en-US, "." in de-DE, a narrow space in
 * fr-FR), read through `Intl` at build time: the islands get it with their words and write
 * counts with formatCount, without `Intl` while they hydrate.
 */
export function digitGroupOf(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(10_000).find((part) => part.type === 'group')?.value ?? ',';
}

/** A whole count with its thousands grouped by `group`: 1014 -> "1,014" (or "1.014"). */
export function formatCount(count: number, group = ','): string {
  return Number.isSafeInteger(count)
    ? `${sign(count)}${groupThousands(String(Math.abs(count)), group)}`
    : String(count);
}

/** "1 month", "5 months". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** 1,620/mo */
export function formatPerMonth(value: Maybe, format: (v: Maybe) => string = formatNumber): string {
  return isFiniteNumber(value) ? `${format(value)}/mo` : DASH;
}

/**
 * The count line above a filtered list: "Showing 3 of 17 tools" while a filter hides some,
 * "Showing all 17 tools" or "Showing 1 tool" when every item is shown.
 */
export function showingCount(shown: number, total: number, singular: string, plural = `${singular}s`): string {
  if (shown < total) return `Showing ${formatNumber(shown)} of ${formatNumber(total)} ${plural}`;
  return total === 1 ? `Showing 1 ${singular}` : `Showing all ${formatNumber(total)} ${plural}`;
}

/** 15% from 15 (a value already in percent), up to `fractionDigits` decimals (default 1). */
export function formatPercent(value: Maybe, fractionDigits = 1): string {
  return isFiniteNumber(value) ? `${formatNumber(value, fractionDigits)}%` : DASH;
}

/** 2.5x */
export function formatMultiple(value: Maybe): string {
  return isFiniteNumber(value) ? `${formatNumber(value, 1)}x` : DASH;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "March 4, 2025" from "2025-03-04". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return DASH;
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? DASH
    : `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "module_plugin" -> "Module plugin"; a word list can override casing ("saas" -> "SaaS"). */
export function humanize(value: string, overrides: Readonly<Record<string, string>> = {}): string {
  const known = overrides[value];
  if (known) return known;
  const words = value.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
