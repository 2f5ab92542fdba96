/**
 * Content collections: one per kind of content (src/lib/content/kinds/), made from the kind's
 * source and schema. Folders of entries load through `glob()`, the single JSON files through
 * `file()` as one entry named after the kind (a list file's entry holds its `items`, in the
 * order the editor wrote them; Astro would sort separate entries by id). The image fields go through Astro's `image()`, which resolves them
 * beside the entry and gives the pages their real size and optimised copies.
 */
import { defineCollection, type SchemaContext } from 'astro:content';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { file, glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { CONTENT_KINDS, type ContentKinds } from './lib/content/kinds/index.ts';
import type { ContentKind } from './lib/content/kinds/kind.ts';
import type { BuildImage } from './lib/content/kinds/fields.ts';
import { sitePaths } from './config/site-paths.ts';
import { reuseParsed } from './config/parsed-files.ts';
import { tolerantInDev, type EntryReaders, type GlobContext } from './config/tolerant-loader.ts';

/** content/ of the chosen content root (CONTENT_ROOT, default the project). */
const contentDir = sitePaths(process.cwd()).content;

/** A JSON object without its editor hint (`"$schema": "..."`). */
function withoutSchemaKey(value: unknown): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = value as Record<string, unknown>;
  return rest;
}

/**
 * Astro's readers of Markdown and JSON entries, taking what the content check parsed
 * (src/config/parsed-files.ts) when a file's text is the one it read.
 */
function checkedEntryTypes(entryTypes: EntryReaders): EntryReaders {
  return new Map(
    [...entryTypes].map(([extension, entryType]) => [
      extension,
      {
        ...entryType,
        getEntryInfo: async (params: { contents: string; fileUrl: URL }): Promise<unknown> => {
          const parsed = reuseParsed(fileURLToPath(params.fileUrl), params.contents);
          if (!parsed) return entryType.getEntryInfo(params);
          const { data, body, rawData } = parsed;
          return { data, ...(body === undefined ? {} : { body, rawData }) };
        },
      },
    ]),
  );
}

/** Astro's glob loader over a folder of entries, reading each file's values through the content check's parse. */
function checkedGlob(folder: string, extension: string): Loader {
  const loader = glob({ pattern: `*${extension}`, base: pathToFileURL(`${contentDir}/${folder}/`) });
  return {
    ...loader,
    load: (context: GlobContext) =>
      loader.load({ ...context, ...(context.entryTypes && { entryTypes: checkedEntryTypes(context.entryTypes) }) }),
  };
}

/** A JSON file's value, as the content check parsed it when its text is unchanged. */
const jsonOf = (path: string, text: string): unknown => (reuseParsed(path, text) ?? { data: JSON.parse(text) }).data;

/** A kind's loader; under `astro dev` a file that fails is left out rather than stopping the server (src/config/tolerant-loader.ts). */
function loaderOf(name: string, { source }: ContentKind): Loader {
  if (source.type === 'folder') return tolerantInDev(checkedGlob(source.folder, source.extension));
  const path = `${contentDir}/${source.file}`;
  return tolerantInDev(
    source.type === 'list'
      ? file(path, { parser: (text) => ({ [name]: { items: jsonOf(path, text) } }) })
      : file(path, { parser: (text) => ({ [name]: withoutSchemaKey(jsonOf(path, text)) }) }),
  );
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
