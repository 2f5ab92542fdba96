import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findHeadlessShell } from './scripts/find-chromium.mjs';
import { FIXTURE_ROOT } from './tests/support/fixture.ts';
import { edgePorts, nodeTestPort } from './tests/support/ports.ts';
import { API_TAG } from './tests/support/test-tags.ts';

const port = nodeTestPort();
const outbox = process.env.E2E_OUTBOX_DIR ?? mkdtempSync(join(tmpdir(), 'studio-outbox-'));
process.env.E2E_OUTBOX_DIR = outbox;
/** The edge preview (wrangler dev) beside the Node server: its D1, queues and received mails. */
const edge = edgePorts(port);
const edgeState = process.env.E2E_EDGE_STATE_DIR ?? mkdtempSync(join(tmpdir(), 'studio-edge-'));
process.env.E2E_EDGE_STATE_DIR = edgeState;

/**
 * The content editor's specs: each runs `astro dev` on its own copy of the content, and a project
 * has one dev server at a time (Astro refuses a second, "Another astro dev server is already
 * running", and every dev server reads and writes the one .astro/data-store.json), so they run
 * one after another.
 */
const EDITOR_SPECS = /(content-editor|editor-)[^/]*\.spec\.ts$/;

/**
 * The specs that need the full browser: the back/forward cache and prerendering, which the
 * headless shell lacks. Every other spec outside the editor's runs in the shell, which does the
 * same work with about a fifth less CPU (scripts/find-chromium.mjs).
 */
const FULL_BROWSER_SPECS = /(navigation|vitals)\.spec\.ts$/;

const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
};
const shell = {
  ...browser,
  launchOptions: { ...browser.launchOptions, executablePath: findHeadlessShell() ?? findChromium() },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three at a time on a 2-core machine: the browser tests wait (for paints, hydration, the
  // servers) far more than they compute, so a third worker fills the idle time
  // (E2E_WORKERS to choose).
  workers: Number(process.env['E2E_WORKERS'] ?? 3),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    trace: 'retain-on-failure',
  },
  projects: [
    // the content editor's specs, one at a time (each starts its own dev server). Listed first so
    // they start first: their 12 tests take 6 to 10 minutes one after another, and started last
    // they were the whole run's tail, with the other workers idle.
    { name: 'editor', testMatch: EDITOR_SPECS, workers: 1, use: { ...browser, baseURL: `http://127.0.0.1:${port}` } },
    // everything but the editor's specs, on `npm start`'s server: in the headless shell, and the
    // back/forward cache's and prerendering's specs in the full browser
    {
      name: 'chromium',
      testIgnore: [EDITOR_SPECS, FULL_BROWSER_SPECS],
      use: { ...shell, baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'chromium-full',
      testMatch: FULL_BROWSER_SPECS,
      use: { ...browser, baseURL: `http://127.0.0.1:${port}` },
    },
    // the API contract, the field beacon and the form tests that depend on the API's answer
    // (tagged API_TAG), again on the Worker in workerd (npm run preview:edge)
    {
      name: 'edge',
      testMatch: /(forms-.*|api-contract|vitals)\.spec\.ts$/,
      grep: new RegExp(`${API_TAG}\\b|api-contract\\.spec`),
      use: { ...browser, baseURL: `http://127.0.0.1:${edge.preview}` },
    },
  ],
  webServer: [
    {
      command: 'node src/server/node/entry.ts',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        OUTBOX_DIR: outbox,
        OUTBOX_DB: join(outbox, 'outbox.sqlite'),
        VITALS_DB: join(outbox, 'vitals.sqlite'),
        FORM_RATE_LIMIT: '1000',
        // every browser test's pages send their beacons from this one address
        VITALS_RATE_LIMIT: '100000',
        VITALS_CLIENT_DAILY_LIMIT: '100000',
        E2E_FAULTS: '1',
        // The server serves the build of the test catalogue (scripts/e2e.mjs builds it).
        CONTENT_ROOT: FIXTURE_ROOT,
        // No editor accounts, whatever the machine's user has: the site as visitors see it.
        EDITOR_ACCOUNTS_FILE: join(outbox, 'no-editors.json'),
      },
    },
    {
      command: 'node scripts/preview-edge.ts',
      url: `http://127.0.0.1:${edge.preview}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(edge.preview),
        HOST: '127.0.0.1',
        EDGE_INSPECTOR_PORT: String(edge.previewInspector),
        EDGE_STATE_DIR: edgeState,
        EDGE_ENV: 'e2e',
        SKIP_BUILD: '1',
        CONTENT_ROOT: FIXTURE_ROOT,
      },
    },
  ],
});
