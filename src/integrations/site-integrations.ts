/**
 * Every integration of the site, in the one order Astro runs them. Astro calls each hook of
 * every integration in this list's order and waits for one before the next, so the order of
 * `astro:build:done` is the post-build pipeline (BUILD_DONE_ORDER, checked by
 * tests/unit/site-integrations.test.ts):
 *
 * 1. `@astrojs/sitemap` writes the sitemaps: every page but the noindex ones, each dated by its
 *    own `dcterms.modified` (src/build-time/sitemap-pages.ts); one log line counts the undated;
 * 2. static-headers writes `_headers` and `.assetsignore`;
 * 3. site-search indexes every page's main content for the site search (`dist/pagefind/`) and
 *    fills the search page's index of the site (before page-styles, which keeps its CSS);
 * 4. page-styles cuts each page's CSS and policy down to what the page uses (it rewrites pages);
 * 5. precompress writes the `.br`/`.gz` copies: last, so it sees every file the others wrote.
 *
 * Before the build, content-validation checks the content first (a broken entry stops the build
 * before anything renders). own-build-files keeps the files a build writes for itself in its own
 * cache, away from the dev server and other roots' builds. shared-image-cache hands each build
 * the images another content root's build already made, and keeps the ones it makes. The other integrations act in `npm run dev` only (the form API, the
 * editor) or at setup (React, the client directives).
 */
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import type { SitePaths } from '../config/site-paths.ts';
import { builtPageFactsReader, sitemapDates } from '../build-time/sitemap-pages.ts';
import { FORM_STEP_PAGES } from '../lib/forms/form-pages.ts';
import { clientDirectivesIntegration } from './client-directives.ts';
import { contentValidationIntegration } from './content-validation.ts';
import { ownBuildFilesIntegration } from './own-build-files.ts';
import { formApiDevIntegration } from './form-api-dev.ts';
import { keystaticDevIntegration } from './keystatic-dev.ts';
import { pageStylesIntegration } from './page-styles.ts';
import { precompressIntegration } from './precompress.ts';
import { sharedImageCacheIntegration } from './shared-image-cache.ts';
import { siteSearchIntegration } from './site-search.ts';
import { staticHeadersIntegration } from './static-headers.ts';

/** The integrations with an `astro:build:done` step, in the order the steps run. */
export const BUILD_DONE_ORDER = [
  '@astrojs/sitemap',
  'studio:static-headers',
  'studio:site-search',
  'studio:page-styles',
  'studio:precompress',
] as const;

export interface SiteIntegrationOptions {
  /** The origin of PUBLIC_FORM_ENDPOINT when the forms post to another host ('' otherwise). */
  formOrigin: string;
}

/** Whether a built page belongs in the sitemap: not the 404 fallback, nor a step of a form post without JavaScript. */
export function inSitemap(page: string): boolean {
  return !page.includes('/404') && !FORM_STEP_PAGES.some((path) => new URL(page).pathname === path);
}

/**
 * `@astrojs/sitemap`, each URL dated by its page, and one line in the build log counting the URLs
 * it could not date (they go without a lastmod rather than with a wrong one).
 */
function datedSitemap(paths: Pick<SitePaths, 'dist'>): AstroIntegration {
  // Each page is read once for its filter, lastmod and alternates.
  const facts = builtPageFactsReader(paths.dist);
  const dates = sitemapDates(paths.dist, facts);
  const integration = sitemap({
    filter: (page) => inSitemap(page) && !facts.of(page).noindex,
    // Each URL's lastmod and its hreflang alternates are the page's own (sitemap-pages.ts).
    serialize: (item) => {
      const lastmod = dates.lastmod(item.url);
      const { alternates } = facts.of(item.url);
      return { ...item, ...(lastmod ? { lastmod } : {}), ...(alternates.length > 0 ? { links: alternates } : {}) };
    },
  });
  const buildDone = integration.hooks['astro:build:done'];
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:build:done': async (options) => {
        facts.forget();
        dates.reset();
        await buildDone?.(options);
        const summary = dates.summary();
        if (summary) options.logger.warn(summary);
      },
    },
  };
}

export function siteIntegrations(paths: SitePaths, { formOrigin }: SiteIntegrationOptions): AstroIntegration[] {
  return [
    contentValidationIntegration(paths),
    react(),
    clientDirectivesIntegration(),
    sharedImageCacheIntegration(paths),
    ownBuildFilesIntegration(),
    datedSitemap(paths),
    formApiDevIntegration(),
    staticHeadersIntegration(formOrigin),
    siteSearchIntegration(paths),
    pageStylesIntegration(paths),
    precompressIntegration(paths),
    // The content editor at /keystatic: `npm run dev` only, nothing of it in the build.
    keystaticDevIntegration(paths),
  ];
}
