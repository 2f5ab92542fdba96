/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH, then Playwright's own download, then the
 * system's (Debian's `chromium`). Playwright cannot download browsers on every machine, so
 * the tests run on whichever is there.
 */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

function playwrightCacheChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache)
    .filter((d) => d.startsWith('chromium-'))
    .sort()
    .reverse()) {
    for (const rel of ['chrome-linux64/chrome', 'chrome-linux/chrome']) {
      const candidate = join(cache, dir, rel);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return (
    playwrightCacheChromium() ??
    ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p))
  );
}

/**
 * Chromium's headless shell (the old headless mode as a browser of its own; Debian's
 * `chromium-headless-shell`, Playwright's `chromium-headless-shell`), which Playwright prefers for
 * headless runs: on the 2-core machines it took about a fifth less CPU than the full browser for
 * the same browser tests. It has no back/forward cache, so the tests of the cache and of
 * prerendering run in the full browser (playwright.config.ts). Undefined when none is installed.
 */
export function findHeadlessShell() {
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache))
    for (const dir of readdirSync(cache)
      .filter((d) => d.startsWith('chromium_headless_shell-'))
      .sort()
      .reverse())
      for (const rel of ['chrome-headless-shell-linux64/chrome-headless-shell', 'chrome-linux/headless_shell']) {
        const candidate = join(cache, dir, rel);
        if (existsSync(candidate)) return candidate;
      }
  return ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'].find((p) => existsSync(p));
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// `node scripts/find-chromium.mjs`: the browser's path (exit 1 without one); with --headless-shell,
// the headless shell's.
if (import.meta.url === `file://${process.argv[1]}`) {
  const found = process.argv.includes('--headless-shell') ? findHeadlessShell() : findChromium();
  if (found) console.log(found);
  else process.exit(1);
}
