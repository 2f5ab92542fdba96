import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { areaCaseStudySchema, areaSchema } from '@/lib/content/schemas';
import { areaCaseStudies, areasForMethodology, areaTools, methodologiesForArea } from '@/lib/expertise';
import { preview, resolveIds } from '@/lib/lists';

describe('preview', () => {
  it('gives the first items and how many are left', () => {
    expect(preview(['a', 'b', 'c', 'd'], 2)).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(preview(['a'], 3)).toEqual({ shown: ['a'], more: 0 });
    expect(preview([], 3)).toEqual({ shown: [], more: 0 });
  });
});

describe('resolveIds / areaTools', () => {
  const tools = new Map([
    ['crew-ai', { name: 'CrewAI' }],
    ['agno', { name: 'Agno' }],
  ]);

  it('keeps the order and drops unknown ids such as n8n', () => {
    expect(areaTools(['n8n', 'agno', 'crew-ai'], tools).map((t) => t.name)).toEqual(['Agno', 'CrewAI']);
    expect(resolveIds([], tools)).toEqual([]);
  });
});

describe('methodologies and areas', () => {
  const methodologies = [
    { id: 'rag-development', relatedExpertise: ['rag-systems', 'ai-agent-development'] },
    { id: 'saas-development', relatedExpertise: ['saas-architecture'] },
  ];

  it('shows the methodologies that list the area', () => {
    expect(methodologiesForArea('rag-systems', methodologies).map((m) => m.id)).toEqual(['rag-development']);
    expect(methodologiesForArea('ui-ux-generation', methodologies)).toEqual([]);
  });

  it('links a methodology to the areas it lists that exist', () => {
    const areas = new Map([['rag-systems', { name: 'RAG Systems' }]]);
    expect(areasForMethodology(['rag-systems', 'gone'], areas)).toEqual([{ name: 'RAG Systems' }]);
  });
});

describe('areaCaseStudies', () => {
  const studies = new Map<string, { data: { title: string; detail?: object } }>([
    ['full-one', { data: { title: 'Full', detail: {} } }],
    ['soon', { data: { title: 'Soon' } }],
  ]);

  it('splits known identifiers into full case studies and coming-soon cards', () => {
    const groups = areaCaseStudies(['full-one', 'soon', 'unknown'], studies);
    expect(groups.full.map((s) => s.data.title)).toEqual(['Full']);
    expect(groups.comingSoon.map((s) => s.data.title)).toEqual(['Soon']);
  });

  it('gives each of the five featured areas two full case studies, and ui-ux-generation two coming-soon cards', () => {
    const entries = (folder: string) =>
      new Map(
        readdirSync(new URL(`../fixture/content/${folder}/`, import.meta.url)).map((file) => {
          const raw = readFileSync(new URL(`../fixture/content/${folder}/${file}`, import.meta.url), 'utf8');
          return [
            file.replace(/\.md$/, ''),
            { data: parse(raw.split(/^---$/m)[1] ?? '') as Record<string, unknown> },
          ] as const;
        }),
      );
    const areas = entries('areas');
    const caseStudies = new Map(
      [...entries('area-case-studies')].map(([id, entry]) => [id, { data: areaCaseStudySchema.parse(entry.data) }]),
    );
    const featured = [
      'ai-agent-development',
      'rag-systems',
      'full-stack-development',
      'saas-architecture',
      'workflow-automation',
    ];
    for (const id of featured) {
      const area = areaSchema.parse(areas.get(id)?.data);
      const groups = areaCaseStudies(area.caseStudies, caseStudies);
      expect(groups.full, id).toHaveLength(2);
      expect(groups.comingSoon, id).toHaveLength(0);
    }
    const uiux = areaCaseStudies(areaSchema.parse(areas.get('ui-ux-generation')?.data).caseStudies, caseStudies);
    expect(uiux.full).toHaveLength(0);
    expect(uiux.comingSoon.map((s) => s.data.title)).toEqual(['AI-Generated Dashboard', 'Design System Generation']);
  });

  it('is empty for an area without identifiers', () => {
    expect(areaCaseStudies(undefined, studies)).toEqual({ full: [], comingSoon: [] });
  });
});
