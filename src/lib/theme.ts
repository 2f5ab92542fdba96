/**
 * Theme preference: the system's (the default), or Light or Dark pinned by the visitor, stored
 * under `preferredTheme` (src/browser/pre-paint.js applies it before first paint and spells the
 * key and the two pinned values the same way; tests/unit/inline-script.test.ts holds them equal).
 */
import type { Option } from './option.ts';

export const THEME_STORAGE_KEY = 'preferredTheme';

export type Theme = 'system' | 'light' | 'dark';
export const DEFAULT_THEME: Theme = 'system';

/** The choices of the theme control, in its order. */
export const THEME_OPTIONS: readonly Option<Theme>[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** A stored or chosen value read back: one of the choices, else the system's. */
export function parseTheme(stored: string | null | undefined): Theme {
  return THEME_OPTIONS.find((option) => option.value === stored)?.value ?? DEFAULT_THEME;
}

/** What <html data-theme> says for a theme: nothing for the system's, so CSS follows the system. */
export const themeAttribute = (theme: Theme): 'light' | 'dark' | undefined => (theme === 'system' ? undefined : theme);

/** The colour of the browser's own bar around the page (`<meta name="theme-color">`) in each theme. */
export const THEME_COLORS = { light: '#4f46e5', dark: '#1e1b4b' } as const;
export type ThemeScheme = keyof typeof THEME_COLORS;

/**
 * The media query of a theme's theme-color tag: the system's scheme while the visitor chose
 * none, else the chosen theme's tag alone ('all') and never the other's ('not all').
 * src/browser/pre-paint.js writes the same before first paint (tests/unit/inline-script.test.ts).
 */
export function themeColorMedia(scheme: ThemeScheme, pinned: ThemeScheme | undefined): string {
  if (!pinned) return `(prefers-color-scheme: ${scheme})`;
  return pinned === scheme ? 'all' : 'not all';
}

/**
 * Set on <html> by src/browser/pre-paint.js, so only where scripts run: the top bar's Theme and
 * Zoom controls, which need a script, are shown then only (src/styles/global.css), from the
 * first frame.
 */
export const SCRIPTED_ATTRIBUTE = 'data-scripted';
/** Marks a control that works only with scripts (hidden without them). */
export const SCRIPTED_CONTROL_ATTRIBUTE = 'data-scripted-control';
