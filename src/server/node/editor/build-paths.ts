/**
 * Where the editor's own build lives (src/integrations/editor-bundle.ts writes it, the editor
 * server reads it), relative to the project root: under .astro/ (git-ignored), never dist/.
 */
export const EDITOR_BUILD_DIR = '.astro/editor';
/** Its browser code (Vite's manifest names the entry's script and stylesheet). */
export const EDITOR_ASSETS_DIR = `${EDITOR_BUILD_DIR}/assets`;
export const EDITOR_MANIFEST = `${EDITOR_ASSETS_DIR}/manifest.json`;
/** Its API, loaded by the server only when editor accounts exist. */
export const EDITOR_API_MODULE = `${EDITOR_BUILD_DIR}/server/editor-api.mjs`;
/** Written last: its time is the build's, which scripts/start.mjs compares with its sources'. */
export const EDITOR_BUILD_STAMP = `${EDITOR_BUILD_DIR}/built-at`;
/** What the editor's build is made from (scripts/start.mjs rebuilds when one is newer). */
export const EDITOR_SOURCES = ['src/admin', 'src/lib', 'src/content-reading', 'keystatic.config.ts', 'package.json'];
