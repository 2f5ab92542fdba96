import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind classes override earlier ones. For .astro
 * components (runs at build time); islands use plain `clsx` to keep tailwind-merge out of
 * the browser bundle.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
