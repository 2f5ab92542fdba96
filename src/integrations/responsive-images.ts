/**
 * Writes the small copies of large images (src/lib/responsive-images.ts) into the build, and
 * makes them up on request in `astro dev`, so `srcset` works in both without committed copies.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';
import {
  SMALL_WIDTH,
  hasSmallVariant,
  isSmallVariant,
  smallVariantUrl,
  variantSources,
} from '../lib/responsive-images.ts';
import { filesUnder } from '../build/dist-files.ts';

export function smallVariant(file: string): Promise<Buffer> {
  return sharp(file).resize({ width: SMALL_WIDTH, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
}

/** Writes a small copy next to every large image under `dir/images`; returns how many. */
export async function writeSmallVariants(dir: string): Promise<number> {
  const images = join(dir, 'images');
  if (!existsSync(images)) return 0;
  let count = 0;
  for (const file of filesUnder(images)) {
    const url = `/${file.slice(dir.length).split(/[\\/]/).filter(Boolean).join('/')}`;
    if (isSmallVariant(url)) continue;
    const { width = 0 } = await sharp(file).metadata();
    if (!hasSmallVariant(url, width)) continue;
    await writeFile(join(dir, smallVariantUrl(url)), await smallVariant(file));
    count++;
  }
  return count;
}

export function responsiveImagesIntegration(): AstroIntegration {
  let publicDir = '';
  return {
    name: 'studio:responsive-images',
    hooks: {
      'astro:config:done': ({ config }) => {
        publicDir = fileURLToPath(config.publicDir);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const path = decodeURIComponent(req.url?.split('?')[0] ?? '');
          if (!path.startsWith('/images/') || !isSmallVariant(path)) return next();
          const source = variantSources(path)
            .map((candidate) => join(publicDir, candidate))
            .find((file) => file.startsWith(publicDir) && existsSync(file));
          if (!source) return next();
          smallVariant(source).then(
            (body) => {
              res.setHeader('Content-Type', 'image/webp');
              res.end(body);
            },
            (error: unknown) => next(error),
          );
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const count = await writeSmallVariants(fileURLToPath(dir));
        logger.info(`${count} small image copies (${SMALL_WIDTH} px wide)`);
      },
    },
  };
}
