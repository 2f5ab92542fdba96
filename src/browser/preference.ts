/**
 * A preference the visitor sets with a select in the top bar (zoom, theme): saved in
 * localStorage, shown by its select, and applied again when a page is shown later than it was
 * loaded (a prerendered page on activation, a page restored from the back/forward cache), since
 * the visitor may have changed it on another page meanwhile: src/browser/pre-paint.js applied the
 * value stored when the page loaded.
 */

export interface Preference<T extends string | number> {
  /** What it is, for the console's message when the browser refuses to store it. */
  name: string;
  /** Its localStorage key. */
  key: string;
  /** The selector of its select in the top bar. */
  select: string;
  /** A stored or chosen value read back (an unknown one gives the default). */
  parse: (stored: string | null) => T;
  /** The value the page shows now. */
  applied: () => T;
  apply: (value: T) => void;
}

function stored<T extends string | number>(preference: Preference<T>): T {
  try {
    return preference.parse(localStorage.getItem(preference.key));
  } catch {
    return preference.parse(null);
  }
}

/** Prerendering (not yet in TypeScript's DOM types): the page is loading unseen. */
const isPrerendering = (): boolean => (document as Document & { prerendering?: boolean }).prerendering === true;

/** Wires the preference's select, and applies the stored value whenever the page is shown later. */
export function setupPreference<T extends string | number>(preference: Preference<T>): void {
  const select = document.querySelector<HTMLSelectElement>(preference.select);
  if (select) {
    select.value = String(preference.applied());
    select.addEventListener('change', () => {
      const value = preference.parse(select.value);
      preference.apply(value);
      try {
        localStorage.setItem(preference.key, String(value));
      } catch (error) {
        console.warn(`Could not save the ${preference.name} preference`, error);
      }
    });
  }
  const applyStored = () => {
    const value = stored(preference);
    // Unchanged (the usual case): nothing to restyle while the page is being shown.
    if (value === preference.applied()) return;
    preference.apply(value);
    if (select) select.value = String(value);
  };
  if (isPrerendering()) document.addEventListener('prerenderingchange', applyStored, { once: true });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) applyStored();
  });
}
