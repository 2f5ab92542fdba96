/**
 * `npm run test:e2e`: builds the site (skip with E2E_SKIP_BUILD=1), then runs Playwright
 * against the production server in Chromium. Extra arguments go to Playwright.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = findChromium();
if (!chromium) {
  console.error(
    'No Chromium found for the end-to-end tests.\n' +
      'Install one: `sudo apt-get install -y chromium` (Debian/Ubuntu), or `npx playwright install chromium`,\n' +
      'or point CHROMIUM_PATH at a Chrome/Chromium binary.',
  );
  process.exit(1);
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  execFileSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const result = spawnSync(
  process.execPath,
  [join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
