/**
 * The pre-paint script (src/browser/pre-paint.js: zoom and theme) ships minified in every page's
 * head; minified, it does what its source does, and it spells the preferences as src/lib does.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { cspHash, minifiedInlineScript } from '@/build-time/inline-script';
import { THEME_OPTIONS, THEME_STORAGE_KEY, parseTheme, themeAttribute } from '@/lib/theme';
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
  const listeners: string[] = [];
  runInNewContext(script, {
    localStorage: {
      getItem: works ? (key: string) => storage.get(key) ?? null : refuse,
      setItem: works ? storage.set.bind(storage) : refuse,
    },
    document: { documentElement: { style: { setProperty: style.set.bind(style) }, dataset } },
    window: { addEventListener: (type: string) => listeners.push(type) },
    DOMException,
    console: { warn: () => undefined },
  });
  return { zoom: style.get('--zoom'), dataset: { ...dataset }, stored: Object.fromEntries(storage), listeners };
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

  it('applies every zoom level of src/lib/zoom.ts, and stores the default when none is', () => {
    for (const level of ZOOM_LEVELS)
      expect(run(minified, { [ZOOM_STORAGE_KEY]: String(level) }).dataset.zoom).toBe(String(level));
    expect(run(minified, {}).stored[ZOOM_STORAGE_KEY]).toBe(String(DEFAULT_ZOOM));
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
