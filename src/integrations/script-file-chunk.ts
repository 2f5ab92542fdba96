/**
 * A Vite plugin: a browser script as a file of its own, whose URL a page script imports from a
 * virtual module and adds as a <script> when it is needed (the field beacon once the page is
 * idle, src/browser/vitals-loader.ts; the site search when the visitor opens it,
 * src/components/layout/SiteSearchHost.astro). Not a dynamic import(): Vite wraps those in its
 * preload helper, a static import that would stop Astro from inlining the page's script into every
 * page. Under `astro dev` the URL is the source file's.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export interface ScriptFile {
  /** The virtual module whose default export is the file's URL. */
  module: string;
  /** The script (a `new URL` beside this file, so tools that follow imports find it). */
  source: URL;
  /** The emitted file's name (before its hash). */
  name: string;
}

/** The field beacon (web-vitals and the beacon's own code). */
export const VITALS_BEACON_SCRIPT: ScriptFile = {
  module: 'virtual:vitals-beacon-url',
  source: new URL('../browser/vitals-beacon.ts', import.meta.url),
  name: 'vitals-beacon',
};

/** The site search: its dialog and the search page's search, with Pagefind's loader. */
export const SITE_SEARCH_SCRIPT: ScriptFile = {
  module: 'virtual:site-search-url',
  source: new URL('../browser/site-search/main.ts', import.meta.url),
  name: 'site-search',
};

/** `enabled: false` (the beacon of a build with VITALS=off): no file is emitted, the URL is empty. */
export function scriptFileChunk(file: ScriptFile, { enabled = true }: { enabled?: boolean } = {}): Plugin {
  const resolved = `\0${file.module}`;
  const sourcePath = fileURLToPath(file.source);
  /** Where `astro dev` serves the source: its path from the project's root. */
  const devUrl = `/${relative(fileURLToPath(new URL('../..', import.meta.url)), sourcePath)}`;
  let building = false;
  return {
    name: `studio:script-file:${file.name}`,
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === file.module ? resolved : undefined;
    },
    load(id) {
      if (id !== resolved) return undefined;
      if (!enabled) return `export default '';`;
      if (!building || this.environment.config.consumer !== 'client')
        return `export default ${JSON.stringify(devUrl)};`;
      const reference = this.emitFile({ type: 'chunk', id: sourcePath, name: file.name });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
