/**
 * The alt text of a content image on the pages. A gallery or concept image carries its own
 * (required by the schema); a thumbnail's is optional and falls back to the entry's title, a
 * mockup's to "Mockup of" and the title. A tool's logo has none: it stands beside the tool's
 * name, so it is decorative (alt="").
 */

/** The thumbnail's alt text: the entry's `thumbnailAlt`, or its title when that is left empty. */
export const thumbnailAlt = (entry: { title: string; thumbnailAlt?: string | undefined }): string =>
  entry.thumbnailAlt?.trim() || entry.title;

/** A business idea's mockup: its `mockupAlt`, or "Mockup of {title}". */
export const mockupAlt = (idea: { title: string; mockupAlt?: string | undefined }): string =>
  idea.mockupAlt?.trim() || `Mockup of ${idea.title}`;

/** The images of an idea's Concept section, each with its alt text: the concept images, then the mockup. */
export const conceptGallery = <Image>(idea: {
  title: string;
  conceptImages: readonly { src: Image; alt: string }[];
  mockupUrl?: Image | undefined;
  mockupAlt?: string | undefined;
}): { src: Image; alt: string }[] => [
  ...idea.conceptImages,
  ...(idea.mockupUrl === undefined ? [] : [{ src: idea.mockupUrl, alt: mockupAlt(idea) }]),
];
