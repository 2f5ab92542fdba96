import { describe, expect, it } from 'vitest';
import { sitePaths } from '@/config/site-paths';
import { BUILD_DONE_ORDER, inSitemap, siteIntegrations } from '@/integrations/site-integrations';

const integrations = siteIntegrations(sitePaths(process.cwd()), { formOrigin: '' });
const names = integrations.map((integration) => integration.name);
const buildDone = integrations
  .filter((integration) => integration.hooks['astro:build:done'])
  .map((integration) => integration.name);

describe('the site integrations', () => {
  it('run their post-build steps in the stated order', () => {
    expect(buildDone).toEqual(BUILD_DONE_ORDER);
  });

  it('precompress last, after every step that writes or rewrites a file', () => {
    expect(buildDone.at(-1)).toBe('studio:precompress');
    for (const writer of ['@astrojs/sitemap', 'studio:static-headers', 'studio:page-styles']) {
      expect(buildDone.indexOf(writer)).toBeGreaterThanOrEqual(0);
      expect(buildDone.indexOf(writer)).toBeLessThan(buildDone.indexOf('studio:precompress'));
    }
  });

  it('check the content before any other integration sets the build up', () => {
    expect(names[0]).toBe('studio:content-validation');
  });

  it('are each registered once', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('leave the 404 page and the steps of a form post out of the sitemap', () => {
    expect(inSitemap('https://example.com/projects')).toBe(true);
    expect(inSitemap('https://example.com/404')).toBe(false);
    expect(inSitemap('https://example.com/request/sent')).toBe(false);
  });
});
