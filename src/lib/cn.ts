/**
 * The site's one class joiner, for .astro components and React islands alike: clsx, which
 * drops falsy values and joins the rest. It does not merge: two classes that set the same
 * property both stay and the stylesheet's order decides, so a component offers a variant or an
 * option (src/lib/ui-variants.ts) instead of letting a caller's class override its own.
 */
export { clsx as cn, type ClassValue } from 'clsx';
