/**
 * Under `astro dev`, a content file that does not read or match its kind leaves its entry out
 * instead of stopping the loader (src/content-reading/tolerant-loader.ts), and the entry is back once the
 * file is fixed; without a watcher (the build) the loader throws as Astro's does. Runs Astro's own
 * glob loader over a folder of JSON entries.
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { glob, type LoaderContext } from 'astro/loaders';
import { tolerantInDev, type EntryReaders, type GlobContext } from '@/content-reading/tolerant-loader';

interface Stored {
  id: string;
  data: Record<string, unknown>;
  digest?: string | number;
}

/** A folder of entries and what a loader run needs: a store, a schema check (a title text), Astro's JSON reader. */
function folderOfEntries(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'tolerant-loader-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const stored = new Map<string, Stored>();
  const store = {
    get: (id: string) => stored.get(id),
    set: (entry: Stored) => (stored.set(entry.id, entry), true),
    delete: (id: string) => void stored.delete(id),
    has: (id: string) => stored.has(id),
    keys: () => [...stored.keys()],
    values: () => [...stored.values()],
    entries: () => [...stored.entries()],
    clear: () => stored.clear(),
    addModuleImport: () => {},
    addAssetImports: () => {},
  };
  const entryTypes: EntryReaders = new Map([
    ['.json', { getEntryInfo: ({ contents }: { contents: string }) => ({ data: JSON.parse(contents) as unknown }) }],
  ]);
  const logged: string[] = [];
  const log = (message: string) => void logged.push(message);
  const context = (watcher?: EventEmitter & { add(path: string): void }) =>
    ({
      collection: 'notes',
      config: { root: pathToFileURL(`${dir}/`), srcDir: pathToFileURL(`${dir}/src/`) },
      logger: { info: log, warn: log, error: log, debug: log },
      store,
      entryTypes,
      watcher,
      generateDigest: (text: string) => text,
      parseData: async ({ id, data }: { id: string; data: Record<string, unknown> }) => {
        if (typeof data.title !== 'string') throw new Error(`${id}: title: expected a text`);
        return data;
      },
    }) as unknown as GlobContext & LoaderContext;
  const loader = tolerantInDev(glob({ pattern: '*.json', base: pathToFileURL(`${dir}/`) }));
  return { dir, stored, context, loader, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const watcher = () => Object.assign(new EventEmitter(), { add: () => {} });

let remove = () => {};
afterEach(() => remove());

describe('a content loader under astro dev', () => {
  it('leaves out an entry that does not match its kind and one that does not parse, and keeps the rest', async () => {
    const folder = folderOfEntries({
      'good.json': '{ "title": "Good" }',
      'misspelled.json': '{ "titel": "Misspelled" }',
      'unparsable.json': '{ "title": "Unparsable", }',
    });
    remove = folder.remove;
    // A copy stored before the file broke (the dev server's data store outlives a restart).
    folder.stored.set('misspelled', { id: 'misspelled', data: { title: 'Earlier' }, digest: 'earlier' });
    await folder.loader.load(folder.context(watcher()));
    expect([...folder.stored.keys()]).toEqual(['good']);
  });

  it('takes the entry in once its file is fixed', async () => {
    const folder = folderOfEntries({ 'note.json': '{ "title": "Note", }', 'other.json': '{ "titel": 1 }' });
    remove = folder.remove;
    const events = watcher();
    await folder.loader.load(folder.context(events));
    expect(folder.stored.size).toBe(0);

    writeFileSync(join(folder.dir, 'note.json'), '{ "title": "Note" }');
    writeFileSync(join(folder.dir, 'other.json'), '{ "title": "Other" }');
    events.emit('change', join(folder.dir, 'note.json'));
    events.emit('change', join(folder.dir, 'other.json'));
    await expect.poll(() => [...folder.stored.keys()].sort()).toEqual(['note', 'other']);
    expect(folder.stored.get('note')?.data).toEqual({ title: 'Note' });

    // Broken again: the entry goes, rather than the last valid copy staying.
    writeFileSync(join(folder.dir, 'note.json'), '{ "titel": "Note" }');
    events.emit('change', join(folder.dir, 'note.json'));
    await expect.poll(() => [...folder.stored.keys()]).toEqual(['other']);
  });

  it('throws as Astro does when no watcher runs (the build)', async () => {
    const folder = folderOfEntries({ 'good.json': '{ "title": "Good" }', 'misspelled.json': '{ "titel": "x" }' });
    remove = folder.remove;
    await expect(folder.loader.load(folder.context())).rejects.toThrow('misspelled: title: expected a text');
  });
});
