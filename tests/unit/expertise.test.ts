import { describe, expect, it } from 'vitest';
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
  const studies = new Map<string, { title: string; detail?: object }>([
    ['full-one', { title: 'Full', detail: {} }],
    ['soon', { title: 'Soon' }],
  ]);

  it('splits known identifiers into full case studies and coming-soon cards', () => {
    const groups = areaCaseStudies(['full-one', 'soon', 'unknown'], studies);
    expect(groups.full.map((s) => s.title)).toEqual(['Full']);
    expect(groups.comingSoon.map((s) => s.title)).toEqual(['Soon']);
  });

  it('is empty for an area without identifiers', () => {
    expect(areaCaseStudies(undefined, studies)).toEqual({ full: [], comingSoon: [] });
  });
});
