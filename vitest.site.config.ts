/**
 * Checks over built sites (tests/site): run by `npm run test:e2e` after it has built the
 * editors' content into dist/ and the test catalogue (tests/fixture) under .astro/content-roots/.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: { include: ['tests/site/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
