/** The built pages, read from a dist/ folder, for the whole-site checks. */
import { readFileSync } from 'node:fs';
import { builtPageFiles } from '../../src/build-time/dist-files.ts';
import { splitLanguagePath } from '../../src/lib/i18n/languages.ts';

export interface BuiltPage {
  path: string;
  file: string;
  html: string;
}

export function builtPages(dist: string): BuiltPage[] {
  return builtPageFiles(dist).map(({ path, file }) => ({ file, path, html: readFileSync(file, 'utf8') }));
}

/** The route a path is built from: /case-studies/x -> /case-studies/[id]. */
const templateOf = (path: string) => path.replace(/^(\/[^/]+(?:\/detail|\/page)?)\/[^/]+$/, '$1/[id]');

/** The paths of the pages built in `dist`, grouped by the route they are built from. */
export function pagesByTemplate(dist: string): Map<string, string[]> {
  return Map.groupBy(
    builtPages(dist).map((page) => page.path),
    templateOf,
  );
}

/** One page of each template built in `dist` (the first of each). */
export function onePagePerTemplate(dist: string): string[] {
  return [...pagesByTemplate(dist).values()].map((group) => group[0]!);
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
  if (segments.length >= 2) types.push('BreadcrumbList');
  return types;
}
