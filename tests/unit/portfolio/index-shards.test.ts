import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PortfolioCard } from '@/lib/portfolio/card';
import {
  DEFAULT_FILTERS,
  MODEL_OPTIONS,
  REVENUE_OPTIONS,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
  filterProjects,
  type PortfolioFilters,
} from '@/lib/portfolio/filters';
import {
  portfolioFacetsOf,
  portfolioIndexPrefix,
  portfolioIndexSource,
  portfolioSelection,
} from '@/lib/portfolio/index-shards';
import { resolvePage } from '@/lib/portfolio/view';
import { buildShardedIndex, HASH_LENGTH, indexFileUrl } from '@/lib/sharded-index/manifest';
import { queryPage } from '@/lib/sharded-index/query';
import { portfolioCard } from '../../support/portfolio-card';

const STATUSES = ['sold', 'in_development', 'in_pipeline', 'portfolio', 'request'] as const;
const TYPES = TYPE_OPTIONS.filter((type) => type !== 'all');
const MODELS = MODEL_OPTIONS.filter((model) => model !== 'all');
const TECH = ['React', 'Node.js', 'C++', 'Go', 'PostgreSQL'];

/** A catalogue that varies every filtered field, some revenue missing, some zero, one negative. */
const cards: PortfolioCard[] = Array.from({ length: 97 }, (_, i) =>
  portfolioCard({
    slug: `p${i}`,
    title: `Project ${i}${i % 11 === 0 ? ' Straße' : ''}`,
    shortDescription: i % 7 === 0 ? 'An AI writer for SHOPS.' : 'A tool.',
    status: STATUSES[i % STATUSES.length]!,
    projectType: TYPES[i % TYPES.length]!,
    monetizationModel: MODELS.filter((_, m) => (i >> m) % 2 === 1),
    techStack: TECH.filter((_, t) => (i + t) % 3 === 0),
    badges: i % 6 === 0 ? ['Featured'] : [],
    monthlyRevenue: i % 4 === 0 ? undefined : i % 4 === 1 ? 0 : i % 4 === 2 ? i * 100 : i === 3 ? -5 : null,
  }),
);

const hash = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, HASH_LENGTH);
const { manifest, files } = buildShardedIndex(portfolioIndexSource(cards), hash, { card: 4, text: 25, perHash: 2 });
const served = new Map(files.map((file) => [indexFileUrl(file.name), JSON.parse(file.body) as unknown]));
const load = async (url: string) => served.get(url);

const f = (over: Partial<PortfolioFilters>): PortfolioFilters => ({ ...DEFAULT_FILTERS, ...over });

describe("the portfolio's sharded index", () => {
  it("gives each card the filters' values that keep it", () => {
    const sold = portfolioFacetsOf(portfolioCard({ status: 'sold', monthlyRevenue: 500, techStack: ['Go'] }));
    expect(sold).toMatchObject({ status: ['sold'], revenue: ['earning', 'sold'], tech: ['Go'] });
    expect(portfolioFacetsOf(portfolioCard({ monthlyRevenue: null })).revenue).toEqual(['pre_revenue']);
    expect(portfolioFacetsOf(portfolioCard({ monthlyRevenue: -1 })).revenue).toEqual([]);
  });

  it('asks the index for each chosen tab and the trimmed, lower-cased search', () => {
    expect(portfolioSelection(f({ status: 'sold', tech: 'C++', search: '  AI ' }))).toEqual({
      facets: [
        ['status', 'sold'],
        ['tech', 'C++'],
      ],
      needle: 'ai',
    });
    expect(portfolioSelection(DEFAULT_FILTERS)).toEqual({ facets: [], needle: '' });
  });

  const combinations: PortfolioFilters[] = [
    ...STATUS_OPTIONS.map((status) => f({ status })),
    ...TYPE_OPTIONS.map((type) => f({ type })),
    ...REVENUE_OPTIONS.map((revenue) => f({ revenue })),
    ...MODEL_OPTIONS.map((model) => f({ model })),
    ...TECH.map((tech) => f({ tech })),
    f({ tech: 'Rust' }),
    f({ search: 'straße' }),
    f({ search: 'STRASSE' }),
    f({ search: 'ai writer' }),
    f({ search: 'featured' }),
    f({ search: 'node.js', revenue: 'earning' }),
    f({ status: 'sold', revenue: 'pre_revenue', model: 'subscription' }),
    f({ type: 'saas', tech: 'React', search: 'project 1' }),
    f({ revenue: 'sold', status: 'portfolio' }),
  ];

  it.each(combinations)('shows what filtering every card shows: %j', async (filters) => {
    const expected = filterProjects(cards, filters);
    for (const page of [1, 2, 3]) {
      const fromShards = await queryPage(manifest, portfolioSelection(filters), page, 12, load);
      expect(fromShards).toEqual(resolvePage(cards, { ...filters, page }, 12));
      if (page === 1) expect(fromShards.matches).toBe(expected.length);
    }
  });
});

describe('one index per language', () => {
  it("names each language's files apart", () => {
    expect(portfolioIndexPrefix('en')).toBe('portfolio');
    expect(portfolioIndexPrefix('de')).toBe('de-portfolio');
    expect(portfolioIndexSource([], 'de').prefix).toBe('de-portfolio');
  });
});
