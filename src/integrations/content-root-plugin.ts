/**
 * Modules import the editors' JSON files by their place in the repository
 * (`../../content/site.json`), which works the same in Node (the form API), Vite and any
 * bundler. Under CONTENT_ROOT, Vite redirects those imports to the chosen content root, so a
 * build of the test catalogue takes its site.json from there too.
 */
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

export function contentRootPlugin(repositoryContent: string, chosenContent: string): Plugin {
  return {
    name: 'studio:content-root',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || resolve(repositoryContent) === resolve(chosenContent)) return null;
      const target = resolve(dirname(importer.split('?')[0] ?? importer), source);
      if (!target.startsWith(resolve(repositoryContent) + sep)) return null;
      return join(chosenContent, relative(repositoryContent, target));
    },
  };
}
