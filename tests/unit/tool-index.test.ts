/** The tool catalogue's sharded index and what its island shows (src/lib/tool-index.ts). */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildShardedIndex, HASH_LENGTH, indexFileUrl } from '@/lib/sharded-index/manifest';
import { queryPage } from '@/lib/sharded-index/query';
import { toolFacetsOf, toolIndexPrefix, toolIndexSource, toolSelection, toolViewOf } from '@/lib/tool-index';
import {
  ALL_CATEGORIES,
  defaultToolFilters,
  filterTools,
  toolCard,
  type ToolCardData,
  type ToolFilters,
} from '@/lib/tools';

const CATEGORIES = ['ai-ml', 'development', 'frontend', 'media'] as const;

/** 83 tools over three categories (media has none), some featured, some with "Straße" or "AGENT". */
const tools: ToolCardData[] = Array.from({ length: 83 }, (_, i) =>
  toolCard(
    `tool-${i}`,
    {
      name: `Tool ${i}${i % 13 === 0 ? ' Straße' : ''}`,
      description: i % 5 === 0 ? 'An AGENT framework.' : 'A code editor.',
      category: CATEGORIES[i % 3]!,
      featured: i % 4 === 0,
      useCases: ['One', 'Two', 'Three'].slice(0, i % 4),
    },
    `Category ${i % 3}`,
  ),
);

const hash = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, HASH_LENGTH);
// Small shards, so that a filter's matches span several of each kind.
const { manifest, files } = buildShardedIndex(toolIndexSource(tools), hash, { card: 5, text: 20, perHash: 3 });
const served = new Map(files.map((file) => [indexFileUrl(file.name), JSON.parse(file.body) as unknown]));
const fetched: string[] = [];
const load = async (url: string) => {
  fetched.push(url);
  return served.get(url);
};

const f = (over: Partial<ToolFilters>): ToolFilters => ({ ...defaultToolFilters, ...over });

describe("the tool catalogue's sharded index", () => {
  it("names each language's files apart: tools-… in English, de-tools-… in German", () => {
    expect(toolIndexPrefix('en')).toBe('tools');
    expect(toolIndexPrefix('de')).toBe('de-tools');
    expect(toolIndexSource(tools).prefix).toBe('tools');
    expect(toolIndexSource(tools, 'de').prefix).toBe('de-tools');
    const german = buildShardedIndex(toolIndexSource(tools, 'de'), hash, { card: 5, text: 20, perHash: 3 });
    const english = new Set(files.map((file) => file.name));
    expect(german.files.every((file) => file.name.startsWith('de-tools') && !english.has(file.name))).toBe(true);
  });

  it('gives each tool its category, and featured only when it is', () => {
    expect(toolFacetsOf({ category: 'ai-ml', featured: true })).toEqual({ category: ['ai-ml'], featured: ['yes'] });
    expect(toolFacetsOf({ category: 'frontend', featured: false })).toEqual({ category: ['frontend'], featured: [] });
  });

  it('asks for the chosen category, featured and the trimmed, lower-cased search; a category page for its own', () => {
    expect(toolSelection(f({ q: '  AGENT ', category: 'ai-ml', featuredOnly: true }))).toEqual({
      facets: [
        ['category', 'ai-ml'],
        ['featured', 'yes'],
      ],
      needle: 'agent',
    });
    expect(toolSelection(defaultToolFilters)).toEqual({ facets: [], needle: '' });
    expect(toolSelection(f({ q: 'Editor' }), 'frontend')).toEqual({
      facets: [['category', 'frontend']],
      needle: 'editor',
    });
  });

  const combinations: ToolFilters[] = [
    ...CATEGORIES.map((category) => f({ category })),
    f({ featuredOnly: true }),
    f({ q: 'agent' }),
    f({ q: '  EDITOR  ' }),
    f({ q: 'straße' }),
    f({ q: 'STRASSE' }),
    f({ q: 'tool 1' }),
    f({ q: 'no such tool' }),
    f({ q: 'agent', category: 'development', featuredOnly: true }),
    f({ category: 'frontend', featuredOnly: true }),
    f({ category: 'media', q: 'agent' }),
  ];

  it.each(combinations)('finds what filtering every tool finds: %j', async (filters) => {
    const expected = filterTools(tools, filters);
    const fromShards = await queryPage<ToolCardData>(manifest, toolSelection(filters), 1, tools.length, load);
    expect(fromShards).toEqual({ matches: expected.length, cards: expected });
  });

  it("searches within a category page's own tools", async () => {
    const inFrontend = tools.filter((tool) => tool.category === 'frontend');
    const filters = f({ q: 'agent' });
    const fromShards = await queryPage<ToolCardData>(
      manifest,
      toolSelection(filters, 'frontend'),
      1,
      inFrontend.length,
      load,
    );
    expect(fromShards.cards).toEqual(filterTools(inFrontend, filters));
    expect(fromShards.cards.length).toBeGreaterThan(0);
  });

  it('fetches no text shard without a search, and no card shard a match is not in', async () => {
    fetched.length = 0;
    const { cards } = await queryPage<ToolCardData>(manifest, toolSelection(f({ category: 'frontend' })), 1, 83, load);
    expect(fetched.some((url) => url.includes('-text-'))).toBe(false);
    const cardFiles = fetched.filter((url) => url.includes('-cards-'));
    // Frontend is every third tool: each card shard of five holds one or two.
    expect(cardFiles).toHaveLength(Math.ceil(tools.length / 5));
    expect(cards.every((tool) => tool.category === 'frontend')).toBe(true);
  });
});

describe('what the tool grid shows', () => {
  const some = { matches: 2, cards: tools.slice(0, 2) };

  it('the server grid with no filter, whatever has arrived', () => {
    expect(toolViewOf(null, 83, defaultToolFilters)).toEqual({ loading: false, tools: null, matches: 83 });
    expect(toolViewOf(some, 83, f({ q: '   ' }))).toEqual({ loading: false, tools: null, matches: 83 });
  });

  it('nothing to load on a page without tools: its empty state, whatever the search', () => {
    expect(toolViewOf(null, 0, f({ q: 'agent' }))).toEqual({ loading: false, tools: null, matches: 0 });
  });

  it("a filter's matches once they have arrived, loading until then", () => {
    const filters = f({ category: 'ai-ml' });
    expect(toolViewOf(null, 83, filters)).toEqual({ loading: true, tools: null, matches: 83 });
    expect(toolViewOf(some, 83, filters)).toEqual({ loading: false, tools: some.cards, matches: 2 });
    expect(toolViewOf({ matches: 0, cards: [] }, 83, filters)).toEqual({ loading: false, tools: [], matches: 0 });
  });

  it('the server grid again when a filter keeps every tool (the filters keep their order)', () => {
    expect(toolViewOf({ matches: 83, cards: tools }, 83, f({ featuredOnly: true }))).toEqual({
      loading: false,
      tools: null,
      matches: 83,
    });
    expect(toolViewOf(null, 83, f({ category: ALL_CATEGORIES, q: 'x' })).loading).toBe(true);
  });
});
