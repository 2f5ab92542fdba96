import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { contentRootPlugin } from './src/integrations/content-root-plugin.ts';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  // Unit tests read the test catalogue's site.json etc., never the editors' content.
  plugins: [
    contentRootPlugin(
      fileURLToPath(new URL('./content', import.meta.url)),
      fileURLToPath(new URL('./tests/fixture/content', import.meta.url)),
    ),
  ],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Several files start real servers (SMTP, workerd, the node entry): a busy machine needs more
    // than Vitest's default 5 s for one of their steps.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
