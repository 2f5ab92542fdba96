/**
 * Content collections: one per kind of content (src/lib/content/kinds/), made from the kind's
 * source and schema. Folders of entries load through `glob()`, the single JSON files through
 * `file()` as one entry named after the kind (a list file's entry holds its `items`, in the
 * order the editor wrote them; Astro would sort separate entries by id). The image fields go through Astro's `image()`, which resolves them
 * beside the entry and gives the pages their real size and optimised copies.
 */
import { defineCollection, type SchemaContext } from 'astro:content';
import { pathToFileURL } from 'node:url';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { CONTENT_KINDS, type ContentKinds } from './lib/content/kinds/index.ts';
import type { ContentKind } from './lib/content/kinds/kind.ts';
import type { BuildImage } from './lib/content/kinds/fields.ts';
import { sitePaths } from './config/site-paths.ts';

/** content/ of the chosen content root (CONTENT_ROOT, default the project). */
const contentDir = sitePaths(process.cwd()).content;

/** A JSON object without its editor hint (`"$schema": "..."`). */
function withoutSchemaKey(value: unknown): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = value as Record<string, unknown>;
  return rest;
}

function loaderOf(name: string, { source }: ContentKind) {
  switch (source.type) {
    case 'folder':
      return glob({
        pattern: `*${source.extension}`,
        base: pathToFileURL(`${contentDir}/${source.folder}/`),
      });
    case 'list':
      return file(`${contentDir}/${source.file}`, { parser: (text) => ({ [name]: { items: JSON.parse(text) } }) });
    case 'object':
      return file(`${contentDir}/${source.file}`, {
        parser: (text) => ({ [name]: withoutSchemaKey(JSON.parse(text)) }),
      });
  }
}

/** A kind's schema in the build: with Astro's image() where the kind has images; a list file's items under `items`. */
type BuildSchema<K extends ContentKind> = K extends { withImages: (image: never) => infer S }
  ? (context: SchemaContext) => S
  : K['source'] extends { type: 'list' }
    ? z.ZodObject<{ items: z.ZodArray<K['schema']> }>
    : K['schema'];

function collectionOf(name: string, kind: ContentKind) {
  const { withImages, source } = kind;
  const schema = withImages
    ? ({ image }: SchemaContext) => withImages(image() as BuildImage)
    : source.type === 'list'
      ? z.object({ items: z.array(kind.schema) })
      : kind.schema;
  return defineCollection({ loader: loaderOf(name, kind), schema });
}

export const collections = Object.fromEntries(
  Object.entries(CONTENT_KINDS).map(([name, kind]) => [name, collectionOf(name, kind)]),
) as { [K in keyof ContentKinds]: { loader: ReturnType<typeof loaderOf>; schema: BuildSchema<ContentKinds[K]> } };
