import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderShareBackdrop, renderShareText } from '@/build-time/artwork';
import { shareImageJpeg } from '@/build-time/share-image-files';

const words = { name: `Layered Share Image ${process.pid}`, tagline: 'Case study · Studio' };

/** The mean of each channel of an image's region, 0-255. */
async function meanOf(image: Uint8Array, region: { left: number; top: number; width: number; height: number }) {
  const { channels } = await sharp(image).extract(region).stats();
  return channels.slice(0, 3).map((channel) => channel.mean);
}

describe('a page share image', () => {
  it('is a 1200x630 JPEG of the text laid over the backdrop, as the whole picture would draw it', async () => {
    const backdrop = renderShareBackdrop(words.tagline, { phone: false });
    const jpeg = await shareImageJpeg(backdrop, renderShareText(words));
    const { format, width, height } = await sharp(jpeg).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });

    // The same picture drawn in one piece: the backdrop's shapes, then the text's.
    const onePiece = await sharp(
      Buffer.from(backdrop.replace(/<\/svg>$/, '') + renderShareText(words).replace(/^<svg[^>]*>/, '')),
    )
      .jpeg({ quality: 80 })
      .toBuffer();
    // The title's area (white type) and the browser's (a light window) match the one-piece drawing.
    for (const region of [
      { left: 80, top: 224, width: 480, height: 180 },
      { left: 700, top: 160, width: 400, height: 300 },
    ]) {
      const [layered, drawnWhole] = await Promise.all([meanOf(jpeg, region), meanOf(onePiece, region)]);
      layered.forEach((mean, channel) => expect(Math.abs(mean - (drawnWhole[channel] ?? 0))).toBeLessThan(3));
    }
  });

  it('shows the text: the title area differs from the backdrop alone where the type is', async () => {
    const backdrop = renderShareBackdrop(words.tagline, { phone: false });
    const region = { left: 80, top: 200, width: 540, height: 300 };
    const pixels = async (image: Uint8Array | Buffer) => sharp(image).extract(region).removeAlpha().raw().toBuffer();
    const [withText, without] = await Promise.all([
      shareImageJpeg(backdrop, renderShareText(words)).then(pixels),
      pixels(Buffer.from(backdrop)),
    ]);
    let changed = 0;
    for (let i = 0; i < withText.length; i += 3)
      if (Math.abs((withText[i + 1] ?? 0) - (without[i + 1] ?? 0)) > 60) changed++;
    // White type on the purple ground: a good part of the title's area.
    expect(changed / (region.width * region.height)).toBeGreaterThan(0.05);
  });
});
