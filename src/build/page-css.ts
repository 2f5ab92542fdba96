/**
 * Per-page stylesheets. Tailwind writes one stylesheet for the whole site and Astro inlines it
 * into every page (no render-blocking request), but a page uses well under half of it. These
 * pure helpers keep, for one page, only the rules whose class names that page can produce: the
 * classes in its HTML and every class-like string in the JavaScript it can load (its islands,
 * the chunks those import, lazily loaded ones included, and its inline scripts), so a dialog or a
 * filter state rendered later in the browser keeps its styles. Rules without a class (base,
 * element and attribute selectors, `@property`, `@keyframes`, theme variables) always stay.
 */
import { transform, type Selector } from 'lightningcss';

/**
 * Every whitespace/quote-separated token of a text: a superset of the class names it can
 * contain, whether written in a `class` attribute or in a JavaScript string (the way Tailwind
 * itself finds candidates).
 */
export function classTokens(text: string): Set<string> {
  return new Set(text.split(/[\s"'`]+/).filter(Boolean));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the character references HTML attributes may use (`&#38;`, `&amp;`, `&#x3E;`, ...). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Whether a selector can match on a page whose class names are `hasClass`: every class it
 * requires is available. `:is()`/`:where()`/`:has()` need one of their alternatives; classes
 * inside `:not()` are never required.
 */
export function selectorCanMatch(selector: Selector, hasClass: (name: string) => boolean): boolean {
  return selector.every((part) => {
    if (part.type === 'class') return hasClass(part.name);
    if (
      part.type === 'pseudo-class' &&
      (part.kind === 'is' || part.kind === 'where' || part.kind === 'any' || part.kind === 'has')
    ) {
      return part.selectors.some((inner) => selectorCanMatch(inner, hasClass));
    }
    return true;
  });
}

export interface PrunedStylesheet {
  css: string;
  keptRules: number;
  droppedRules: number;
}

/**
 * The stylesheet without the style rules none of whose selectors can match (see
 * `selectorCanMatch`), minified. A rule with at least one possible selector stays whole.
 */
export function pruneStylesheet(css: string, classes: ReadonlySet<string>): PrunedStylesheet {
  let keptRules = 0;
  let droppedRules = 0;
  const hasClass = (name: string) => classes.has(name);
  const { code } = transform({
    filename: 'page.css',
    code: new TextEncoder().encode(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          if (rule.value.selectors.some((selector) => selectorCanMatch(selector, hasClass))) {
            keptRules++;
            return undefined;
          }
          droppedRules++;
          return [];
        },
      },
    },
  });
  return { css: new TextDecoder().decode(code), keptRules, droppedRules };
}
