/**
 * Calendar rules of the consultation form: one date, from today on, weekdays only. Shared by the
 * calendar (which days are disabled) and the schemas (which dates are accepted), so the two can
 * never disagree.
 */
import { addDays, format, isBefore, isValid, isWeekend, startOfDay } from 'date-fns';

/** How dates are written in the payload and the toast: 'March 4, 2025'. */
export const LONG_DATE_FORMAT = 'MMMM d, yyyy';

/** True for a day before `today` (time of day ignored). */
export function isPastDay(date: Date, today: Date): boolean {
  return isBefore(startOfDay(date), startOfDay(today));
}

/** A consultation can be booked on this day: a weekday, today or later. */
export function isBookableDay(date: Date, today: Date): boolean {
  return !isPastDay(date, today) && !isWeekend(date);
}

/**
 * The server's reading of "today or later": a visitor west of the server may still be on the
 * previous calendar day, so the server accepts one day of slack.
 */
export function isBookableDayOnServer(date: Date, serverToday: Date): boolean {
  return isBookableDay(date, addDays(serverToday, -1));
}

/** 'March 4, 2025' */
export function formatLongDate(date: Date): string {
  return format(date, LONG_DATE_FORMAT);
}

/** The calendar day as sent over the wire: '2025-03-04' (no time, no time zone). */
export function toIsoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** Reads '2025-03-04' back as local midnight of that day; undefined for anything else. */
export function parseIsoDay(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  if (!isValid(date) || date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return undefined;
  return date;
}
