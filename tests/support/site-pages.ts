/** The built pages, read from a dist/ folder, for the whole-site checks. */
import { readFileSync } from 'node:fs';
import { builtPageFiles } from '../../src/build-time/dist-files.ts';

export interface BuiltPage {
  path: string;
  file: string;
  html: string;
}

export function builtPages(dist: string): BuiltPage[] {
  return builtPageFiles(dist).map(({ path, file }) => ({ file, path, html: readFileSync(file, 'utf8') }));
}

/** schema.org types a page must carry, by route. */
export function expectedJsonLdTypes(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const types: string[] = [];
  if (path === '/') types.push('Organization', 'WebSite');
  if (path.startsWith('/case-studies/') || path.startsWith('/business-ideas/')) types.push('Article');
  if (path.startsWith('/tools/detail/')) types.push('WebPage');
  if (path === '/faq') types.push('FAQPage');
  if (segments.length >= 2) types.push('BreadcrumbList');
  return types;
}
