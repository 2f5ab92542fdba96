/**
 * What a build (and `astro sync`, `astro check`) keeps to itself, away from the other Astro
 * processes of the project: builds of other content roots (the publisher's snapshots, the
 * tests' copies) and the dev server, which run at the same time.
 *
 * - The content layer's imports of entries' images (`content-assets.mjs`) and of deferred entry
 *   modules (`content-modules.mjs`): Astro writes them into the project's `.astro/`, one file
 *   whatever the content root, and a build reads them back when it bundles the pages. A build
 *   that read another root's file found none of its own images, and a page with one stopped it
 *   (`LocalImageUsedWrongly ... Received ./cursor/logoUrl.svg`). A build writes them into its
 *   cache folder (where Astro keeps its build's data store too) and its bundle reads them there.
 * - Vite's bundle of dependencies: Astro keeps it in `node_modules/.vite/` for every process, and
 *   a build's content sync bundles it again for its own configuration, replacing the one a
 *   running dev server serves: the editor's page then got 504 (Outdated Optimize Dep) for its
 *   modules and did not start. A build's goes into its cache folder.
 *
 * `astro dev` keeps Astro's places: the project runs one dev server at a time
 * (playwright.config.ts, dev-data-store.ts).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** Astro's names for the two files, and the ids its bundle reads them under when they are absent. */
export const CONTENT_IMPORT_FILES = {
  'content-assets.mjs': '\0astro:asset-imports',
  'content-modules.mjs': '\0astro:content-module-imports',
} as const;
type ImportFile = keyof typeof CONTENT_IMPORT_FILES;

const isImportFile = (name: string): name is ImportFile => Object.hasOwn(CONTENT_IMPORT_FILES, name);

/** Where a build keeps `file` of the project's `.astro/` instead: its cache folder; anything else stays. */
export function ownImportFile(path: string, dotAstroDir: string, cacheDir: string): string {
  const name = basename(path);
  return dirname(path) === dotAstroDir && isImportFile(name) ? join(cacheDir, name) : path;
}

/** The Astro module whose store writes the two files (not among the package's exports, so by its path). */
async function dataStoreClass(): Promise<{ prototype: Record<PropertyKey, unknown> }> {
  const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
  const module = (await import(pathToFileURL(join(astroDir, 'dist/content/mutable-data-store.js')).href)) as {
    MutableDataStore: { prototype: Record<PropertyKey, unknown> };
  };
  return module.MutableDataStore;
}

const WRITERS = ['writeAssetImports', 'writeModuleImports'] as const;
/** The folders the store's writers redirect between (the last call's: one build per process). */
const TARGETS = Symbol.for('studio.own-build-files');
interface Targets {
  dotAstroDir: string;
  cacheDir: string;
}

/** Makes Astro's store write the two files of `dotAstroDir` into `cacheDir` instead. */
export async function redirectImportFiles(dotAstroDir: string, cacheDir: string): Promise<void> {
  const { prototype } = await dataStoreClass();
  const installed = prototype[TARGETS] as Targets | undefined;
  prototype[TARGETS] = { dotAstroDir, cacheDir } satisfies Targets;
  if (installed) return;
  for (const name of WRITERS) {
    const write = prototype[name] as ((this: unknown, file: URL) => Promise<void>) | undefined;
    if (typeof write !== 'function') throw new Error(`Astro's data store has no ${name}: see ${import.meta.url}`);
    prototype[name] = function (this: unknown, file: URL): Promise<void> {
      const targets = prototype[TARGETS] as Targets;
      mkdirSync(targets.cacheDir, { recursive: true });
      return write.call(this, pathToFileURL(ownImportFile(fileURLToPath(file), targets.dotAstroDir, targets.cacheDir)));
    };
  }
}

/** The bundle's plugin: each of the two modules, whichever id Astro gave it, is the build's own file. */
export function ownImportFilesPlugin(dotAstroDir: string, cacheDir: string): Plugin {
  const fileOfId = new Map<string, ImportFile>(
    Object.entries(CONTENT_IMPORT_FILES).flatMap(([name, stub]) => [
      [stub, name as ImportFile],
      [join(dotAstroDir, name), name as ImportFile],
    ]),
  );
  return {
    name: 'studio:own-content-imports',
    transform(_code, id) {
      const name = fileOfId.get(id);
      if (!name) return undefined;
      const own = join(cacheDir, name);
      return { code: existsSync(own) ? readFileSync(own, 'utf8') : 'export default new Map();', map: null };
    },
  };
}

const folder = (url: URL) => fileURLToPath(url).replace(/\/$/, '');

/** Where a process that is not the dev server keeps Vite's bundle of dependencies. */
export const viteCacheOf = (cacheDir: string) => join(cacheDir, 'vite');

export function ownBuildFilesIntegration(): AstroIntegration {
  return {
    name: 'studio:own-build-files',
    hooks: {
      'astro:config:setup': async ({ command, config, updateConfig }) => {
        if (command === 'dev') return;
        const dotAstroDir = folder(new URL('.astro/', config.root));
        const cacheDir = folder(config.cacheDir);
        await redirectImportFiles(dotAstroDir, cacheDir);
        updateConfig({
          vite: { cacheDir: viteCacheOf(cacheDir), plugins: [ownImportFilesPlugin(dotAstroDir, cacheDir)] },
        });
      },
    },
  };
}
