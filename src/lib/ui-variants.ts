/**
 * Class recipes shared by Astro components and React islands, so a button or badge looks the
 * same wherever it is rendered (one component per kind, two renderers).
 *
 * Classes are joined, never merged (`cn` is clsx): an `extra` class must not set what the
 * recipe already sets, or the stylesheet's order, not the class list, decides which one wins.
 * Another look (a surface, a size, a shape) is a variant or an option here.
 */
import { cn, type ClassValue } from './cn.ts';

export type ButtonVariant =
  'primary' | 'secondary' | 'ghost' | 'outline' | 'destructive' | 'inverse' | 'inverse-outline' | 'inverse-ghost';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'icon';
export type ButtonShape = 'rounded' | 'pill';

export interface ButtonOptions {
  /** 'pill': fully rounded ends (toggle chips); default 'rounded'. */
  shape?: ButtonShape;
  /** Classes added to the recipe (layout, margins); they must not conflict with it. */
  extra?: ClassValue;
}

/**
 * Forced colours (Windows high contrast) drop gradients and shadows and repaint every fill in
 * the system's colours, so an edge drawn by a fill and a state shown by a fill alone vanish.
 * An edge: a border, in forced colours only (the normal look keeps its size).
 */
export const FORCED_COLORS_EDGE = 'forced-colors:border forced-colors:border-[color:ButtonText]';
/**
 * A selected, current or checked state in forced colours: the system's highlight colours. Tailwind
 * only sees whole class names, so each way of marking the state has its own recipe.
 */
export const forcedSelected = {
  /** For an element rendered only while selected (React picks its classes). */
  always:
    'forced-colors:bg-none forced-colors:bg-[color:Highlight] forced-colors:text-[color:HighlightText] forced-colors:border-[color:Highlight] forced-colors:forced-color-adjust-none',
  /** aria-selected="true" (tabs). */
  ariaSelected:
    'forced-colors:aria-selected:bg-[color:Highlight] forced-colors:aria-selected:text-[color:HighlightText] forced-colors:aria-selected:forced-color-adjust-none',
  /** aria-current="page" (navigation links). */
  ariaCurrent:
    'forced-colors:aria-[current=page]:bg-[color:Highlight] forced-colors:aria-[current=page]:text-[color:HighlightText] forced-colors:aria-[current=page]:forced-color-adjust-none',
  /** A label around a checked input (choice chips). */
  hasChecked:
    'forced-colors:has-checked:bg-[color:Highlight] forced-colors:has-checked:text-[color:HighlightText] forced-colors:has-checked:border-[color:Highlight] forced-colors:has-checked:forced-color-adjust-none',
} as const;

const buttonBase =
  'inline-flex max-w-full items-center justify-center gap-2 text-center leading-tight font-semibold transition-[background-color,border-color,color,opacity,box-shadow] disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60';

const buttonVariants: Record<ButtonVariant, string> = {
  primary: `bg-accent-gradient text-white shadow-sm shadow-indigo-500/25 hover:opacity-95 hover:shadow-md ${FORCED_COLORS_EDGE}`,
  secondary: 'bg-slate-900 text-slate-50 hover:bg-slate-800',
  outline:
    'border border-slate-300 bg-surface text-slate-800 hover:border-indigo-300 hover:bg-indigo-50 hover:text-indigo-800',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-red-600 text-white hover:opacity-90',
  /** Solid white, on the accent gradient or another dark surface (so a white focus ring). */
  inverse: 'bg-white text-accent-800 hover:bg-accent-50 focus-visible:outline-white',
  /** Outlined in white on a dark surface; the caller picks the resting border, e.g. border-white/60. */
  'inverse-outline':
    'border bg-transparent text-white hover:border-white hover:bg-white/10 hover:text-white focus-visible:outline-white',
  /** Ghost on a dark surface (code blocks). */
  'inverse-ghost': 'text-ink-200 hover:bg-ink-800 hover:text-white focus-visible:outline-white',
};

/** Heights are minimums: a label that does not fit the width wraps onto a second line inside the button. */
const buttonSizes: Record<ButtonSize, string> = {
  xs: 'min-h-8 px-3 py-1 text-sm',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-10 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2.5 text-base',
  icon: 'size-9 text-sm',
};

const buttonShapes: Record<ButtonShape, string> = { rounded: 'rounded-lg', pill: 'rounded-full' };

export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  { shape = 'rounded', extra }: ButtonOptions = {},
): string {
  return cn(buttonBase, buttonShapes[shape], buttonVariants[variant], buttonSizes[size], extra);
}

export type BadgeTone = 'neutral' | 'plain' | 'dark' | 'accent' | 'success' | 'warning' | 'info' | 'danger';
export type BadgeSize = 'sm' | 'md';

export interface BadgeOptions {
  /** 'md': larger text and padding (eyebrows, skill tags); default 'sm'. */
  size?: BadgeSize;
  /** Long text wraps onto more lines inside the badge (softer corners) instead of running past the container. */
  wrap?: boolean;
  /** Classes added to the recipe (layout, position, hover); they must not conflict with it. */
  extra?: ClassValue;
}

const badgeTones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  /** White, for a badge beside neutral ones that should read as secondary ("+2 more"). */
  plain: 'bg-surface text-slate-700 ring-slate-200',
  /** On a dark surface (code blocks). */
  dark: 'bg-ink-800 text-ink-200 ring-ink-700',
  accent: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  danger: 'bg-rose-50 text-rose-800 ring-rose-200',
};

const badgeSizes: Record<BadgeSize, string> = { sm: 'px-2.5 py-0.5 text-xs', md: 'px-3 py-1 text-sm' };

export function badgeClass(
  tone: BadgeTone = 'neutral',
  { size = 'sm', wrap = false, extra }: BadgeOptions = {},
): string {
  return cn(
    wrap
      ? 'inline-block max-w-full rounded-xl text-pretty'
      : 'inline-flex items-center gap-1 rounded-full whitespace-nowrap',
    'font-medium ring-1 ring-inset',
    badgeSizes[size],
    badgeTones[tone],
    extra,
  );
}

/**
 * The × button inside a search field that empties it (the portfolio's, the tool filter's, the
 * site search's); its size and its offset from the field's right edge are added where it is used.
 */
export const searchClearButtonClass =
  'absolute top-1/2 grid -translate-y-1/2 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800';

export const cardClass = 'rounded-2xl border border-slate-200 bg-surface/90 shadow-sm';

/** Borders at >= 3:1 against the white field and the surfaces around it (WCAG 1.4.11). */
const inputFrameClass =
  'block w-full rounded-lg border border-slate-500 bg-surface px-3 py-2 text-slate-900 placeholder:text-slate-500 hover:border-slate-700 focus-visible:border-indigo-500 aria-[invalid=true]:border-red-600';
/** A text field. */
export const inputClass = `${inputFrameClass} text-sm`;
/** A text field in 16 px type (search boxes: phones do not zoom into it on focus). */
export const largeInputClass = `${inputFrameClass} text-base`;
