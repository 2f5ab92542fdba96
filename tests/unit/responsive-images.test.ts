import { mkdirSync, mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_SIZES,
  SMALL_WIDTH,
  hasSmallVariant,
  responsiveImage,
  smallVariantUrl,
  variantSources,
} from '@/lib/responsive-images';
import { writeSmallVariants } from '@/integrations/responsive-images';

describe('responsive images', () => {
  it('offers a small copy of large local images only', () => {
    expect(hasSmallVariant('/images/portfolio/a/gallery-1.webp', 1200)).toBe(true);
    expect(hasSmallVariant('/images/portfolio/a/logo.png', 400)).toBe(false);
    expect(hasSmallVariant('https://example.com/a.webp', 1200)).toBe(false);
    expect(hasSmallVariant('/images/portfolio/a/diagram.svg', 1200)).toBe(false);
    expect(hasSmallVariant(`/images/a/b-${SMALL_WIDTH}w.webp`, 1200)).toBe(false);
  });

  it('names the copy after the original and finds the original back', () => {
    expect(smallVariantUrl('/images/ideas/x/thumbnail.jpg')).toBe('/images/ideas/x/thumbnail-640w.webp');
    expect(variantSources('/images/ideas/x/thumbnail-640w.webp')).toContain('/images/ideas/x/thumbnail.jpg');
  });

  it('builds srcset and sizes for the layout, or nothing', () => {
    expect(responsiveImage('/images/p/a.webp', 1200, 'half')).toEqual({
      srcset: '/images/p/a-640w.webp 640w, /images/p/a.webp 1200w',
      sizes: IMAGE_SIZES.half,
    });
    expect(responsiveImage('/images/p/a.webp', 600, 'card')).toEqual({});
  });

  it('writes a 640 px WebP copy next to every large image of the build', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'images-'));
    mkdirSync(join(dist, 'images', 'p'), { recursive: true });
    const image = (width: number) => sharp({ create: { width, height: 100, channels: 3, background: '#818cf8' } });
    await image(1200)
      .webp()
      .toFile(join(dist, 'images', 'p', 'big.webp'));
    await image(400)
      .png()
      .toFile(join(dist, 'images', 'p', 'small.png'));

    expect(await writeSmallVariants(dist)).toBe(1);
    const copy = join(dist, 'images', 'p', 'big-640w.webp');
    expect(await sharp(copy).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect(existsSync(join(dist, 'images', 'p', 'small-640w.webp'))).toBe(false);
    // A second build does not copy the copies.
    expect(await writeSmallVariants(dist)).toBe(1);
  });
});
