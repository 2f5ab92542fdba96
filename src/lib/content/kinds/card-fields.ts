/**
 * The fields a card is made of, first in their kinds' files: a portfolio card's (projects, ideas)
 * and an expertise card's (areas, methodologies); and a portfolio entry's dates, last in its file.
 */
import { z } from 'astro/zod';
import { displayOrder, field, isoDate, longText, optionalAltText, searchDescription, text, type ImageField } from './fields.ts';
import { draft } from './draft.ts';

/** Its number, draft flag, position, title (described as given), card text, thumbnail and the thumbnail's alt text. */
export const cardFields = <Image extends ImageField>(image: Image, titleDescription: string) => ({
  id: field(z.number().int().positive(), 'Number', 'Stable numeric id, 1-based, unique'),
  draft,
  order: displayOrder,
  title: field(text('title'), 'Title', titleDescription),
  shortDescription: field(longText('shortDescription'), 'Short description', 'One or two sentences for the card'),
  searchDescription,
  thumbnailUrl: field(image, 'Thumbnail', 'Card image, usually ./{slug}/thumbnailUrl.webp beside the entry'),
  thumbnailAlt: optionalAltText('Thumbnail alt text', 'the title'),
});

/** Its name (the `what`'s name), draft flag, card text and search description. */
export const expertiseCardFields = (what: string) => ({
  name: field(text('name'), 'Name', `The ${what}'s name`),
  draft,
  description: field(longText('description'), 'Description', 'One or two sentences for cards'),
  searchDescription,
});

/** When a portfolio entry was written and last changed; its page's Article data states both. */
export const entryDates = {
  createdAt: field(isoDate, 'Created', 'Date the entry was written, YYYY-MM-DD'),
  updatedAt: field(isoDate, 'Updated', 'Date of the last change, YYYY-MM-DD'),
};
