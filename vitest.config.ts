import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    // Unit tests read the test catalogue's site.json etc., never the editors' content.
    env: { CONTENT_ROOT: 'tests/fixture' },
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Several files start real servers (SMTP, workerd, the node entry): a busy machine needs more
    // than Vitest's default 5 s for one of their steps.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker per core but one (a single worker on a 2-core machine), and
    // the slow files wait on their servers far more than they compute: three files at a time.
    maxWorkers: 3,
  },
});
