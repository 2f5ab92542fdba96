import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedExif, isGeneratedImage } from '@/build-time/artwork/generated-mark';

const pixel = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } });

describe('isGeneratedImage', () => {
  it('recognises a WebP written with the mark, and not one an editor could have placed', async () => {
    expect(await isGeneratedImage(await pixel().withExif(generatedExif).webp().toBuffer())).toBe(true);
    expect(await isGeneratedImage(await pixel().webp().toBuffer())).toBe(false);
    expect(
      await isGeneratedImage(
        await pixel()
          .withExif({ IFD0: { Software: 'Screenshot tool' } })
          .png()
          .toBuffer(),
      ),
    ).toBe(false);
  });

  it('keeps the mark in PNG and JPEG too', async () => {
    expect(await isGeneratedImage(await pixel().withExif(generatedExif).png().toBuffer())).toBe(true);
    expect(await isGeneratedImage(await pixel().withExif(generatedExif).jpeg().toBuffer())).toBe(true);
  });

  it('says no, without throwing, for something that is not an image', async () => {
    expect(await isGeneratedImage(Buffer.from('not an image'))).toBe(false);
  });
});
