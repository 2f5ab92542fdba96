/**
 * The pieces the kinds' schemas are made of, and `field()`, which gives a schema the editor's
 * words: every field of every kind has a human label and a description, and may name its
 * widget (a text area, an image upload), the entries it refers to, or how its options read.
 * The content editor builds its forms from these (`z.toJSONSchema()` keeps them), the content
 * check names fields by them, and the site's pages read the same schemas.
 */
import type { ImageMetadata } from 'astro';
import { z } from 'astro/zod';
import { ICON_NAMES } from '../../icon-names.ts';

/** What the content editor may refer to where an entry names another: a kind, or the tools and technologies. */
export type Reference = 'toolCategories' | 'areas' | 'areaCaseStudies' | 'relatedTools';

/** The editor's words for a field, kept in the schema's metadata. */
export interface FieldMeta {
  label: string;
  description: string;
  /** `textarea`: text that is usually more than a line; `image`: an image upload beside the entry; `year`: a number that is a year (shown as 2025, not 2,025). */
  widget?: 'textarea' | 'image' | 'year';
  /** The field holds the id (or ids) of entries of this kind. */
  references?: Reference;
  /**
   * The values are picked from a list of names (`technologies`: technologies.json) that the content
   * check does not enforce: a value outside the list is kept and offered too.
   */
  picks?: 'technologies';
  /** How each enum value reads in the editor's select. */
  optionLabels?: Readonly<Record<string, string>>;
  /** The message when the text does not match the schema's pattern. */
  patternMessage?: string;
  /**
   * The field applies only while another field of the entry has one of these values (a sale
   * price only to a sold project: `{ status: ['sold'] }`); the editor shows it only then.
   */
  shownWhen?: Readonly<Record<string, readonly string[]>>;
}

/** A schema with its label and description (and any other editor hint). */
export const field = <S extends z.ZodType>(
  schema: S,
  label: string,
  description: string,
  hints: Omit<FieldMeta, 'label' | 'description'> = {},
): S => schema.meta({ label, description, ...hints });

/** The values of an enum, from the table that gives each its label (or its display): the table's keys, in order. */
export const keysOf = <T extends Readonly<Record<string, unknown>>>(table: T) =>
  Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];

/** `label (value)`: the site's label for an enum value, with the value editors write in files. */
export const optionLabels = (labels: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(labels).map(([value, label]) => [value, `${label} (${value})`]));

/** Text that must not be empty (named in the message by `what`). */
export const text = (what: string) => z.string().trim().min(1, { error: `${what} must not be empty` });
/** A list of non-empty texts. */
export const list = (what: string) => z.array(text(what));
/** Long text: the editor shows a text area. */
export const longText = (what: string) => text(what).meta({ widget: 'textarea' });

/** YAML turns an unquoted 2025-03-18 into a Date; either way the entry gets the string. */
export const isoDate = z.union([
  z.iso.date({ error: 'expected a date written YYYY-MM-DD' }),
  z.date().transform((date) => date.toISOString().slice(0, 10)),
]);
export const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' });

/** Image files the build can process: raster formats, or SVG for logos. */
export const IMAGE_EXTENSIONS = ['webp', 'png', 'jpg', 'jpeg', 'avif', 'gif', 'svg'] as const;
/**
 * An image beside its entry, written relative to the entry's file:
 * "./{slug}/thumbnailUrl.webp" next to content/projects/{slug}.md. This is what editors write and
 * what `npm run content:check` checks; the build reads the same field through Astro's `image()`
 * (src/content.config.ts), which gives the pages the image's real size and optimised copies.
 */
export const imagePath = z
  .string()
  .regex(/^\.\.?\//, { error: 'expected a path relative to this file, starting with ./ (like "./my-project/thumbnailUrl.webp")' })
  .regex(new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i'), {
    error: `expected an image file (${IMAGE_EXTENSIONS.map((e) => `.${e}`).join(', ')})`,
  })
  .meta({ widget: 'image' });

/**
 * The schema of an image field: `imagePath` for the editors' files, or Astro's `image()` in the
 * build. The kinds with images are written as functions of it, so both read the same fields.
 */
export type ImageField = z.ZodType;
/** The image field of the build: Astro's `image()`, whose value is the image's metadata. */
export type BuildImage = z.ZodType<ImageMetadata>;

const ALT_TEXT_HELP = 'What the image shows, in a sentence, for people who cannot see it (screen readers read it aloud)';

/**
 * An image of a list (a gallery) with its alt text: `{ src: "./{slug}/images/0.webp", alt: "..." }`.
 * The alt text is required, since such an image says something no text beside it says; the
 * editor's upload names the file after the item's position (images/0.webp, images/1.webp, ...).
 */
export const describedImage = <Image extends ImageField>(image: Image) =>
  z
    .object({
      src: field(image, 'Image', 'The image file, beside the entry'),
      alt: field(text('alt text'), 'Alt text', ALT_TEXT_HELP),
    })
    .strict();

/** A list of images, each with its alt text, shown `where`; their files usually sit in ./{slug}/{folder}/. */
export const describedImages = <Image extends ImageField>(image: Image, label: string, where: string, folder: string) =>
  field(
    z.array(describedImage(image)).default([]),
    label,
    `${where}, each with its alt text; files usually ./{slug}/${folder}/0.webp, 1.webp, ...`,
  );

/**
 * The page's description in search results, for an entry whose own text is too long to be cut at
 * the end of a sentence or clause within 160 characters (src/lib/content/search-descriptions.ts).
 */
export const searchDescription = field(
  z
    .string()
    .trim()
    .max(160, { error: 'a search description must be at most 160 characters' })
    .regex(/[.!?]$/, { error: 'a search description must end a sentence (".", "!" or "?")' })
    .optional(),
  'Search description',
  'Optional: the page\'s description in search results (at most 160 characters, whole sentences); by default it is cut from the description at a sentence or clause',
);

/** The alt text of a single image that falls back to a text the entry has (`fallback`, e.g. "the title"). */
export const optionalAltText = (label: string, fallback: string) =>
  field(z.string().trim().optional(), label, `${ALT_TEXT_HELP}; ${fallback} when left empty`);

export const money = z.number().nonnegative();
export const nullableNumber = z.number().nullable().optional();
/** Optional position in lists: entries with an order come first (1, 2, ...), then the rest. */
export const displayOrder = field(
  z.number().int({ error: 'expected a whole number' }).optional(),
  'Position',
  'Position in lists: lower comes first; entries without one follow in their usual order',
);
/** An icon by name (src/lib/icon-names.ts). */
export const icon = field(z.enum(ICON_NAMES), 'Icon', 'The icon drawn beside it');
/** An id, and the file name of an entry: lowercase words joined by hyphens. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID_MESSAGE = 'expected a lowercase id like "my-entry"';
export const id = z.string().regex(ID_PATTERN, { error: ID_MESSAGE }).meta({ patternMessage: ID_MESSAGE });
/** The id of an item of a list file (a service, a technology, a highlight). */
export const itemId = field(id, 'ID', 'Lowercase words joined by hyphens; other entries and the page address use it');

/** A title and a description, the pair most lists hold. */
export const titled = (what: string) =>
  z
    .object({
      title: field(text('title'), 'Title', `The ${what}'s title`),
      description: field(longText('description'), 'Description', `What the ${what} says, a sentence or two`),
    })
    .strict();
/** A name and a description. */
export const named = (what: string) =>
  z
    .object({
      name: field(text('name'), 'Name', `The ${what}'s name`),
      description: field(longText('description'), 'Description', `What the ${what} is, a sentence or two`),
    })
    .strict();
/** A code sample shown with syntax colouring. */
export const codeSample = (what: string) =>
  z
    .object({
      title: field(text('title'), 'Title', `The ${what}'s heading`),
      language: field(text('language'), 'Language', 'Language of the code, e.g. ts, tsx, python, bash, yaml'),
      code: field(longText('code'), 'Code', 'The code itself, as it is shown'),
    })
    .strict();
/** A minimum and a maximum (`key` names the field in the message). */
export const range = (key: string, what: string, unit: string) =>
  z
    .object({
      min: field(z.number().nonnegative(), 'Minimum', `Lowest ${what}, ${unit}`),
      max: field(z.number().nonnegative(), 'Maximum', `Highest ${what}, ${unit}`),
    })
    .strict()
    .refine((r) => r.min <= r.max, { error: `${key}: min must not exceed max` });

/** A group of fields (a strict object) with its label and description. */
export const group = <T extends z.core.$ZodLooseShape>(label: string, description: string, shape: T) =>
  field(z.object(shape).strict(), label, description);
