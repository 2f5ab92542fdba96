import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONTENT_IMPORT_FILES,
  ownBuildFilesIntegration,
  ownImportFile,
  ownImportFilesPlugin,
  redirectImportFiles,
  viteCacheOf,
} from '../../src/integrations/own-build-files';

const root = mkdtempSync(join(tmpdir(), 'content-imports-'));
const dotAstro = join(root, '.astro');
const cache = join(root, '.astro', 'content-roots', 'copy-123abc', 'cache');
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Store {
  scopedStore(collection: string): { set(entry: { id: string; data: unknown; filePath: string }): boolean };
  writeAssetImports(file: URL): Promise<void>;
  writeModuleImports(file: URL): Promise<void>;
}

/** Astro's own store, as the content layer uses it. */
async function astroStore(): Promise<Store> {
  const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
  const { MutableDataStore } = (await import(
    pathToFileURL(join(astroDir, 'dist/content/mutable-data-store.js')).href
  )) as { MutableDataStore: new () => Store };
  return new MutableDataStore();
}

describe('a build keeps its files in its own cache', () => {
  it('moves only the two files of the project .astro/ folder', () => {
    expect(ownImportFile(join(dotAstro, 'content-assets.mjs'), dotAstro, cache)).toBe(
      join(cache, 'content-assets.mjs'),
    );
    expect(ownImportFile(join(dotAstro, 'content-modules.mjs'), dotAstro, cache)).toBe(
      join(cache, 'content-modules.mjs'),
    );
    expect(ownImportFile(join(dotAstro, 'data-store.json'), dotAstro, cache)).toBe(join(dotAstro, 'data-store.json'));
    expect(ownImportFile(join(root, 'content-assets.mjs'), dotAstro, cache)).toBe(join(root, 'content-assets.mjs'));
  });

  it("Astro's store writes an entry's image import into the cache, leaving the shared file as another build wrote it", async () => {
    mkdirSync(dotAstro, { recursive: true });
    const shared = join(dotAstro, 'content-assets.mjs');
    writeFileSync(shared, '// another content root\nexport default new Map();');
    await redirectImportFiles(dotAstro, cache);
    const store = await astroStore();
    store.scopedStore('tools').set({
      id: 'cursor',
      data: { logoUrl: '__ASTRO_IMAGE_./cursor/logoUrl.svg' },
      filePath: 'content/tools/cursor.md',
    });
    await store.writeAssetImports(pathToFileURL(shared));
    await store.writeModuleImports(pathToFileURL(join(dotAstro, 'content-modules.mjs')));

    const own = readFileSync(join(cache, 'content-assets.mjs'), 'utf8');
    expect(own).toContain('cursor/logoUrl.svg');
    expect(existsSync(join(cache, 'content-modules.mjs'))).toBe(true);
    expect(readFileSync(shared, 'utf8')).toBe('// another content root\nexport default new Map();');
    expect(existsSync(join(dotAstro, 'content-modules.mjs'))).toBe(false);
  });

  it("the bundle reads the build's own files under either id Astro gives them", () => {
    const plugin = ownImportFilesPlugin(dotAstro, cache);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const own = readFileSync(join(cache, 'content-assets.mjs'), 'utf8');
    expect(transform('export default new Map();', join(dotAstro, 'content-assets.mjs'))?.code).toBe(own);
    expect(transform('export default new Map();', CONTENT_IMPORT_FILES['content-assets.mjs'])?.code).toBe(own);
    expect(transform('code', join(root, 'src', 'page.ts'))).toBeUndefined();
  });
});

describe("the integration, by Astro's command", () => {
  const setup = async (command: string) => {
    const updates: { vite?: { cacheDir?: string; plugins?: unknown[] } }[] = [];
    const hook = ownBuildFilesIntegration().hooks['astro:config:setup'] as unknown as (options: {
      command: string;
      config: { root: URL; cacheDir: URL };
      updateConfig: (update: (typeof updates)[number]) => void;
    }) => Promise<void>;
    await hook({
      command,
      config: { root: pathToFileURL(`${root}/`), cacheDir: pathToFileURL(`${cache}/`) },
      updateConfig: (update) => updates.push(update),
    });
    return updates;
  };

  it("a build bundles Vite's dependencies into its cache, not the dev server's node_modules/.vite", async () => {
    const [update] = await setup('build');
    expect(update?.vite?.cacheDir).toBe(viteCacheOf(cache));
    expect(update?.vite?.cacheDir).not.toContain('node_modules');
    expect(update?.vite?.plugins).toHaveLength(1);
  });

  it("the dev server keeps Astro's places", async () => {
    expect(await setup('dev')).toEqual([]);
  });
});
