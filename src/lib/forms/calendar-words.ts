/**
 * How the consultation form writes days, months and times in the page's language, through `Intl`
 * (no date library's locale files): the calendar's caption, weekdays and day names, the chosen
 * day, the time slots and the success message. The payload keeps its own fixed forms (the ISO
 * day, 'March 4, 2025' and '9:00 AM'), which the API checks and the studio's email shows.
 */
import type { TimeSlot } from './options.ts';

/** Intl writes a narrow no-break space before AM/PM; the site writes a plain one. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** 'March 4, 2025' / '4. März 2025' */
export const longDate = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);

/** 'Monday, March 10, 2025' / 'Montag, 10. März 2025': a day's whole name, its number a word of it. */
export const dayName = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(date);

/** 'March 2025' / 'März 2025' */
export const monthName = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date);

/** 'Monday' / 'Montag' */
export const weekdayName = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date);

/** A column head of the calendar, two letters: 'Mo' / 'Mo', 'Su' / 'So'. */
export const weekdayShort = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date).replace(/\.$/, '').slice(0, 2);

/** The hour and minute of a slot ('9:00 AM', as sent) as the language writes them: '9:00 AM' / '09:00'. */
export function slotLabel(slot: TimeSlot, locale: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot);
  if (!match) return slot;
  const [, hour = '0', minute = '0', half] = match;
  const hours = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
  const time = new Date(2000, 0, 3, hours, Number(minute));
  return plainSpaces(new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(time));
}

type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
interface WeekInfo {
  firstDay: number;
}

/**
 * The day a week starts on where the language is spoken (0 Sunday, 1 Monday): the browser's
 * week data where it has them, else Sunday in the United States and Monday elsewhere (ISO 8601).
 */
export function firstDayOfWeek(locale: string): Weekday {
  const tag = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
  const info = tag.getWeekInfo?.() ?? tag.weekInfo;
  const first = info?.firstDay ?? (tag.maximize().region === 'US' ? 7 : 1);
  return (first % 7) as Weekday;
}
