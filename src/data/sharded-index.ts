/**
 * The files of a catalogue's sharded index (src/lib/sharded-index/manifest.ts), each named by a
 * hash of its content, for src/pages/data/[file].json.ts to write under /data/.
 */
import { createHash } from 'node:crypto';
import {
  buildShardedIndex,
  CARD_SHARD_SIZE,
  CARD_SHARDS_PER_HASH,
  HASH_LENGTH,
  TEXT_SHARD_SIZE,
  type IndexFile,
  type IndexSource,
} from '@/lib/sharded-index/manifest';

/** A content hash of HASH_LENGTH hex digits. */
const contentHash = (body: string): string => createHash('sha256').update(body).digest('hex').slice(0, HASH_LENGTH);

export interface BuiltIndex {
  files: IndexFile[];
  /** The manifest's name, as `indexFileUrl` takes it. */
  manifestName: string;
}

/** The index of a catalogue; `cardShardSize` where its listing is not paged like the portfolio's. */
export function builtIndex<Entry, Card>(source: IndexSource<Entry, Card>, cardShardSize = CARD_SHARD_SIZE): BuiltIndex {
  const { files, manifestName } = buildShardedIndex(source, contentHash, {
    card: cardShardSize,
    text: TEXT_SHARD_SIZE,
    perHash: CARD_SHARDS_PER_HASH,
  });
  return { files, manifestName };
}
