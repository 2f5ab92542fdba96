/**
 * `npm run ci:content`: the publish pipeline's path for a push that changes only content/ (the
 * editors' files): the content check, the build of the editors' content (dist/) and the checks of
 * that build (tests/site on dist/), without lint, unit and browser tests, which never read
 * content/. Prints the time of each step; exits with the first failing step's status.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The checks of tests/site that read the editors' build (the others read the test catalogue's). */
const CONTENT_SITE_CHECKS = [
  'tests/site/site.test.ts',
  'tests/site/search.test.ts',
  'tests/site/catalogue-pages.test.ts',
];

const steps: [string, string[]][] = [
  ['content check', [join(root, 'scripts', 'check-content.ts')]],
  ['build', [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build']],
  [
    'site checks',
    [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--config',
      'vitest.site.config.ts',
      ...CONTENT_SITE_CHECKS,
    ],
  ],
];

const started = Date.now();
for (const [label, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n== ${label}`);
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CONTENT_ROOT: '', SITE_OUT_DIR: '' },
  });
  console.log(`== ${label}: ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(`\ncontent-only path: ${((Date.now() - started) / 1000).toFixed(1)} s`);
