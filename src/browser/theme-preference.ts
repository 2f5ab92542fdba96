/**
 * The theme as a preference of the top bar (src/browser/preference.ts): Light or Dark pins
 * `data-theme` on <html>, System removes it and the page follows the system, live, through CSS
 * (`color-scheme: light dark`, src/styles/global.css). The browser's bar follows: only the
 * pinned theme's theme-color tag applies, or each in its system scheme.
 */
import {
  THEME_STORAGE_KEY,
  parseTheme,
  themeAttribute,
  themeColorMedia,
  type Theme,
  type ThemeScheme,
} from '@/lib/theme';

function showThemeColor(pinned: ThemeScheme | undefined): void {
  for (const tag of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-scheme]')) {
    const scheme = tag.dataset.scheme === 'dark' ? 'dark' : 'light';
    tag.setAttribute('media', themeColorMedia(scheme, pinned));
  }
}
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
    showThemeColor(attribute);
  },
};
