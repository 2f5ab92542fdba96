/**
 * Queries over a sharded index (manifest.ts): the entries that every chosen facet value and the
 * search text match, and the cards at a page of those positions, fetching only the files they
 * need through `load` (which the caller caches). Pure logic, unit-tested against the plain filter
 * over every entry.
 */
import { and, decodeBitset, fullBitset, keepWhere, popcount, setPositions, type Bitset } from './bitset.ts';
import { cardShardUrl, indexFileUrl, shardOf, shardsOf, textShardUrl, type ShardedManifest } from './manifest.ts';

/** Fetches and parses one JSON file of the index. */
export type LoadJson = (url: string) => Promise<unknown>;

export interface IndexSelection {
  /** Facet values an entry must all have (AND): [facet, value]. */
  facets: readonly (readonly [facet: string, value: string])[];
  /** Lower-cased search text that one of an entry's texts must contain; empty for none. */
  needle: string;
}

/** Reads a manifest, checking its shape, so a stale or foreign file gives a clear message. */
export function asManifest(data: unknown, url: string): ShardedManifest {
  const manifest = data as Partial<ShardedManifest> | null;
  if (
    typeof manifest !== 'object' ||
    manifest === null ||
    typeof manifest.total !== 'number' ||
    typeof manifest.cardShardsPerHash !== 'number' ||
    typeof manifest.cardShards !== 'string' ||
    typeof manifest.textShards !== 'string' ||
    typeof manifest.facets !== 'object'
  )
    throw new Error(`${url} is not a catalogue index`);
  return manifest as ShardedManifest;
}

function asList(data: unknown, url: string): unknown[] {
  if (!Array.isArray(data)) throw new Error(`${url} is not a list`);
  return data;
}

/** The entries that the selection matches. */
export async function matchingSet(
  manifest: ShardedManifest,
  selection: IndexSelection,
  load: LoadJson,
): Promise<Bitset> {
  const files: string[] = [];
  for (const [facet, value] of selection.facets) {
    const known = manifest.facets[facet]?.[value];
    // A value no entry has matches nothing: no file to fetch.
    if (!known) return new Uint8Array(Math.ceil(manifest.total / 8));
    files.push(known[1]);
  }
  const sets = await Promise.all(
    files.map(async (file) => {
      const url = indexFileUrl(file);
      const text = await load(url);
      if (typeof text !== 'string') throw new Error(`${url} is not a set of entries`);
      return decodeBitset(text, manifest.total);
    }),
  );
  let matches = sets.reduce(and, fullBitset(manifest.total));
  if (selection.needle) {
    // Only the texts of entries the facets left are needed.
    const shards = shardsOf(setPositions(matches), manifest.textShardSize);
    const texts = new Map(
      await Promise.all(
        shards.map(async (shard) => {
          const url = textShardUrl(manifest, shard);
          return [shard, asList(await load(url), url) as string[][]] as const;
        }),
      ),
    );
    const { needle } = selection;
    matches = keepWhere(matches, (position) => {
      const shard = shardOf(position, manifest.textShardSize);
      const fields = texts.get(shard)?.[position - shard * manifest.textShardSize] ?? [];
      return fields.some((text) => text.includes(needle));
    });
  }
  return matches;
}

/** The cards at `positions`, in their order. */
export async function cardsAt<Card>(
  manifest: ShardedManifest,
  positions: readonly number[],
  load: LoadJson,
): Promise<Card[]> {
  const size = manifest.cardShardSize;
  const shards = new Map(
    await Promise.all(
      shardsOf(positions, size).map(async (shard) => {
        const url = cardShardUrl(manifest, shard);
        return [shard, asList(await load(url), url)] as const;
      }),
    ),
  );
  return positions.map((position) => {
    const shard = shardOf(position, size);
    const card = shards.get(shard)?.[position - shard * size];
    if (card === undefined) throw new Error(`the index has no entry at ${position}`);
    return card as Card;
  });
}

/** A page of matches: its cards and how many entries match in all. */
export interface IndexPage<Card> {
  matches: number;
  cards: Card[];
}

/**
 * Page `page` (from 1) of the entries the selection matches, `pageSize` each; a page past the
 * last reads as the last, as a page of the whole list in memory does (pageSlice).
 */
export async function queryPage<Card>(
  manifest: ShardedManifest,
  selection: IndexSelection,
  page: number,
  pageSize: number,
  load: LoadJson,
): Promise<IndexPage<Card>> {
  const matches = await matchingSet(manifest, selection, load);
  const count = popcount(matches);
  const shown = Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, Math.ceil(count / pageSize)));
  const positions = setPositions(matches, (shown - 1) * pageSize, pageSize);
  return { matches: count, cards: await cardsAt<Card>(manifest, positions, load) };
}

/** A selection as a string, the same for the same selection: a key for what is known of it. */
export const selectionKey = (selection: IndexSelection): string =>
  JSON.stringify([selection.facets.map(([facet, value]) => [facet, value]), selection.needle]);

/**
 * How many entries a selection matches, where the manifest alone says it: no filter (all of
 * them) or a single facet value without search. Undefined otherwise.
 */
export function manifestCount(manifest: ShardedManifest, selection: IndexSelection): number | undefined {
  if (selection.needle) return undefined;
  const [only, ...more] = selection.facets;
  if (!only) return manifest.total;
  if (more.length > 0) return undefined;
  return manifest.facets[only[0]]?.[only[1]]?.[0] ?? 0;
}
