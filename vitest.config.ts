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
  },
});
