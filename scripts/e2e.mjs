/**
 * `npm run test:e2e`: builds the editors' content (dist/), the test catalogue
 * (CONTENT_ROOT=tests/fixture, built under .astro/content-roots/) and the test catalogue with the
 * pseudo-language added (scripts/pseudo-language.ts, PSEUDO_ROOT), checks the first two builds' files with Vitest
 * (tests/site), then runs Playwright in Chromium against the test catalogue's build.
 * E2E_SKIP_BUILD=1 reuses both builds; extra arguments go to Playwright (and skip the file checks).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const FIXTURE = 'tests/fixture';
/** The test catalogue with the pseudo-language (tests/e2e/pseudo-language.spec.ts reads its build). */
const PSEUDO_ROOT = '.astro/pseudo-language';
const chromium = findChromium();
if (!chromium) {
  console.error(
    'No Chromium found for the end-to-end tests.\n' +
      'Install one: `sudo apt-get install -y chromium` (Debian/Ubuntu), or `npx playwright install chromium`,\n' +
      'or point CHROMIUM_PATH at a Chrome/Chromium binary.',
  );
  process.exit(1);
}

/** Runs a Node script of a package (or of the project's scripts/); exits with its status if it fails. */
function run(label, script, args, env = {}) {
  const started = Date.now();
  console.log(`\n== ${label}`);
  const file = script.startsWith('scripts/') ? join(root, script) : join(root, 'node_modules', ...script.split('/'));
  const result = spawnSync(process.execPath, [file, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(`== ${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const playwrightArgs = process.argv.slice(2);
if (process.env.E2E_SKIP_BUILD !== '1') {
  run("build the editors' content into dist/", 'astro/bin/astro.mjs', ['build'], { CONTENT_ROOT: '' });
  run(`build the test catalogue (${FIXTURE})`, 'astro/bin/astro.mjs', ['build'], { CONTENT_ROOT: FIXTURE });
  run('write the pseudo-language copy of the test catalogue', 'scripts/pseudo-language.ts', [FIXTURE, PSEUDO_ROOT]);
  run(`build it (${PSEUDO_ROOT})`, 'astro/bin/astro.mjs', ['build'], { CONTENT_ROOT: PSEUDO_ROOT });
}
if (playwrightArgs.length === 0) {
  run('check the built files (tests/site)', 'vitest/vitest.mjs', ['run', '--config', 'vitest.site.config.ts']);
}
run('browser tests on the test catalogue (tests/e2e)', '@playwright/test/cli.js', ['test', ...playwrightArgs], {
  CHROMIUM_PATH: chromium,
  CONTENT_ROOT: FIXTURE,
});
