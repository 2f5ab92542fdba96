/**
 * Content collections: one per kind of content (src/lib/content/kinds/), made from the kind's
 * source and schema, loaded by src/content-reading/collection-loaders.ts. The image fields go
 * through Astro's `image()`, which resolves them beside the entry and gives the pages their real
 * size and optimised copies.
 *
 * site.json alone has no collection: the form API needs the studio's facts too, under Node and
 * bundled into the Worker, where no collection exists, so src/config/studio.ts reads it once for
 * the pages and the API alike.
 */
import { defineCollection, type SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { CONTENT_KINDS, READ_BY_CONFIG, type ContentKinds } from './lib/content/kinds/index.ts';
import type { ContentKind } from './lib/content/kinds/kind.ts';
import { loaderOf, translationsLoader } from './content-reading/collection-loaders.ts';

/** A kind's schema in the build: with Astro's image() where the kind has images; a list file's items under `items`. */
type BuildSchema<K extends ContentKind> = K extends { withImages: (image: never) => infer S }
  ? (context: SchemaContext) => S
  : K['source'] extends { type: 'list' }
    ? z.ZodObject<{ items: z.ZodArray<K['schema']> }>
    : K['schema'];

function collectionOf(name: string, kind: ContentKind) {
  const { withImages, source } = kind;
  const schema = withImages
    ? ({ image }: SchemaContext) => withImages(image())
    : source.type === 'list'
      ? z.object({ items: z.array(kind.schema) })
      : kind.schema;
  return defineCollection({ loader: loaderOf(name, kind), schema });
}

type CollectionName = Exclude<keyof ContentKinds, typeof READ_BY_CONFIG>;

/** The translations beside the entries: each one's fields are checked by its kind's translation schema. */
const translations = defineCollection({
  loader: translationsLoader(),
  schema: z.object({
    kind: z.string(),
    entry: z.string(),
    language: z.string(),
    fields: z.record(z.string(), z.unknown()),
  }),
});

export const collections = {
  ...(Object.fromEntries(
    Object.entries(CONTENT_KINDS)
      .filter(([name]) => name !== READ_BY_CONFIG)
      .map(([name, kind]) => [name, collectionOf(name, kind)]),
  ) as { [K in CollectionName]: { loader: ReturnType<typeof loaderOf>; schema: BuildSchema<ContentKinds[K]> } }),
  translations,
};
