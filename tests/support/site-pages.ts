/** The built pages, read from a dist/ folder, for the whole-site checks. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtPageFiles } from '../../src/build-time/dist-files.ts';
import { DEFAULT_LANGUAGE, splitLanguagePath } from '../../src/lib/i18n/languages.ts';

export interface BuiltPage {
  path: string;
  file: string;
  html: string;
}

export function builtPages(dist: string): BuiltPage[] {
  return builtPageFiles(dist).map(({ path, file }) => ({ file, path, html: readFileSync(file, 'utf8') }));
}

/** The languages a build has besides the default: the folders holding a 404 page of their own (de/404.html). */
const languageFolders = (dist: string): string[] =>
  readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dist, entry.name, '404.html')))
    .map((entry) => entry.name);

/** The route a path is built from: /case-studies/x -> /case-studies/[id], /de/faq -> /[language]/faq. */
const templateOf = (path: string, languages: readonly string[]) => {
  const { language, path: original } = splitLanguagePath(path, languages);
  const prefix = language === DEFAULT_LANGUAGE ? '' : '/[language]';
  return prefix + original.replace(/^(\/[^/]+(?:\/detail|\/page)?)\/[^/]+$/, '$1/[id]');
};

/** The paths of the pages built in `dist`, grouped by the route they are built from. */
export function pagesByTemplate(dist: string): Map<string, string[]> {
  const languages = languageFolders(dist);
  return Map.groupBy(
    builtPages(dist).map((page) => page.path),
    (path) => templateOf(path, languages),
  );
}

/** One page of each template built in `dist` (the first of each). */
export function onePagePerTemplate(dist: string): string[] {
  return [...pagesByTemplate(dist).values()].map((group) => group[0]!);
}

/**
 * One page of each screen: of each template in the default language, and of a template that
 * exists only in another. A translated page renders its original's screen (/de/faq and /faq both
 * FaqScreen): the same components, classes and colours, other words. The checks of what only the
 * colours and classes decide (contrast on gradients, focus indicators, the theme's first frame)
 * read each screen once; those of what the words change too (layout, axe, the switcher, the
 * dictionary) read every template in every language (pages.spec.ts, languages.spec.ts).
 */
export function onePagePerScreen(dist: string): string[] {
  const templates = [...pagesByTemplate(dist).keys()];
  const original = (template: string) => template.replace(/^\/\[language\]/, '') || '/';
  const own = new Set(templates.filter((template) => !template.startsWith('/[language]')));
  return [...pagesByTemplate(dist)]
    .filter(([template]) => own.has(template) || !own.has(original(template)))
    .map(([, group]) => group[0]!);
}

/** schema.org types a page must carry, by route (a translated page as its original: /de/faq as /faq). */
export function expectedJsonLdTypes(pagePath: string, languages: readonly string[] = []): string[] {
  const { path } = splitLanguagePath(pagePath, languages);
  const segments = path.split('/').filter(Boolean);
  const types: string[] = [];
  if (path === '/') types.push('Organization', 'WebSite');
  if (path.startsWith('/case-studies/') || path.startsWith('/business-ideas/')) types.push('Article');
  if (path.startsWith('/tools/detail/')) types.push('WebPage');
  if (path === '/faq') types.push('FAQPage');
  // The lists of areas and of a category's tools, in their language.
  if (path === '/expertise' || /^\/tools\/(?!detail$)[^/]+$/.test(path)) types.push('CollectionPage');
  if (segments.length >= 2) types.push('BreadcrumbList');
  return types;
}
