/**
 * Share (Open Graph) images, 1200 x 630: the site's default one and each page's own. An image is
 * two layers: its backdrop (the palette's background, a browser and, on the site's image, a
 * phone), seeded by a name, and its text (the logo mark, the title, the tagline) on a transparent
 * ground. The pages of one kind share their backdrop (seeded by their tagline, "Case study ·
 * Studio"), so a build draws it once per kind and lays each page's text over it
 * (src/build-time/share-image-files.ts) instead of drawing the whole picture per page.
 */
import { background, defs, titleBlock } from './backdrop.ts';
import { browserMock } from './browser-mock.ts';
import type { MockContext } from './mock-figures.ts';
import { DEFAULT_PALETTE } from './palettes.ts';
import { phoneMock } from './phone-mock.ts';
import { hashString, seededRandom } from './random.ts';
import { SLOT_SIZES } from './subjects.ts';
import { rect, svgDocument, text } from './svg.ts';
import { fitTitle } from './text-metrics.ts';

export interface ShareImageText {
  /** The title, large. */
  name: string;
  /** The line below it. */
  tagline: string;
}

export interface ShareImageOptions {
  /**
   * Draw the phone next to the browser (the site-wide image); page images leave it out so a
   * long title has room.
   */
  phone?: boolean;
}

const { width: W, height: H } = SLOT_SIZES.share;
const palette = DEFAULT_PALETTE;
/** The text's column and its margin: the browser mock starts at x = 660. */
const TEXT_LAYER_WIDTH = 660;

/** The backdrop's shapes, seeded by `seed`: the same seed draws the same picture. */
function backdropParts(seed: string, { phone = true }: ShareImageOptions): string[] {
  const ctx: MockContext = { palette, random: seededRandom(hashString(`share:${seed}`)) };
  const parts = [defs(palette), background(W, H, ctx), browserMock(660, 120, 0.72, 'dashboard', ctx)];
  if (phone) parts.push(phoneMock(598, 250, 0.62, 'dashboard', ctx, 'phone1'));
  return parts;
}

/** The text's shapes: the logo mark on a white tile, the title and the tagline below it. */
function textParts({ name, tagline }: ShareImageText): string[] {
  const pad = 80;
  const columnW = 540;
  const logoY = 112;
  const parts = [
    rect(pad, logoY, 72, 72, 20, '#ffffff'),
    // The favicon's "N".
    `<path transform="translate(${pad + 4} ${logoY + 4})" d="M20 46V18h5l14 19V18h5v28h-5L25 27v19z" fill="${palette.via}"/>`,
  ];
  const fitted = fitTitle(name, { maxWidth: columnW, maxSize: 92, minSize: 56, tracking: -0.025 });
  const title = titleBlock(pad, logoY + 72 + 40, fitted);
  parts.push(title.svg);
  const below = fitTitle(tagline, { maxWidth: columnW, maxSize: 32, minSize: 24 });
  below.lines.forEach((line, i) => {
    const y = title.bottom + 30 + below.fontSize * 0.8 + i * below.fontSize * 1.3;
    parts.push(text(pad, y, below.fontSize, '#ffffff', line, ' fill-opacity=".86"'));
  });
  return parts;
}

/** A share image's backdrop alone, seeded by `seed`. */
export function renderShareBackdrop(seed: string, options: ShareImageOptions = {}): string {
  return svgDocument(W, H, W, H, backdropParts(seed, options).join(''));
}

/**
 * A share image's text alone, on a transparent ground, to lay over a backdrop's top left corner:
 * only as wide as the text's column, so laying it over costs half the pixels of the whole image.
 */
export function renderShareText(words: ShareImageText): string {
  return svgDocument(TEXT_LAYER_WIDTH, H, TEXT_LAYER_WIDTH, H, textParts(words).join(''));
}

/**
 * The whole picture in one SVG: the backdrop seeded by the title, the text over it. The site's
 * image passes the studio's name and tagline.
 */
export function renderShareImage(words: ShareImageText, options: ShareImageOptions = {}): string {
  return svgDocument(W, H, W, H, [...backdropParts(words.name, options), ...textParts(words)].join(''));
}
