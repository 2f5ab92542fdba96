/**
 * The recipe of a cached build step (build-cache.ts): everything besides its input that decides
 * its output, as one hash. That is the source of the step's module and of every module it
 * imports, followed through relative and `@/` imports to any depth, and the version of each
 * package those modules import. A change to any of them is a new recipe, so the step's cached
 * outputs are made again; a list of files kept by hand misses the helper imported later.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheKey } from './build-cache.ts';

/** The `src/` folder, which the `@/` alias names (tsconfig.json). */
const SOURCE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every module specifier of a source: static and dynamic imports, and re-exports. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The package a bare specifier names: `pkg` of `pkg/sub`, `@scope/pkg` of `@scope/pkg/sub`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * The version of a package as the module in `fromDir` resolves it (the nearest node_modules), or
 * undefined for a name no node_modules holds (words in a comment or a string).
 */
function packageVersion(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? '';
    if (dirname(dir) === dir) return undefined;
  }
}

/** The file a local specifier names: as written, or with the extensions and index the code's imports leave out. */
function moduleFile(path: string): string | undefined {
  return [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find(
    (candidate) => existsSync(candidate) && !statSync(candidate).isDirectory(),
  );
}

export interface SourceGraph {
  /** Each module's path and source, in a stable order. */
  modules: { file: string; source: string }[];
  /** Each package imported, with its version (`name@version`), sorted. */
  packages: string[];
}

/** The modules `entries` import, themselves included, and the packages they use. */
export function sourceGraph(entries: readonly string[]): SourceGraph {
  const sources = new Map<string, string>();
  const packages = new Set<string>();
  const queue = entries.map((entry) => resolve(entry));
  while (queue.length > 0) {
    // A specifier that names no file (words in a comment) is no module: the code could not load it either.
    const file = moduleFile(queue.shift() as string);
    if (file === undefined || sources.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    sources.set(file, source);
    for (const [, specifier = ''] of source.matchAll(SPECIFIER)) {
      if (specifier.startsWith('node:')) continue;
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
      else if (specifier.startsWith('@/')) queue.push(join(SOURCE_ROOT, specifier.slice(2)));
      else {
        const name = packageName(specifier);
        const version = packageVersion(name, dirname(file));
        if (version !== undefined) packages.add(`${name}@${version}`);
      }
    }
  }
  return {
    modules: [...sources].map(([file, source]) => ({ file, source })).sort((a, b) => (a.file < b.file ? -1 : 1)),
    packages: [...packages].sort(),
  };
}

/** One hash of a step's name, its modules' sources and its packages' versions. */
export function sourceRecipe(step: string, entries: readonly string[]): string {
  const { modules, packages } = sourceGraph(entries);
  return cacheKey(`${step}-recipe`, [...packages, ...modules.map(({ source }) => source)]);
}
