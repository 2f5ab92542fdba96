/**
 * Zod for the forms' schemas, set to run jitless before any schema is built. Zod 4 otherwise
 * probes for `eval` with `new Function('')` when it builds its first object schema, to compile a
 * faster parser; under the site's Content-Security-Policy (no 'unsafe-eval') the probe fails
 * quietly but the browser still reports a `securitypolicyviolation` on every page with a form.
 * Jitless, Zod parses with its plain interpreter (the same results, a little slower on large
 * objects; a form is small) and never touches `Function` (zod/v4/core/util.js: allowsEval).
 */
import { z } from 'astro/zod';

z.config({ jitless: true });

export { z };
