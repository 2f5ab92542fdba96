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
