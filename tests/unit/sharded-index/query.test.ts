import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildShardedIndex,
  cardShardUrl,
  HASH_LENGTH,
  indexFileUrl,
  shardOf,
  shardsOf,
  textShardUrl,
  type IndexSource,
} from '@/lib/sharded-index/manifest';
import { asManifest, manifestCount, queryPage, selectionKey, type IndexSelection } from '@/lib/sharded-index/query';

interface Item {
  id: number;
  name: string;
  colour: string;
  tags: string[];
}

const COLOURS = ['red', 'green', 'blue'];
const items: Item[] = Array.from({ length: 53 }, (_, id) => ({
  id,
  name: `Item ${id} ${id % 5 === 0 ? 'Ünïcode ÉCLAIR' : 'plain'}`,
  colour: COLOURS[id % 3]!,
  tags: id % 4 === 0 ? ['Even', 'Four'] : id % 2 === 0 ? ['Even'] : [],
}));

const source: IndexSource<Item, { id: number }> = {
  prefix: 'things',
  entries: items,
  facetsOf: (item) => ({ colour: [item.colour], tag: item.tags }),
  textsOf: (item) => [item.name, ...item.tags],
  cardOf: (item) => ({ id: item.id }),
};
const hash = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, HASH_LENGTH);
const sizes = { card: 4, text: 10, perHash: 3 };
const built = buildShardedIndex(source, hash, sizes);
const files = new Map(built.files.map((file) => [indexFileUrl(file.name), JSON.parse(file.body) as unknown]));

/** Serves the built files, recording which were asked for. */
function server() {
  const fetched: string[] = [];
  const load = async (url: string) => {
    fetched.push(url);
    if (!files.has(url)) throw new Error(`404 ${url}`);
    return files.get(url);
  };
  return { fetched, load };
}

/** The plain filter over every item: the reference the index must agree with. */
function reference(selection: IndexSelection): Item[] {
  return items.filter(
    (item) =>
      selection.facets.every(([facet, value]) =>
        facet === 'colour' ? item.colour === value : item.tags.includes(value),
      ) &&
      (!selection.needle || source.textsOf(item).some((text) => text.toLowerCase().includes(selection.needle))),
  );
}

describe('a sharded index: shard addressing and the files the build writes', () => {
  it('addresses shards by position', () => {
    expect(shardOf(0, 4)).toBe(0);
    expect(shardOf(3, 4)).toBe(0);
    expect(shardOf(4, 4)).toBe(1);
    expect(shardsOf([9, 1, 2, 13, 8], 4)).toEqual([0, 2, 3]);
  });

  it('names every file by its content (shards by their group of shards), and the manifest lists each group', () => {
    const { manifest, manifestName } = built;
    expect(manifest.total).toBe(53);
    // 14 card shards in groups of 3: 5 hashes; 6 text shards, a hash each.
    expect(manifest.cardShards.length).toBe(5 * HASH_LENGTH);
    expect(manifest.textShards.length).toBe(6 * HASH_LENGTH);
    const bodyOf = (url: string) => built.files.find((file) => indexFileUrl(file.name) === url)?.body ?? '';
    for (const group of [0, 4]) {
      const members = [0, 1, 2].map((i) => group * 3 + i).filter((shard) => shard < 14);
      const groupHash = hash(members.map((shard) => bodyOf(cardShardUrl(manifest, shard))).join('\n'));
      for (const shard of members)
        expect(cardShardUrl(manifest, shard)).toBe(`/data/things-cards-${shard}.${groupHash}.json`);
    }
    for (const file of built.files.filter((f) => !f.name.includes('-cards-')))
      expect(file.name.endsWith(`.${hash(file.body)}`)).toBe(true);
    expect(built.files.at(-1)?.name).toBe(manifestName);
    expect(built.files.filter((f) => f.name.includes('-cards-'))).toHaveLength(14);
    expect(files.get(cardShardUrl(manifest, 13))).toEqual([{ id: 52 }]);
    expect(files.get(textShardUrl(manifest, 0))).toContainEqual(['item 0 ünïcode éclair', 'even', 'four']);
    expect(() => cardShardUrl(manifest, 14)).toThrow(/no cards shard 14/);
    expect(manifest.facets['colour']?.['red']?.[0]).toBe(18);
    expect(manifest.facets['tag']?.['Four']?.[0]).toBe(14);
    expect(asManifest(files.get(indexFileUrl(manifestName)), 'm')).toEqual(manifest);
    expect(() => asManifest([], '/data/x.json')).toThrow('/data/x.json is not a catalogue index');
  });

  it('renames, after one entry changed, only the shards of its group, its bitsets and the manifest', () => {
    const named = { ...source, cardOf: (item: Item) => ({ id: item.id, name: item.name }) };
    const changed = items.map((item) => (item.id === 52 ? { ...item, name: 'Renamed' } : item));
    const again = buildShardedIndex({ ...named, entries: changed }, hash, sizes);
    const before = new Set(buildShardedIndex(named, hash, sizes).files.map((file) => file.name));
    const renamed = again.files.map((file) => file.name).filter((name) => !before.has(name));
    // Item 52 is in card shard 13 (group 4: shards 12 and 13) and text shard 5.
    expect(renamed.filter((name) => name.includes('-cards-')).sort()).toEqual([
      expect.stringMatching(/^things-cards-12\./),
      expect.stringMatching(/^things-cards-13\./),
    ]);
    expect(renamed.filter((name) => name.includes('-text-'))).toEqual([expect.stringMatching(/^things-text-5\./)]);
    expect(renamed.filter((name) => name.includes('-bits-'))).toEqual([]);
    expect(renamed.filter((name) => name.includes('-manifest.'))).toHaveLength(1);
  });
});

describe('queries over a sharded index', () => {
  const selections: IndexSelection[] = [
    { facets: [], needle: '' },
    { facets: [['colour', 'red']], needle: '' },
    {
      facets: [
        ['colour', 'blue'],
        ['tag', 'Even'],
      ],
      needle: '',
    },
    {
      facets: [
        ['tag', 'Four'],
        ['colour', 'green'],
      ],
      needle: 'item 1',
    },
    { facets: [], needle: 'éclair' },
    { facets: [['colour', 'purple']], needle: '' },
    { facets: [], needle: 'nothing like this' },
  ];

  it.each(selections)('matches the plain filter, page by page: %j', async (selection) => {
    const expected = reference(selection).map((item) => ({ id: item.id }));
    const { load } = server();
    for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / 5)); page++) {
      const result = await queryPage(built.manifest, selection, page, 5, load);
      expect(result.matches).toBe(expected.length);
      expect(result.cards).toEqual(expected.slice((page - 1) * 5, page * 5));
    }
  });

  it('fetches only the bitsets chosen and the card shards of the page in view', async () => {
    const { fetched, load } = server();
    const blue = { facets: [['colour', 'blue']] as const, needle: '' };
    // Blue items are 2, 5, 8, ...: page 2 of 3 holds 11, 14, 17, in shards 2, 3 and 4.
    const result = await queryPage<{ id: number }>(built.manifest, blue, 2, 3, load);
    expect(result.cards.map((card) => card.id)).toEqual([11, 14, 17]);
    expect(fetched).toEqual([
      indexFileUrl(built.manifest.facets['colour']!['blue']![1]),
      cardShardUrl(built.manifest, 2),
      cardShardUrl(built.manifest, 3),
      cardShardUrl(built.manifest, 4),
    ]);
  });

  it('fetches text shards only when searching, and only those the facets leave anything in', async () => {
    const { fetched, load } = server();
    // Four and green (id % 3 = 1): 4, 16, 28, 40, 52, in text shards 0, 1, 2, 4 and 5, not 3.
    await queryPage(
      built.manifest,
      {
        facets: [
          ['tag', 'Four'],
          ['colour', 'green'],
        ],
        needle: 'plain',
      },
      1,
      3,
      load,
    );
    const texts = fetched.filter((url) => url.includes('-text-'));
    expect(texts).toEqual([0, 1, 2, 4, 5].map((shard) => textShardUrl(built.manifest, shard)));
  });

  it('matches nothing without a fetch for a value no entry has', async () => {
    const { fetched, load } = server();
    const result = await queryPage(built.manifest, { facets: [['colour', 'purple']], needle: '' }, 1, 5, load);
    expect(result).toEqual({ matches: 0, cards: [] });
    expect(fetched).toEqual([]);
  });

  it('knows a count from the manifest alone only without search and for one value at most', () => {
    const m = built.manifest;
    expect(manifestCount(m, { facets: [], needle: '' })).toBe(53);
    expect(manifestCount(m, { facets: [['colour', 'green']], needle: '' })).toBe(18);
    expect(manifestCount(m, { facets: [['colour', 'purple']], needle: '' })).toBe(0);
    expect(manifestCount(m, { facets: [['colour', 'green']], needle: 'x' })).toBeUndefined();
    expect(
      manifestCount(m, {
        facets: [
          ['colour', 'green'],
          ['tag', 'Even'],
        ],
        needle: '',
      }),
    ).toBeUndefined();
    expect(selectionKey({ facets: [['a', 'b']], needle: 'c' })).toBe(
      selectionKey({ facets: [['a', 'b']], needle: 'c' }),
    );
    expect(selectionKey({ facets: [['a', 'b']], needle: '' })).not.toBe(selectionKey({ facets: [], needle: '' }));
  });

  it('says which file is missing when the build and the page disagree', async () => {
    const load = async (url: string) => (url.includes('-cards-') ? { not: 'a list' } : files.get(url));
    await expect(queryPage(built.manifest, { facets: [], needle: '' }, 1, 3, load)).rejects.toThrow(
      /things-cards-0\.\w+\.json is not a list/,
    );
  });
});
