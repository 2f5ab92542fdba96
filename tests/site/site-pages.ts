/** The built pages, read from a dist/ folder, for the whole-site checks. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === '_astro' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

export interface BuiltPage {
  path: string;
  file: string;
  html: string;
}

export function builtPages(dist: string): BuiltPage[] {
  return htmlFiles(dist)
    .map((file) => ({
      file,
      path:
        `/${relative(dist, file)
          .replace(/\.html$/, '')
          .replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/',
      html: readFileSync(file, 'utf8'),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
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
