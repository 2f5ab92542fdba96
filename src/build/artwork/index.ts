/**
 * Generated artwork for projects and business ideas that have no real screenshot yet, and the
 * share images. Pure functions from an entry to an SVG string; `scripts/generate-artwork.ts`
 * (`npm run content:images`) renders the entries' images to WebP/PNG with sharp, and the routes
 * under src/pages/og/ render the share images at build time.
 */
export { renderEntryArtwork } from './entry-artwork.ts';
export { renderShareImage, type ShareImageOptions } from './share-image.ts';
export {
  ideaSubject,
  mockKindFor,
  projectSubject,
  SLOT_SIZES,
  type ArtworkSlot,
  type ArtworkSubject,
  type Device,
  type MockKind,
} from './subjects.ts';
export { PALETTES, paletteFor, type Palette } from './palettes.ts';
export { fitTitle, textWidth, wrapTitle, type FitOptions, type FittedTitle } from './text-metrics.ts';
export { escapeXml } from './svg.ts';
