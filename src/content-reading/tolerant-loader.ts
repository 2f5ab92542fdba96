/**
 * A content loader that, under `astro dev`, leaves out a file that does not read or match its
 * kind instead of stopping. Astro's loaders throw on such a file: on the dev server's first
 * content read that stops the server before it answers anything, and on a later change it only
 * logs. The dev server's content check (src/integrations/content-validation.ts) already answers
 * every page with the problems, names each once in the terminal and links it to the editor's
 * repair view, so the loaders need not: an entry that fails is absent (a copy stored before it
 * broke is removed too) until its file is fixed, when Astro's watcher reads it again.
 *
 * The build never gets here with a broken file (the check stops it first), and a loader run
 * without a watcher (the build, `astro sync`) keeps Astro's behaviour: it throws.
 */
import type { Loader, LoaderContext } from 'astro/loaders';

/** Astro's reader of one entry file (a value of the glob loader's `entryTypes`, not part of the public type). */
export interface EntryReader {
  getEntryInfo(params: { contents: string; fileUrl: URL }): unknown;
}
export type EntryReaders = Map<string, EntryReader>;
export type GlobContext = LoaderContext & { entryTypes?: EntryReaders };

/** Marks the values handed on for a file that did not read. */
const UNREADABLE = Symbol('unreadable');

/** A reader that, when a file does not read (YAML or JSON that does not parse), hands on empty values marked unreadable. */
function tolerantReader(reader: EntryReader): EntryReader {
  return {
    ...reader,
    getEntryInfo: async (params) => {
      try {
        return await reader.getEntryInfo(params);
      } catch {
        return { data: { [UNREADABLE]: true }, body: '' };
      }
    },
  };
}

/** The context whose readers and parseData never throw, and whose store leaves out the entries that failed. */
export function tolerantContext<Context extends GlobContext>(context: Context): Context {
  /** The ids of the entries whose file failed when last read. */
  const failures = new Set<string>();
  const { store, entryTypes } = context;
  const failed = <Data>(id: string, data: Data): Data => {
    failures.add(id);
    store.delete(id);
    return data;
  };
  return {
    ...context,
    ...(entryTypes && {
      entryTypes: new Map([...entryTypes].map(([type, reader]) => [type, tolerantReader(reader)])),
    }),
    parseData: async (props) => {
      if (UNREADABLE in props.data) return failed(props.id, props.data);
      try {
        const data = await context.parseData(props);
        failures.delete(props.id);
        return data;
      } catch {
        return failed(props.id, props.data);
      }
    },
    store: { ...store, set: (entry) => !failures.has(entry.id) && store.set(entry) },
  };
}

/** The loader, tolerant of files that fail while a watcher runs (`astro dev`), unchanged otherwise. */
export const tolerantInDev = (loader: Loader): Loader => ({
  ...loader,
  load: (context) => loader.load(context.watcher ? tolerantContext(context) : context),
});
