/** The page templates the beacon may report (src/lib/vitals/templates.ts) are the route files of src/pages. */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_TEMPLATES, isPageTemplate, templateOfRouteFile } from '@/lib/vitals/templates';
import { projectRoot } from '../support/fixture';

const pagesDir = join(projectRoot, 'src', 'pages');

function astroPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return astroPages(path);
    return entry.name.endsWith('.astro') ? [relative(pagesDir, path).split('\\').join('/')] : [];
  });
}

describe('PAGE_TEMPLATES', () => {
  it('lists the pattern of every page file, and nothing else', () => {
    expect([...PAGE_TEMPLATES].sort()).toEqual(astroPages(pagesDir).map(templateOfRouteFile).sort());
  });

  it('reads a route file as Astro.routePattern does', () => {
    expect(templateOfRouteFile('index.astro')).toBe('/');
    expect(templateOfRouteFile('expertise/index.astro')).toBe('/expertise');
    expect(templateOfRouteFile('case-studies/[slug].astro')).toBe('/case-studies/[slug]');
    expect(isPageTemplate('/faq')).toBe(true);
    expect(isPageTemplate('/faq/')).toBe(false);
  });
});
