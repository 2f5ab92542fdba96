/**
 * Per-page stylesheets. Tailwind writes one stylesheet for the whole site and Astro inlines it
 * into every page (no render-blocking request), but a page uses well under half of it. These
 * pure helpers keep, for one page, only the rules whose class names that page can produce: the
 * classes in its HTML and every class-like string in the JavaScript it can load (its islands,
 * the chunks those import, lazily loaded ones included, and its inline scripts), so a dialog or a
 * filter state rendered later in the browser keeps its styles. Rules without a class (base,
 * element and attribute selectors, `@keyframes`, theme variables) always stay; Tailwind's own
 * properties (`--tw-*`: their `@property` rules and defaults) stay only while a kept rule reads them.
 */
import { transform, type Rule as CssRule, type Selector, type SelectorComponent } from 'lightningcss';

/**
 * Every whitespace/quote-separated token of a text: a superset of the class names it can
 * contain, whether written in a `class` attribute or in a JavaScript string (the way Tailwind
 * itself finds candidates).
 */
export function classTokens(text: string): Set<string> {
  return new Set(text.split(/[\s"'`]+/).filter(Boolean));
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

/** The selectors inside a component: a list for `:is()`, `:not()`, `:has()`..., one for `:host()`, `::slotted()`. */
function nestedSelectors(part: SelectorComponent): Selector[] {
  if (!('selectors' in part) || !part.selectors) return [];
  const inner: Selector | Selector[] = part.selectors;
  return inner.length > 0 && Array.isArray(inner[0]) ? (inner as Selector[]) : [inner as Selector];
}

/**
 * The class names a stylesheet's selectors name (inside `:is()`, `:not()`, ... too): the only
 * tokens of a page that can change what `pruneStylesheet` keeps, so a page's other words (its
 * prose, its script code) need not decide anything.
 */
export function stylesheetClassNames(css: string): Set<string> {
  const names = new Set<string>();
  const collect = (selector: Selector): void => {
    for (const part of selector) {
      if (part.type === 'class') names.add(part.name);
      // Any component holding selectors (:is, :where, :not, :has, ...): their classes count too.
      else for (const inner of nestedSelectors(part)) collect(inner);
    }
  };
  transform({
    filename: 'page.css',
    code: new TextEncoder().encode(css),
    visitor: {
      Rule: {
        style(rule) {
          for (const selector of rule.value.selectors) collect(selector);
          return undefined;
        },
      },
    },
  });
  return names;
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
  const canMatch = (selectors: Selector[]) => selectors.some((selector) => selectorCanMatch(selector, hasClass));
  const stays = (rule: CssRule): boolean => {
    if (rule.type === 'style') return canMatch(rule.value.selectors);
    if (rule.type === 'media' || rule.type === 'supports' || rule.type === 'container')
      return rule.value.rules.some(stays);
    return true;
  };
  const dropIfEmpty = (rule: CssRule) => (stays(rule) ? undefined : []);
  const { code } = transform({
    filename: 'page.css',
    code: new TextEncoder().encode(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          if (canMatch(rule.value.selectors)) {
            keptRules++;
            return undefined;
          }
          droppedRules++;
          return [];
        },
        // A condition none of whose rules stay goes too (no empty `@supports (...){}`): a page's
        // sheet then depends only on the rules it keeps.
        media: dropIfEmpty,
        supports: dropIfEmpty,
        container: dropIfEmpty,
      },
    },
  });
  return { css: dropUnreadTailwindProperties(new TextDecoder().decode(code)), keptRules, droppedRules };
}

/** The custom properties a stylesheet reads with `var()`. */
function readProperties(css: string): Set<string> {
  return new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name as string));
}

/**
 * The stylesheet without Tailwind's properties (`--tw-*`) that nothing reads: their `@property`
 * registrations and the declarations that set them (the defaults of `@layer properties` among
 * them). A utility sets and reads its own, so on a page without shadows, rings or transforms,
 * about a hundred of them (5-10 KB raw) have no effect. Repeated until nothing more goes, as a
 * dropped default may have been the only reader of another.
 */
export function dropUnreadTailwindProperties(css: string): string {
  let current = css;
  for (;;) {
    const read = readProperties(current);
    const unread = (name: string) => name.startsWith('--tw-') && !read.has(name);
    const { code } = transform({
      filename: 'page.css',
      code: new TextEncoder().encode(current),
      minify: true,
      visitor: {
        Rule: { property: (rule) => (unread(rule.value.name) ? [] : undefined) },
        Declaration: { custom: (property) => (unread(property.name) ? [] : undefined) },
      },
    });
    const next = new TextDecoder().decode(code);
    if (next === current) return next;
    current = next;
  }
}
