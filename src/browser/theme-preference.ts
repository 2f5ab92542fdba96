/**
 * The theme as a preference of the top bar (src/browser/preference.ts): Light or Dark pins
 * `data-theme` on <html>, System removes it and the page follows the system, live, through CSS
 * (`color-scheme: light dark`, src/styles/global.css).
 */
import { THEME_STORAGE_KEY, parseTheme, themeAttribute, type Theme } from '@/lib/theme';
import type { Preference } from './preference';

export const themePreference: Preference<Theme> = {
  name: 'theme',
  key: THEME_STORAGE_KEY,
  select: '[data-theme-select]',
  parse: parseTheme,
  applied: () => parseTheme(document.documentElement.dataset.theme),
  apply: (theme) => {
    const attribute = themeAttribute(theme);
    if (attribute) document.documentElement.dataset.theme = attribute;
    else delete document.documentElement.dataset.theme;
  },
};
