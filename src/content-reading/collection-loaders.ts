/**
 * The loaders of the content collections (src/content.config.ts): folders of entries through
 * Astro's `glob()`, the single JSON files through `file()` as one entry named after the kind (a
 * list file's entry holds its `items`, in the order the editor wrote them; Astro would sort
 * separate entries by id). Each reads a file's values through the content check's parse
 * (parsed-files.ts) when its text is unchanged, and under `astro dev` leaves out a file that
 * fails rather than stopping the server (tolerant-loader.ts).
 */
import { basename, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { file, glob, type Loader } from 'astro/loaders';
import type { ContentKind } from '../lib/content/kinds/kind.ts';
import { sitePaths } from '../config/site-paths.ts';
import { reuseParsed } from './parsed-files.ts';
import { readTranslationFiles, translationFieldsOf } from './files.ts';
import { translationFileParts } from '../lib/i18n/translations.ts';
import { tolerantInDev, type EntryReaders, type GlobContext } from './tolerant-loader.ts';

/** content/ of the chosen content root (CONTENT_ROOT, default the project). */
const contentDir = sitePaths(process.cwd()).content;

/** A JSON object without its editor hint (`"$schema": "..."`). */
function withoutSchemaKey(value: unknown): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = value as Record<string, unknown>;
  return rest;
}

/**
 * Astro's readers of Markdown and JSON entries, taking what the content check parsed
 * (parsed-files.ts) when a file's text is the one it read.
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
  const loader = glob({
    pattern: [`*${extension}`, `!*.*${extension}`],
    base: pathToFileURL(`${contentDir}/${folder}/`),
  });
  return {
    ...loader,
    load: (context: GlobContext) =>
      loader.load({ ...context, ...(context.entryTypes && { entryTypes: checkedEntryTypes(context.entryTypes) }) }),
  };
}

/** A JSON file's value, as the content check parsed it when its text is unchanged. */
const jsonOf = (path: string, text: string): unknown => (reuseParsed(path, text) ?? { data: JSON.parse(text) }).data;

/** A kind's loader; under `astro dev` a file that fails is left out rather than stopping the server (tolerant-loader.ts). */
export function loaderOf(name: string, { source }: ContentKind): Loader {
  if (source.type === 'folder') return tolerantInDev(checkedGlob(source.folder, source.extension));
  const path = `${contentDir}/${source.file}`;
  return tolerantInDev(
    source.type === 'list'
      ? file(path, { parser: (text) => ({ [name]: { items: jsonOf(path, text) } }) })
      : file(path, { parser: (text) => ({ [name]: withoutSchemaKey(jsonOf(path, text)) }) }),
  );
}

/**
 * The translations beside the entries (src/lib/i18n/translations.ts), one collection entry each
 * (`faq/pricing.de`, `tools/agno.de` with its rendered Markdown body, `services/services.de`
 * with its `items` as the list's own entry): the content check has checked them before the
 * build reads them.
 */
export function translationsLoader(): Loader {
  let watching = false;
  return {
    name: 'translations',
    load: async (context) => {
      const { store } = context;
      const read = async () => {
        store.clear();
        for (const translation of readTranslationFiles(contentDir).translations) {
          const id = `${translation.kind}/${translation.entry}.${translation.language}`;
          const data = {
            kind: translation.kind,
            entry: translation.entry,
            language: translation.language,
            // A list file's translation holds its items as the list's entry does (loaderOf above).
            fields: translationFieldsOf(translation),
          };
          // A Markdown entry's translated body, rendered as its entry's is: render() shows it.
          const { body } = translation;
          store.set({
            id,
            data: await context.parseData({ id, data }),
            // Its own file, as an entry's: the page's date is the newer of the entry's and this one's.
            filePath: relative(process.cwd(), join(contentDir, translation.file)),
            ...(body !== undefined && { body, rendered: await context.renderMarkdown(body) }),
          });
        }
      };
      await read();
      // Under `astro dev`, a translation saved in the editor (or by hand) shows at once, like an entry.
      if (context.watcher && !watching) {
        watching = true;
        context.watcher.add(contentDir);
        context.watcher.on('all', (_event, path) => {
          if (!translationFileParts(basename(path))) return;
          read().catch((error: unknown) => context.logger.error(`translations: ${String(error)}`));
        });
      }
    },
  };
}
