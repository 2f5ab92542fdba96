/**
 * Every read of a whole collection goes through here. Astro's `getCollection` resolves each
 * entry's image references again on every call, a pass over the whole collection, and nearly
 * every page asks for some (its sidebar, its related cards, its dictionary): at 1,014 projects
 * that was 46 s of a 106 s build, and it grows with pages times entries. A build reads each
 * collection once and hands each caller its own copy of the list (the entries are shared and
 * never changed). The dev server reads afresh on every call, so an edit shows at once.
 */
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { oncePerBuild } from './once-per-build.ts';

const read = oncePerBuild((name: CollectionKey): Promise<readonly unknown[]> => getCollection(name));

/** Every entry of a collection, as `getCollection(name)` lists them. */
export async function readCollection<C extends CollectionKey>(name: C): Promise<CollectionEntry<C>[]> {
  return [...(await read(name))] as CollectionEntry<C>[];
}
