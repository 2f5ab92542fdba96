/**
 * Build step around Astro's image generation: the root's image cache starts with every image any
 * root of the project has made, and adds what this build made (src/build-time/shared-image-cache.ts).
 * The test catalogue's images are the editors' images, so its build encodes none of them again.
 */
import type { AstroIntegration } from 'astro';
import { astroImageCacheDir, shareEntries } from '../build-time/shared-image-cache.ts';
import type { SitePaths } from '../config/site-paths.ts';

export function sharedImageCacheIntegration(paths: SitePaths): AstroIntegration {
  const own = astroImageCacheDir(paths);
  return {
    name: 'studio:shared-image-cache',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        const reused = await shareEntries(paths.sharedImages, own);
        if (reused) logger.info(`${reused} optimised image(s) from another content root's build`);
      },
      'astro:build:generated': async () => {
        await shareEntries(own, paths.sharedImages);
      },
    },
  };
}
