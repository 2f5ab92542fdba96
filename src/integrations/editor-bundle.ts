/**
 * The content editor's own build for `npm start`: Keystatic's UI with this project's config, its
 * adapter's rewrites (withEditorChanges) and problems panel, as a browser bundle, and the editor's
 * API (src/admin/node/editor-api.ts) as a server module, both into EDITOR_BUILD_DIR (.astro/editor/,
 * git-ignored), never into dist/: nothing of the editor reaches the pages visitors load. The Node
 * server serves both behind sign-in (src/server/node/editor/). scripts/build-editor.ts runs it;
 * scripts/start.mjs runs that when editor accounts exist and the build is missing or older than
 * its sources (EDITOR_SOURCES).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { withEditorChanges } from '../admin/browser/keystatic-adapter.ts';
import { EDITOR_ASSETS_PATH, OPTIONS_API } from '../lib/admin-paths.ts';
import { EDITOR_BUILD_DIR, EDITOR_BUILD_STAMP } from '../server/node/editor/build-paths.ts';

const OPTIONS_MODULE = 'virtual:studio-admin-options';
const RESOLVED_OPTIONS = `\0${OPTIONS_MODULE}`;
const BROWSER_ENTRY = fileURLToPath(new URL('../admin/browser/editor-main.tsx', import.meta.url));
const SERVER_ENTRY = fileURLToPath(new URL('../admin/node/editor-api.ts', import.meta.url));
const LIST_SEARCH = fileURLToPath(new URL('../admin/browser/list-search.ts', import.meta.url));

/** The editor's choices, fetched from its API when the page loads (the session cookie goes along: same origin). */
function optionsModule(): Plugin {
  return {
    name: 'studio:editor-options',
    resolveId: (id) => (id === OPTIONS_MODULE ? RESOLVED_OPTIONS : null),
    load: (id) =>
      id === RESOLVED_OPTIONS
        ? `const answer = await fetch(${JSON.stringify(OPTIONS_API)});\nif (!answer.ok) throw new Error('The editor could not read its choices: ' + answer.status);\nexport default await answer.json();`
        : null,
  };
}

/** Keystatic's UI module with the editor's changes (src/admin/browser/keystatic-adapter.ts). */
const editorChanges = (): Plugin => ({
  name: 'studio:editor-changes',
  transform: (code) => withEditorChanges(code, LIST_SEARCH),
});

/** Builds the editor's browser bundle and API module under the project `root`. */
export async function buildEditor(root: string): Promise<void> {
  const outDir = join(root, EDITOR_BUILD_DIR);
  rmSync(outDir, { recursive: true, force: true });
  await build({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'error',
    base: `${EDITOR_ASSETS_PATH}/`,
    plugins: [optionsModule(), editorChanges()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: join(outDir, 'assets'),
      assetsDir: '',
      emptyOutDir: true,
      manifest: 'manifest.json',
      target: 'es2022',
      chunkSizeWarningLimit: 10_000,
      rollupOptions: { input: BROWSER_ENTRY },
    },
  });
  await build({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'error',
    build: {
      ssr: SERVER_ENTRY,
      outDir: join(outDir, 'server'),
      emptyOutDir: true,
      target: 'node22',
      rollupOptions: { output: { entryFileNames: 'editor-api.mjs' } },
    },
  });
  writeFileSync(join(root, EDITOR_BUILD_STAMP), new Date().toISOString());
}
