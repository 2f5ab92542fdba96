// @ts-check
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { siteIntegrations } from './src/integrations/site-integrations.ts';
import { sitePaths } from './src/config/site-paths.ts';
import { SPECULATION_RULES_JSON } from './src/lib/speculation-rules.ts';
import { cspHash, minifiedInlineScript } from './src/build-time/inline-script.ts';
import { SITE_SEARCH_SCRIPT, VITALS_BEACON_SCRIPT, scriptFileChunk } from './src/integrations/script-file-chunk.ts';

const site = process.env.SITE_URL ?? 'https://nexora.studio';
/** The editors' folder (content/) and where its build goes: see site-paths.ts. */
const paths = sitePaths(fileURLToPath(new URL('.', import.meta.url)));

/** A form API on another origin (PUBLIC_FORM_ENDPOINT=https://...) must be allowed to connect. */
const formEndpoint = process.env.PUBLIC_FORM_ENDPOINT ?? '';
const formOrigin = /^https?:\/\//.test(formEndpoint) ? new URL(formEndpoint).origin : '';

/** The zoom preference must apply before first paint, so it is the one inline script. Its
 * hash is computed from the same file, minified the same way, as the layout inlines, so the two
 * can never drift. */
const prePaint = readFileSync(new URL('./src/browser/pre-paint.js', import.meta.url), 'utf8');
const prePaintHash = cspHash(minifiedInlineScript('pre-paint.js', prePaint));
/** The speculation rules (src/components/layout/SpeculationRules.astro) are a script to the CSP too. */
const speculationRulesHash = cspHash(SPECULATION_RULES_JSON);

export default defineConfig({
  site,
  cacheDir: paths.cache,
  outDir: paths.dist,
  trailingSlash: 'never',
  // Four pages at a time: a page's share image is encoded on sharp's threads while the next
  // renders (one at a time, the main thread sat idle for most of a large catalogue's build).
  build: { format: 'file', inlineStylesheets: 'always', concurrency: 4 },
  compressHTML: true,
  // A rebuild copies the pages whose data (the `cacheKey` their route gives, src/data/page-cache-keys.ts)
  // and code are unchanged since the last build instead of rendering them again: at 10,000
  // projects, the case studies an edit did not touch. Astro keeps the copies in cacheDir.
  experimental: { incrementalBuild: true },
  markdown: { syntaxHighlight: 'prism' },
  // Content images (src/data/optimised-images.ts): AVIF at a low effort keeps a cold build of the catalogue
  // within seconds per image while the files stay about a third smaller than WebP.
  image: { service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 2 } } } },
  // In one place, in the order their build steps run: see src/integrations/site-integrations.ts.
  integrations: siteIntegrations(paths, { formOrigin }),
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        formOrigin ? `connect-src 'self' ${formOrigin}` : "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        formOrigin ? `form-action 'self' ${formOrigin}` : "form-action 'self'",
        'upgrade-insecure-requests',
      ],
      scriptDirective: {
        hashes: [prePaintHash, speculationRulesHash],
      },
    },
  },
  vite: {
    // VITALS=off removes the field beacon from every page (src/browser/vitals-loader.ts, BaseLayout).
    plugins: [
      tailwindcss(),
      scriptFileChunk(VITALS_BEACON_SCRIPT, { enabled: process.env.VITALS !== 'off' }),
      scriptFileChunk(SITE_SEARCH_SCRIPT),
    ],
    // The beacon is a script of its own, reached by no import Vite scans at start: without this,
    // `astro dev` finds web-vitals on the first idle page, optimises again and answers the
    // page's other modules 504 (Outdated Optimize Dep) meanwhile.
    optimizeDeps: { include: ['web-vitals'] },
    define: { 'import.meta.env.VITALS': JSON.stringify(process.env.VITALS ?? '') },
    // Lazy chunks (the dialog's form) load when needed; Vite's preload helper would add ~1 KB
    // to every page for no gain.
    build: {
      modulePreload: false,
      // Imported constants (src/lib/site-events.ts) are inlined, so a page script that shares
      // them with an island stays self-contained and Astro inlines it into the page.
      rolldownOptions: { optimization: { inlineConst: true } },
      // Page scripts stay inline up to 8 KB (the shell's script with the modal menu, the zoom
      // preference and the navigation intent is about 6 KB): a linked script file delays the first
      // paint (tests/site checks that no page links one). Other assets keep Vite's 4 KB rule.
      assetsInlineLimit: (file, content) => (file.endsWith('.js') ? content.length < 8 * 1024 : undefined),
    },
    resolve: {
      alias: {
        // CSP-safe scroll lock for Radix Dialog: see the shim's header.
        'react-style-singleton': fileURLToPath(
          new URL('./src/components/islands/shims/react-style-singleton.ts', import.meta.url),
        ),
      },
    },
  },
});
