/** Share (Open Graph) images, 1200 x 630: the site's default one and each page's own. */
import { background, defs, titleBlock } from './backdrop.ts';
import { browserMock } from './browser-mock.ts';
import type { MockContext } from './mock-figures.ts';
import { DEFAULT_PALETTE } from './palettes.ts';
import { phoneMock } from './phone-mock.ts';
import { hashString, seededRandom } from './random.ts';
import { SLOT_SIZES } from './subjects.ts';
import { rect, svgDocument, text } from './svg.ts';
import { fitTitle } from './text-metrics.ts';

export interface ShareImageOptions {
  /**
   * Draw the phone next to the browser (the site-wide image); page images leave it out so a
   * long title has room.
   */
  phone?: boolean;
}

/**
 * Logo mark, `name` as the title and `tagline` below it, with a browser (and a phone) on the
 * right. The site's image passes the studio's name and tagline; a page's passes its own title.
 */
export function renderShareImage(site: { name: string; tagline: string }, options: ShareImageOptions = {}): string {
  const { phone = true } = options;
  const { width: W, height: H } = SLOT_SIZES.share;
  const palette = DEFAULT_PALETTE;
  const ctx: MockContext = { palette, random: seededRandom(hashString(`share:${site.name}`)) };
  const parts = [defs(palette), background(W, H, ctx)];
  const pad = 80;
  const columnW = 540;
  // Logo mark: the favicon's "N" on a white tile.
  const logoY = 112;
  parts.push(rect(pad, logoY, 72, 72, 20, '#ffffff'));
  parts.push(
    `<path transform="translate(${pad + 4} ${logoY + 4})" d="M20 46V18h5l14 19V18h5v28h-5L25 27v19z" fill="${palette.via}"/>`,
  );
  const fitted = fitTitle(site.name, { maxWidth: columnW, maxSize: 92, minSize: 56, tracking: -0.025 });
  const title = titleBlock(pad, logoY + 72 + 40, fitted);
  parts.push(title.svg);
  const taglineSize = 32;
  const tagline = fitTitle(site.tagline, { maxWidth: columnW, maxSize: taglineSize, minSize: 24 });
  tagline.lines.forEach((line, i) => {
    parts.push(
      text(
        pad,
        title.bottom + 30 + tagline.fontSize * 0.8 + i * tagline.fontSize * 1.3,
        tagline.fontSize,
        '#ffffff',
        line,
        ' fill-opacity=".86"',
      ),
    );
  });
  parts.push(browserMock(660, 120, 0.72, 'dashboard', ctx));
  if (phone) parts.push(phoneMock(598, 250, 0.62, 'dashboard', ctx, 'phone1'));
  return svgDocument(W, H, W, H, parts.join(''));
}
