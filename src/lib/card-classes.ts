/** Class recipes of link cards and tool logos, shared by Astro components and React islands. */
import { cn } from './cn.ts';

export type LogoSize = 'sm' | 'md' | 'lg';

const logoSizes: Record<LogoSize, string> = {
  sm: 'size-9 rounded-lg text-base',
  md: 'size-12 rounded-xl text-xl',
  lg: 'size-20 rounded-2xl text-4xl',
};

/** The first-letter placeholder box that sits under a tool logo. */
export function toolLogoClass(size: LogoSize = 'md', extra?: string): string {
  return cn(
    'relative grid shrink-0 place-items-center overflow-hidden bg-accent-gradient font-bold text-white shadow-sm select-none',
    logoSizes[size],
    extra,
  );
}

/** A tool logo image, covering the placeholder until it fails to load. */
export const toolLogoImageClass = 'absolute inset-0 size-full bg-white object-contain p-1';

/**
 * A card that links somewhere as a whole (the heading link is stretched over it), without
 * padding: for a card whose image runs to its edges.
 */
export const linkCardFrameClass =
  'group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-surface/90 shadow-sm transition-[border-color,box-shadow] hover:border-indigo-200 hover:shadow-md focus-within:border-indigo-300';

/** A link card with its content padded. */
export const linkCardClass = `${linkCardFrameClass} p-5`;

/** The heading link of a link card: its ::after covers the card, so the whole card is clickable. */
export const stretchedLinkClass =
  'after:absolute after:inset-0 after:rounded-2xl after:content-[""] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus';
