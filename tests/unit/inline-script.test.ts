/**
 * The pre-paint script (src/browser/pre-paint.js: zoom and theme) ships minified in every page's
 * head; minified, it does what its source does, and it spells the preferences as src/lib does.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { cspHash, minifiedInlineScript } from '@/build-time/inline-script';
import {
  SCRIPTED_ATTRIBUTE,
  SCRIPTED_CONTROL_ATTRIBUTE,
  THEME_COLORS,
  THEME_OPTIONS,
  THEME_STORAGE_KEY,
  parseTheme,
  themeAttribute,
  themeColorMedia,
  type ThemeScheme,
} from '@/lib/theme';
import { DEFAULT_ZOOM, ZOOM_LEVELS, ZOOM_STORAGE_KEY } from '@/lib/zoom';

const source = readFileSync(new URL('../../src/browser/pre-paint.js', import.meta.url), 'utf8');
const minified = minifiedInlineScript('pre-paint.js', source);

/** Runs a script with stored preferences; what it set on the page and stored. */
function run(script: string, stored: Record<string, string>, { storage: works = true } = {}) {
  const storage = new Map<string, string>(Object.entries(stored));
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const style = new Map<string, string>();
  const dataset: Record<string, string> = {};
  const attributes = new Map<string, string>();
  const listeners: string[] = [];
  // The theme-color tags as the layout renders them, above the script.
  const tags = (Object.keys(THEME_COLORS) as ThemeScheme[]).map((scheme) => {
    const tag = new Map([
      ['data-scheme', scheme],
      ['media', themeColorMedia(scheme, undefined)],
    ]);
    return { getAttribute: (name: string) => tag.get(name) ?? null, setAttribute: tag.set.bind(tag), tag };
  });
  runInNewContext(script, {
    localStorage: {
      getItem: works ? (key: string) => storage.get(key) ?? null : refuse,
      setItem: works ? storage.set.bind(storage) : refuse,
    },
    document: {
      documentElement: {
        style: { setProperty: style.set.bind(style) },
        dataset,
        setAttribute: attributes.set.bind(attributes),
      },
      querySelectorAll: (selector: string) => (selector === 'meta[name="theme-color"][data-scheme]' ? tags : []),
    },
    window: { addEventListener: (type: string) => listeners.push(type) },
    DOMException,
    console: { warn: () => undefined },
  });
  return {
    zoom: style.get('--zoom'),
    dataset: { ...dataset },
    attributes: Object.fromEntries(attributes),
    themeColor: Object.fromEntries(
      tags.map(({ tag }): [string, string] => [tag.get('data-scheme') ?? '', tag.get('media') ?? '']),
    ),
    stored: Object.fromEntries(storage),
    listeners,
  };
}

describe('the pre-paint script', () => {
  it('ships without comments and spacing', () => {
    expect(minified.length).toBeLessThan(source.length * 0.6);
    expect(minified).not.toMatch(/\/\/ |\n {2}/);
  });

  const storedCases: Record<string, string>[] = [
    {},
    { [ZOOM_STORAGE_KEY]: '110' },
    { [ZOOM_STORAGE_KEY]: '42' },
    { [THEME_STORAGE_KEY]: 'dark' },
  ];
  it.each(storedCases)('does what its source does with %o stored', (stored) => {
    expect(run(minified, stored)).toEqual(run(source, stored));
  });

  it('applies every zoom level of src/lib/zoom.ts, and the default without storing it when none is', () => {
    for (const level of ZOOM_LEVELS)
      expect(run(minified, { [ZOOM_STORAGE_KEY]: String(level) }).dataset.zoom).toBe(String(level));
    const first = run(minified, {});
    expect(first.dataset.zoom).toBe(String(DEFAULT_ZOOM));
    expect(first.stored).toEqual({});
    expect(run(minified, { [ZOOM_STORAGE_KEY]: '42' }).stored).toEqual({ [ZOOM_STORAGE_KEY]: '42' });
  });

  it('gives the browser’s bar the chosen theme’s colour, as the theme control does, and the system’s without a choice', () => {
    for (const { value } of THEME_OPTIONS) {
      const pinned = themeAttribute(value);
      expect(run(minified, { [THEME_STORAGE_KEY]: value }).themeColor, value).toEqual({
        light: themeColorMedia('light', pinned),
        dark: themeColorMedia('dark', pinned),
      });
    }
    expect(run(minified, { [THEME_STORAGE_KEY]: 'dark' }).themeColor).toEqual({ light: 'not all', dark: 'all' });
  });

  it('marks the page as scripted, the mark the stylesheet shows the preference controls by', () => {
    expect(run(minified, {}, { storage: false }).attributes).toEqual({ [SCRIPTED_ATTRIBUTE]: '' });
    const css = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
    expect(css).toContain(`html:not([${SCRIPTED_ATTRIBUTE}]) [${SCRIPTED_CONTROL_ATTRIBUTE}] {\n  display: none;`);
  });

  it('pins every theme of src/lib/theme.ts as the theme control does, and nothing for the system', () => {
    for (const { value } of THEME_OPTIONS)
      expect(run(minified, { [THEME_STORAGE_KEY]: value }).dataset.theme).toBe(themeAttribute(value));
    expect(run(minified, { [THEME_STORAGE_KEY]: 'sepia' }).dataset.theme).toBe(themeAttribute(parseTheme('sepia')));
    expect(run(minified, {}).dataset.theme).toBeUndefined();
  });

  it('still sets the default zoom and the system theme when storage is refused', () => {
    const { dataset, zoom } = run(minified, {}, { storage: false });
    expect(zoom).toBe(String(DEFAULT_ZOOM / 100));
    expect(dataset.theme).toBeUndefined();
  });

  it('has the CSP hash of exactly the inlined text', () => {
    expect(cspHash(minified)).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
    expect(cspHash(minified)).not.toBe(cspHash(source));
  });
});
