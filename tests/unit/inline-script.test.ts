/** The zoom initialiser ships minified in every page's head; minified, it does what its source does. */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { cspHash, minifiedInlineScript } from '@/build-time/inline-script';

const source = readFileSync(new URL('../../src/browser/zoom-init.js', import.meta.url), 'utf8');
const minified = minifiedInlineScript('zoom-init.js', source);

/** Runs a script with a stored zoom preference; what it set on the page and stored. */
function run(script: string, stored: string | null) {
  const storage = new Map<string, string>(stored === null ? [] : [['preferredZoom', stored]]);
  const style = new Map<string, string>();
  const dataset: Record<string, string> = {};
  const listeners: string[] = [];
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: storage.set.bind(storage) },
    document: { documentElement: { style: { setProperty: style.set.bind(style) }, dataset } },
    window: { addEventListener: (type: string) => listeners.push(type) },
    DOMException,
    console,
  });
  return { zoom: style.get('--zoom'), dataset: { ...dataset }, stored: storage.get('preferredZoom'), listeners };
}

describe('the inline zoom initialiser', () => {
  it('ships without comments and spacing', () => {
    expect(minified.length).toBeLessThan(source.length * 0.6);
    expect(minified).not.toMatch(/\/\/ |\n {2}/);
  });

  it.each([null, '110', '42'])('does what its source does with %s stored', (stored) => {
    expect(run(minified, stored)).toEqual(run(source, stored));
  });

  it('has the CSP hash of exactly the inlined text', () => {
    expect(cspHash(minified)).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
    expect(cspHash(minified)).not.toBe(cspHash(source));
  });
});
