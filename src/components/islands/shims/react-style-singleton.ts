/**
 * Drop-in replacement for the `react-style-singleton` package (aliased in astro.config.mjs).
 *
 * Radix Dialog locks page scroll through react-remove-scroll, which injects its CSS as a
 * `<style>` element. The site's Content Security Policy (hashes only, no 'unsafe-inline')
 * blocks that element, so scroll locking failed and every dialog opening logged a CSP error.
 * This version applies the same CSS as a constructed stylesheet (document.adoptedStyleSheets),
 * which the policy allows, and keeps the package's API and add/remove counting.
 */
import { useEffect, type FC } from 'react';

export interface Stylesheet {
  add(style: string): void;
  remove(): void;
}

export const stylesheetSingleton = (): Stylesheet => {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (counter === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== removed);
        sheet = null;
      }
    },
  };
};

export const styleHookSingleton = () => {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // Same dependency rule as the original: re-applied only when dynamic styles change.
    }, [styles && isDynamic]);
  };
};

export const styleSingleton = (): FC<{ styles: string; dynamic?: boolean }> => {
  const useStyle = styleHookSingleton();
  const Sheet: FC<{ styles: string; dynamic?: boolean }> = ({ styles, dynamic }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
};
