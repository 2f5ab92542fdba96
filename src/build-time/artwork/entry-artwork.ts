/**
 * The images of a project or business idea without a real screenshot: its card thumbnail and
 * its gallery (concept) images. Colours and the shapes of the UI mock come from a hash of the
 * slug, so the same entry always gets the same pictures.
 */
import { background, defs, pill, titleBlock } from './backdrop.ts';
import { BROWSER_W } from './browser-layout.ts';
import { browserMock } from './browser-mock.ts';
import { between, type MockContext } from './mock-figures.ts';
import { INK_2, paletteFor } from './palettes.ts';
import { phoneMock } from './phone-mock.ts';
import { hashString, seededRandom } from './random.ts';
import { mockKindFor, SLOT_SIZES, type ArtworkSlot, type ArtworkSubject, type MockKind } from './subjects.ts';
import { bar, n, rect, softShadow, svgDocument } from './svg.ts';
import { fitTitle } from './text-metrics.ts';

/** Floating notification card that overlaps the phone's edge, for depth. */
function floatingCard(x: number, y: number, ctx: MockContext): string {
  return [
    softShadow(x + 4, y + 12, 200, 68, 16, 0.3),
    rect(x, y, 200, 68, 16, '#ffffff'),
    rect(x + 14, y + 14, 40, 40, 12, 'url(#accent)'),
    `<path d="M${n(x + 25)} ${n(y + 35)} L${n(x + 32)} ${n(y + 42)} L${n(x + 44)} ${n(y + 27)}" stroke="#ffffff" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    bar(x + 66, y + 20, between(ctx, 90, 116), 9, INK_2),
    bar(x + 66, y + 38, between(ctx, 60, 96), 7, '#cbd5e1'),
  ].join('');
}

/**
 * SVG of one image of an entry. Composition (in an 800 x 500 canvas, scaled to the slot size):
 * type label and title top left with a browser window below bleeding off the edges, or, for
 * mobile apps, the text on the left and a phone (two in galleries) on the right.
 */
export function renderEntryArtwork(subject: ArtworkSubject, slot: ArtworkSlot): string {
  const size = slot.role === 'thumbnail' ? SLOT_SIZES.thumbnail : SLOT_SIZES.gallery;
  const W = 800;
  const H = 500;
  const slotKey = slot.role === 'thumbnail' ? 'thumbnail' : `gallery-${slot.index}`;
  const palette = paletteFor(subject.slug);
  const ctx: MockContext = { palette, random: seededRandom(hashString(`${subject.slug}:${slotKey}`)) };
  const kind = mockKindFor(subject, slot);
  const parts = [defs(palette), background(W, H, ctx)];
  const pad = 48;
  const isThumb = slot.role === 'thumbnail';

  if (subject.device === 'phone') {
    const columnW = isThumb ? 410 : 360;
    const fitted = fitTitle(subject.title, {
      maxWidth: columnW,
      maxSize: isThumb ? 54 : 46,
      minSize: 30,
      tracking: -0.02,
    });
    const labelSize = isThumb ? 15 : 13;
    const label = pill(pad, 0, subject.subtitle, palette, labelSize);
    const lineCount = fitted.lines.length;
    const blockH = label.height + 22 + fitted.fontSize * (0.8 + 0.24) + (lineCount - 1) * fitted.fontSize * 1.12;
    const top = Math.round((H - blockH) / 2 - 24);
    const placed = pill(pad, top, subject.subtitle, palette, labelSize);
    const title = titleBlock(pad, top + placed.height + 22, fitted);
    if (isThumb) {
      parts.push(phoneMock(522, 52, 0.76, kind, ctx, 'phone1'));
      parts.push(placed.svg, title.svg);
      parts.push(floatingCard(Math.min(430, 522 - 80), Math.max(title.bottom + 40, 352), ctx));
    } else {
      const second: MockKind = kind === 'dashboard' ? 'table' : kind === 'table' ? 'detail' : 'dashboard';
      parts.push(phoneMock(598, 92, 0.68, second, ctx, 'phone2'));
      parts.push(phoneMock(430, 46, 0.76, kind, ctx, 'phone1'));
      parts.push(placed.svg, title.svg);
    }
  } else {
    // The whole width of the window is in view, inside the margins; in thumbnails it runs off
    // the bottom edge like a product shot, under a bigger title.
    const top = isThumb ? 42 : 36;
    const label = pill(pad, top, subject.subtitle, palette, isThumb ? 15 : 12);
    const fitted = fitTitle(subject.title, {
      maxWidth: W - pad * 2,
      maxSize: isThumb ? 54 : 38,
      minSize: isThumb ? 32 : 28,
      tracking: -0.02,
    });
    const title = titleBlock(pad, top + label.height + (isThumb ? 18 : 14), fitted);
    const mockTop = Math.max(title.bottom + (isThumb ? 32 : 28), isThumb ? 178 : 150);
    parts.push(label.svg, title.svg, browserMock(pad, mockTop, (W - pad * 2) / BROWSER_W, kind, ctx));
  }
  return svgDocument(size.width, size.height, W, H, parts.join(''));
}
