/** Walking the build output (`dist/`) for the post-build steps. */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `dir`, at any depth. */
export function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** The site path a page file of the build answers: `projects/index.html` -> `/projects`, `index.html` -> `/`. */
export function pagePathOf(dist: string, file: string): string {
  return `/${relative(dist, file)
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '')}`;
}

/** The built pages: every HTML file of `dist` but those of `_astro/`, with its site path, by path. */
export function builtPageFiles(dist: string): { path: string; file: string }[] {
  const htmlFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '_astro' ? [] : htmlFiles(path);
      return entry.isFile() && entry.name.endsWith('.html') ? [path] : [];
    });
  return htmlFiles(dist)
    .map((file) => ({ path: pagePathOf(dist, file), file }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
