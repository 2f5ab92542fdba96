/**
 * Generated artwork for projects and business ideas that have no real screenshot yet, and the
 * share images. Pure functions from an entry to an SVG string; `scripts/generate-artwork.ts`
 * (`npm run content:images`) renders the entries' images to WebP/PNG with sharp, and the routes
 * under src/pages/og/ render the share images at build time.
 */
export { renderEntryArtwork } from './entry-artwork.ts';
export { renderShareBackdrop, renderShareImage, renderShareText } from './share-image.ts';
export {
  ideaSubject,
  mockKindFor,
  projectSubject,
  SLOT_SIZES,
  type ArtworkSlot,
  type ArtworkSubject,
} from './subjects.ts';
export { PALETTES, paletteFor } from './palettes.ts';
export { fitTitle, textWidth, wrapTitle } from './text-metrics.ts';
export { escapeXml } from './svg.ts';
