/**
 * The consultation calendar (react-day-picker): one month at a time, a single date, past days
 * and weekends disabled, today allowed. Fully keyboard usable (Tab into the grid, arrows move,
 * Enter/Space choose, PageUp/PageDown change month). Styled with the site's tokens.
 */
import { startOfMonth } from 'date-fns';
import { DayPicker, type ClassNames, type Modifiers } from 'react-day-picker';
import { isBookableDay } from '@/lib/forms/calendar';
import { dayName, firstDayOfWeek, monthName, weekdayName, weekdayShort } from '@/lib/forms/calendar-words';
import { fillTemplate } from '@/lib/template';

const classNames: Partial<ClassNames> = {
  root: 'relative w-full',
  months: 'relative',
  month: 'relative',
  month_caption: 'mx-11 flex h-10 items-center justify-center',
  caption_label: 'text-base font-semibold text-slate-900',
  button_previous:
    'absolute top-0 left-0 grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 aria-disabled:pointer-events-none aria-disabled:opacity-35',
  button_next:
    'absolute top-0 right-0 grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 aria-disabled:pointer-events-none aria-disabled:opacity-35',
  chevron: 'size-4 fill-current',
  // Seven equal columns across the calendar's width: the days shrink on a narrow screen or at
  // a large page zoom instead of running past the form.
  month_grid: 'mt-2 w-full table-fixed border-collapse',
  weekday: 'h-10 p-0 text-center text-xs font-semibold text-slate-600',
  // Smaller on the narrowest phones, where a large page zoom leaves each day little room.
  day: 'p-0.5 text-center text-sm max-[359px]:p-0 max-[359px]:text-xs',
  day_button:
    'mx-auto grid aspect-square w-full max-w-10 cursor-pointer place-items-center rounded-lg font-medium text-slate-800 hover:bg-indigo-50 hover:text-indigo-800 disabled:cursor-not-allowed disabled:font-normal disabled:text-slate-400 disabled:hover:bg-transparent',
  today: '[&>button]:ring-1 [&>button]:ring-indigo-400 [&>button]:ring-inset',
  selected:
    '[&>button]:bg-indigo-600 [&>button]:text-white [&>button]:hover:bg-accent-700 [&>button]:hover:text-white forced-colors:[&>button]:bg-[color:Highlight] forced-colors:[&>button]:text-[color:HighlightText] forced-colors:[&>button]:forced-color-adjust-none',
  outside: 'invisible',
  hidden: 'invisible',
};

/** What the calendar says, in the page's language: the form's words and its locale. */
export interface CalendarWords {
  locale: string;
  /** '{day}' is the day's name. */
  today: string;
  daySelected: string;
  previousMonth: string;
  nextMonth: string;
}

/**
 * 'Monday, March 10, 2025': the visible day number is a word of the name (WCAG 2.5.3 label in
 * name; the library's default '10th' is not).
 */
export function labelDay(date: Date, modifiers: Modifiers, words: CalendarWords): string {
  let label = dayName(date, words.locale);
  if (modifiers['today']) label = fillTemplate(words.today, { day: label });
  if (modifiers['selected']) label = fillTemplate(words.daySelected, { day: label });
  return label;
}

export interface CalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  /** Defaults to now; the tests fix it. */
  today?: Date;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  words: CalendarWords;
}

export function Calendar({
  selected,
  onSelect,
  today = new Date(),
  labelledBy,
  describedBy,
  invalid,
  words,
}: CalendarProps) {
  const { locale } = words;
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-invalid={invalid || undefined}
      data-calendar
      className="w-full max-w-[18.5rem] rounded-xl border border-slate-200 bg-surface p-2 data-[invalid]:border-red-500"
    >
      <DayPicker
        mode="single"
        selected={selected}
        onSelect={onSelect}
        numberOfMonths={1}
        navLayout="around"
        defaultMonth={selected ?? today}
        startMonth={startOfMonth(today)}
        today={today}
        disabled={(date) => !isBookableDay(date, today)}
        showOutsideDays={false}
        classNames={classNames}
        weekStartsOn={firstDayOfWeek(locale)}
        formatters={{
          formatCaption: (month) => monthName(month, locale),
          formatWeekdayName: (day) => weekdayShort(day, locale),
        }}
        labels={{
          labelDayButton: (date, modifiers) => labelDay(date, modifiers, words),
          labelGrid: (month) => monthName(month, locale),
          labelWeekday: (day) => weekdayName(day, locale),
          labelPrevious: () => words.previousMonth,
          labelNext: () => words.nextMonth,
        }}
      />
    </div>
  );
}
