import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';
import { FIXTURE_ROOT } from './tests/support/fixture.ts';

const port = Number(process.env.E2E_PORT ?? 4399);
const outbox = process.env.E2E_OUTBOX_DIR ?? mkdtempSync(join(tmpdir(), 'studio-outbox-'));
process.env.E2E_OUTBOX_DIR = outbox;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node src/server/node.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      OUTBOX_DIR: outbox,
      OUTBOX_DB: join(outbox, 'outbox.sqlite'),
      FORM_RATE_LIMIT: '1000',
      E2E_FAULTS: '1',
      // The server serves the build of the test catalogue (scripts/e2e.mjs builds it).
      CONTENT_ROOT: FIXTURE_ROOT,
    },
  },
});
