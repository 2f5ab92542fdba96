/**
 * Class recipes shared by Astro components and React islands, so a button or badge looks the
 * same wherever it is rendered (one component per kind, two renderers).
 *
 * `extra` classes are appended, not merged: tailwind-merge would add ~7 KB to every island
 * bundle. To override a recipe's class (another height, another background), wrap it in
 * `cn()` from ./cn.ts, which merges and is meant for .astro components (build time only).
 */
import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-[background-color,border-color,color,opacity,box-shadow] disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60';

const buttonVariants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-gradient text-white shadow-sm shadow-indigo-500/25 hover:opacity-95 hover:shadow-md',
  secondary: 'bg-slate-900 text-white hover:bg-slate-800',
  outline:
    'border border-slate-300 bg-white text-slate-800 hover:border-indigo-300 hover:bg-indigo-50 hover:text-indigo-800',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-red-600 text-white hover:bg-red-700',
};

const buttonSizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-9 text-sm',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return clsx(buttonBase, buttonVariants[variant], buttonSizes[size], extra);
}

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'info' | 'danger';

const badgeTones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  accent: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  danger: 'bg-rose-50 text-rose-800 ring-rose-200',
};

export function badgeClass(tone: BadgeTone = 'neutral', extra?: string): string {
  return clsx(
    'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset whitespace-nowrap',
    badgeTones[tone],
    extra,
  );
}

export const cardClass = 'rounded-2xl border border-slate-200 bg-white/90 shadow-sm';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-indigo-500 aria-[invalid=true]:border-red-500';
