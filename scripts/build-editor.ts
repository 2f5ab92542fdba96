/**
 * Builds the content editor for `npm start` into .astro/editor/ (src/integrations/editor-bundle.ts).
 * scripts/start.mjs runs it when editor accounts exist and the build is missing or stale.
 */
import { fileURLToPath } from 'node:url';
import { buildEditor } from '../src/integrations/editor-bundle.ts';

const started = Date.now();
await buildEditor(fileURLToPath(new URL('..', import.meta.url)));
console.log(`Content editor built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
