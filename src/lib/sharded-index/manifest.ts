/**
 * A sharded catalogue index: what a filter island downloads instead of the whole catalogue. A
 * small manifest (the number of entries, each facet value's count and the file of its bitset,
 * the names of the card and text shards), one bitset file per facet value, the cards in shards
 * by position, and the searchable texts in shards by position, fetched only when the visitor
 * searches. Every file is named by a hash of its content (cached for good) and lives under
 * /data/. Pure functions, unit-tested; the build writes the files (src/data/sharded-index.ts).
 */
import { bitsetOf, encodeBitset } from './bitset.ts';

/**
 * Cards per card shard. A page shows 12 (9 on the home page), and a filtered page can take each
 * card from another shard: small shards fetch few cards that the page does not show, larger ones
 * make fewer files. Measured at 10,000 cards varied across every filter (Brotli, plus 800 bytes of
 * headers a response), the worst single filter's first page (its bitset and card shards) costs
 * 19.1 KB with 1 card a shard (10,058 files in all), 19.7 KB with 2, 24.1 KB with 4 (2,558 files)
 * and 29.1 KB with 8. Four keeps a quarter of the files of one card a shard for 5 KB more.
 */
export const CARD_SHARD_SIZE = 4;

/**
 * Entries per text shard. The search reads every text that the other filters leave (a substring
 * can be anywhere), so the shards only split the download into parallel requests that a rebuild
 * with one changed entry mostly keeps: 1,000 entries' texts are about 20-30 KB in Brotli.
 */
export const TEXT_SHARD_SIZE = 1000;

/** Characters of a file's content hash in its name (hex: 48 bits; the servers' rule for files cached for good, src/lib/security-headers.ts). */
export const HASH_LENGTH = 12;

/**
 * Card shards named by one hash: that of their group's content. A hash of its own for each shard
 * would put 2,500 hashes (15 KB in Brotli: hashes do not compress) into the manifest at 10,000
 * entries, the largest part of a first filter's download; one per 64 shards (256 cards) puts 40
 * (0.3 KB), and a rebuild with one entry changed renames only its group's 64 shards.
 */
export const CARD_SHARDS_PER_HASH = 64;

/** The folder of the built site that holds every index file. */
const DATA_PATH = '/data/';

/** A facet value: how many entries have it, and the name of its bitset file. */
export type FacetValue = [count: number, file: string];

export interface ShardedManifest {
  /** Entries in the catalogue. */
  total: number;
  cardShardSize: number;
  textShardSize: number;
  /** The file names' prefix ("portfolio", "tools"). */
  prefix: string;
  /** Card shards per hash of `cardShards`. */
  cardShardsPerHash: number;
  /** The card shards' content hashes, one per `cardShardsPerHash` shards, HASH_LENGTH characters each, one after the other. */
  cardShards: string;
  /** The text shards' content hashes, one per shard (they are few), likewise. */
  textShards: string;
  /** Per facet, each value an entry has. A value no entry has is absent (no match). */
  facets: Record<string, Record<string, FacetValue>>;
}

/** The URL of an index file by its name (no extension). */
export const indexFileUrl = (name: string): string => `${DATA_PATH}${name}.json`;

/** The shard that holds a position. */
export const shardOf = (position: number, shardSize: number): number => Math.floor(position / shardSize);

/** The shards that hold any of `positions`, each once, ascending. */
export const shardsOf = (positions: Iterable<number>, shardSize: number): number[] =>
  [...new Set([...positions].map((position) => shardOf(position, shardSize)))].sort((a, b) => a - b);

function shardName(manifest: ShardedManifest, kind: 'cards' | 'text', shard: number): string {
  const hashes = kind === 'cards' ? manifest.cardShards : manifest.textShards;
  const group = kind === 'cards' ? Math.floor(shard / manifest.cardShardsPerHash) : shard;
  const hash = hashes.slice(group * HASH_LENGTH, (group + 1) * HASH_LENGTH);
  const size = kind === 'cards' ? manifest.cardShardSize : manifest.textShardSize;
  if (shard < 0 || shard * size >= manifest.total) throw new RangeError(`the index has no ${kind} shard ${shard}`);
  if (hash.length !== HASH_LENGTH) throw new RangeError(`the index has no ${kind} shard ${shard}`);
  return `${manifest.prefix}-${kind}-${shard}.${hash}`;
}

export const cardShardUrl = (manifest: ShardedManifest, shard: number): string =>
  indexFileUrl(shardName(manifest, 'cards', shard));
export const textShardUrl = (manifest: ShardedManifest, shard: number): string =>
  indexFileUrl(shardName(manifest, 'text', shard));

/** What the build indexes of a catalogue. */
export interface IndexSource<Entry, Card> {
  /** The files' prefix, a word ("portfolio", "tools"). */
  prefix: string;
  /** The entries in the order every listing shows them. */
  entries: readonly Entry[];
  /** Each facet's values that an entry has (several for a list field, none for a missing one). */
  facetsOf: (entry: Entry) => Readonly<Record<string, readonly string[]>>;
  /** The texts the search matches an entry by, each matched on its own. */
  textsOf: (entry: Entry) => readonly string[];
  /** What a card shows of an entry. */
  cardOf: (entry: Entry) => Card;
}

export interface IndexFile {
  /** Its name without the extension, as `indexFileUrl` takes it. */
  name: string;
  /** Its JSON text. */
  body: string;
}

/**
 * Searchable texts as the search compares them: lower-cased once here, so the browser lower-cases
 * only the query (`toLowerCase` is the same on both sides: it does not depend on the locale).
 */
export const searchTexts = (texts: readonly string[]): string[] => texts.map((text) => text.toLowerCase());

/** The search text as it is compared with `searchTexts`: trimmed, lower-cased; empty for no search. */
export const searchNeedle = (search: string): string => search.trim().toLowerCase();

/** Whether one of an entry's texts contains the search (any entry, for no search): the rule the index applies. */
export const matchesSearch = (texts: readonly string[], search: string): boolean => {
  const needle = searchNeedle(search);
  return !needle || searchTexts(texts).some((text) => text.includes(needle));
};

/** Chunks of `size` items. */
const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Every file of a catalogue's index; the manifest is the last. `hash` names a file by its content
 * (HASH_LENGTH characters safe in a URL).
 */
export function buildShardedIndex<Entry, Card>(
  source: IndexSource<Entry, Card>,
  hash: (body: string) => string,
  sizes: { card: number; text: number; perHash: number } = {
    card: CARD_SHARD_SIZE,
    text: TEXT_SHARD_SIZE,
    perHash: CARD_SHARDS_PER_HASH,
  },
): { manifest: ShardedManifest; manifestName: string; files: IndexFile[] } {
  const { prefix, entries } = source;
  const files: IndexFile[] = [];
  const hashed = (body: string): string => {
    const value = hash(body);
    if (value.length !== HASH_LENGTH) throw new Error(`a content hash must be ${HASH_LENGTH} characters: "${value}"`);
    return value;
  };
  /** Writes the shards, named by their group's hash; returns the hashes. */
  const shards = (kind: 'cards' | 'text', contents: unknown[][], perHash: number): string =>
    chunks(
      contents.map((content) => JSON.stringify(content)),
      perHash,
    )
      .map((bodies, group) => {
        const value = hashed(bodies.join('\n'));
        bodies.forEach((body, i) => files.push({ name: `${prefix}-${kind}-${group * perHash + i}.${value}`, body }));
        return value;
      })
      .join('');

  const positionsOf = new Map<string, Map<string, number[]>>();
  entries.forEach((entry, position) => {
    for (const [facet, values] of Object.entries(source.facetsOf(entry))) {
      const byValue = positionsOf.get(facet) ?? new Map<string, number[]>();
      positionsOf.set(facet, byValue);
      for (const value of new Set(values)) byValue.set(value, [...(byValue.get(value) ?? []), position]);
    }
  });
  const facets: ShardedManifest['facets'] = {};
  let bitsFile = 0;
  for (const [facet, byValue] of positionsOf) {
    facets[facet] = {};
    for (const [value, positions] of byValue) {
      const body = JSON.stringify(encodeBitset(bitsetOf(entries.length, positions)));
      const name = `${prefix}-bits-${bitsFile++}.${hashed(body)}`;
      files.push({ name, body });
      facets[facet][value] = [positions.length, name];
    }
  }

  const manifest: ShardedManifest = {
    total: entries.length,
    cardShardSize: sizes.card,
    textShardSize: sizes.text,
    cardShardsPerHash: sizes.perHash,
    prefix,
    cardShards: shards('cards', chunks(entries.map(source.cardOf), sizes.card), sizes.perHash),
    textShards: shards(
      'text',
      chunks(
        entries.map((entry) => searchTexts(source.textsOf(entry))),
        sizes.text,
      ),
      1,
    ),
    facets,
  };
  const body = JSON.stringify(manifest);
  const manifestName = `${prefix}-manifest.${hashed(body)}`;
  files.push({ name: manifestName, body });
  return { manifest, manifestName, files };
}
