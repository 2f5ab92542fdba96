/**
 * Builds the content editor for `npm start` into .astro/editor/ (src/integrations/editor-bundle.ts).
 * scripts/start.mjs runs it when editor accounts exist and the build is missing or stale.
 */
import { fileURLToPath } from 'node:url';
import { buildEditor } from '../src/integrations/editor-bundle.ts';

// A production build whatever the caller's NODE_ENV (a test runner sets its own): Vite reads it
// for React's JSX runtime, and a development runtime is not what the bundle ships with.
process.env['NODE_ENV'] = 'production';
const started = Date.now();
await buildEditor(fileURLToPath(new URL('..', import.meta.url)));
console.log(`Content editor built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
