/**
 * Speculation rules: which same-site links the browser may prerender, and when. A page of this
 * site takes about 250 ms to arrive on a slow phone network, and a visitor hovers a link about
 * 300 ms before clicking it, so the browser's own hover heuristic ('moderate': 200 ms into the
 * hover) starts too late. The page script (src/browser/navigation-intent.ts) marks a link with
 * INTENT_ATTRIBUTE as soon as the visitor shows intent (pointer resting on it, keyboard focus,
 * touch), and the first rule prerenders marked links at once; the second prerenders any eligible
 * link on pointer down, so a page gains a head start without the script too. Chrome prerenders
 * one page at a time, so a link the visitor left keeps no prerender running: only the latest
 * intent is marked, and no rule starts on a mere pass of the pointer ('moderate' would).
 *
 * Never prerendered: the form API, the steps of a form submission (confirmation and problem
 * pages), the search page in every language (its results depend on the query, and it loads the search), the content editor, generated files (share images, data, feeds) and links that
 * download, open elsewhere or open the consultation dialog (their page is never shown).
 */
import { FORM_STEP_PAGES } from './forms/form-pages.ts';
import { SITE_SEARCH_PATH } from './site-search/controls.ts';

/** The attribute the intent script sets on a link the visitor is about to follow. */
export const INTENT_ATTRIBUTE = 'data-prerender-intent';
/** A pointer resting this long on a link is intent; a pointer passing over it is not. */
export const INTENT_DELAY_MS = 50;
/** Links kept marked at once; the oldest mark is dropped first (the browser then cancels its prerender). */
export const MAX_INTENT_LINKS = 1;

/** URL patterns (same origin) that must never be prerendered. */
export const NEVER_PRERENDERED_PATHS: readonly string[] = [
  '/api/*',
  '/keystatic',
  '/keystatic/*',
  ...FORM_STEP_PAGES,
  SITE_SEARCH_PATH,
  `/:language${SITE_SEARCH_PATH}`,
  '/og/*',
  '/data/*',
  '/*.*',
];

/** Links whose page the visitor does not see in this tab, or that never navigate. */
export const NEVER_PRERENDERED_LINKS =
  '[download], [target]:not([target="_self"]), [rel~="nofollow"], [data-consultation-trigger], [href^="#"]';

type Condition =
  | { href_matches: string | readonly string[] }
  | { selector_matches: string }
  | { not: Condition }
  | { and: readonly Condition[] };

interface DocumentRule {
  source: 'document';
  where: Condition;
  eagerness: 'immediate' | 'eager' | 'moderate' | 'conservative';
}

export interface SpeculationRules {
  prerender: DocumentRule[];
}

/** Same-site page links that may be prerendered. */
export const ELIGIBLE_LINKS: Condition = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: NEVER_PRERENDERED_PATHS } },
    { not: { selector_matches: NEVER_PRERENDERED_LINKS } },
  ],
};

export function speculationRules(): SpeculationRules {
  return {
    prerender: [
      {
        source: 'document',
        where: { and: [ELIGIBLE_LINKS, { selector_matches: `[${INTENT_ATTRIBUTE}]` }] },
        eagerness: 'immediate',
      },
      { source: 'document', where: ELIGIBLE_LINKS, eagerness: 'conservative' },
    ],
  };
}

/** The text of the page's `<script type="speculationrules">` (its hash goes into the CSP). */
export const SPECULATION_RULES_JSON = JSON.stringify(speculationRules());

/**
 * The same decision as the rules, for a URL: whether a link to it may be prerendered from a page
 * at `origin`. The rules' URL patterns are matched by the browser; this mirrors them for the
 * tests and the benchmark.
 */
export function isPrerenderablePath(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  return !NEVER_PRERENDERED_PATHS.some((pattern) => pathPatternMatches(pattern, url.pathname));
}

/** A URL Pattern pathname of the simple kind used above: literal text and `*` for any text. */
export function pathPatternMatches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}
