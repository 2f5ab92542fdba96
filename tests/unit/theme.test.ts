/** The theme preference's values: what is stored, what a stored value means, what <html> says. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, THEME_OPTIONS, parseTheme, themeAttribute } from '@/lib/theme';

describe('theme preference', () => {
  it('offers System first (the default), then Light and Dark', () => {
    expect(THEME_OPTIONS.map((option) => option.label)).toEqual(['System', 'Light', 'Dark']);
    expect(THEME_OPTIONS[0]?.value).toBe(DEFAULT_THEME);
  });

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['', 'system'],
    ['Dark', 'system'],
    ['sepia', 'system'],
  ])('reads %o back as %s', (stored, theme) => {
    expect(parseTheme(stored)).toBe(theme);
  });

  it('pins light and dark on <html>, and nothing for the system', () => {
    expect(themeAttribute('light')).toBe('light');
    expect(themeAttribute('dark')).toBe('dark');
    expect(themeAttribute('system')).toBeUndefined();
  });
});
