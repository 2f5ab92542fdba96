/** The tools' search, filters, URL state, category sections and cards (src/lib/tools.ts). */
import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  categoryPlaceholders,
  categoryTools,
  categorySections,
  defaultToolFilters,
  featureIcon,
  filterTools,
  hasActiveToolFilters,
  logoInitial,
  matchesToolSearch,
  relatedExpertise,
  relatedTools,
  toolCard,
  showingTools,
  toolCardWords,
  toolFilterWords,
  toolFiltersQuery,
  viewAllLabel,
} from '@/lib/tools';
import type { Dictionary } from '@/lib/content/kinds/dictionary';
import { readFileSync } from 'node:fs';

const dictionary = (language: string) =>
  JSON.parse(readFileSync(`content/dictionaries/${language}.json`, 'utf8')) as Dictionary;
const en = dictionary('en');
const de = dictionary('de');

const tool = (id: string, category: string, featured = true, description = `${id} description`) => ({
  id,
  name: id.toUpperCase(),
  description,
  category,
  featured,
});

const tools = [
  tool('alpha', 'ai-ml', true, 'An agent framework'),
  tool('beta', 'ai-ml', false, 'Search API for agents'),
  tool('gamma', 'development', true, 'Code editor'),
  tool('delta', 'ai-ml', true, 'Vector database'),
  tool('epsilon', 'ai-ml', false, 'Workflow engine'),
];

describe('matchesToolSearch', () => {
  it('matches name or description, case-insensitively, as a substring', () => {
    expect(matchesToolSearch({ name: 'LangChain', description: 'x' }, 'chain')).toBe(true);
    expect(matchesToolSearch({ name: 'LangChain', description: 'x' }, 'LANG')).toBe(true);
    expect(matchesToolSearch({ name: 'X', description: 'Build RAG apps' }, 'rag app')).toBe(true);
    expect(matchesToolSearch({ name: 'X', description: 'Y' }, 'z')).toBe(false);
  });

  it('matches everything for an empty or blank search, and trims the search', () => {
    expect(matchesToolSearch({ name: 'X', description: 'Y' }, '')).toBe(true);
    expect(matchesToolSearch({ name: 'X', description: 'Y' }, '   ')).toBe(true);
    expect(matchesToolSearch({ name: 'Cursor', description: 'Y' }, '  cursor ')).toBe(true);
  });
});

describe('filterTools', () => {
  it('returns all tools for the defaults', () => {
    expect(filterTools(tools, defaultToolFilters)).toHaveLength(5);
  });

  it('combines search AND category AND featured-only', () => {
    expect(filterTools(tools, { q: 'agent', category: ALL_CATEGORIES, featuredOnly: false }).map((t) => t.id)).toEqual([
      'alpha',
      'beta',
    ]);
    expect(filterTools(tools, { q: 'agent', category: ALL_CATEGORIES, featuredOnly: true }).map((t) => t.id)).toEqual([
      'alpha',
    ]);
    expect(filterTools(tools, { q: '', category: 'development', featuredOnly: false }).map((t) => t.id)).toEqual([
      'gamma',
    ]);
    expect(filterTools(tools, { q: 'agent', category: 'development', featuredOnly: false })).toEqual([]);
    expect(filterTools(tools, { q: '', category: 'media', featuredOnly: false })).toEqual([]);
  });
});

describe('hasActiveToolFilters', () => {
  it('is false for the defaults and a blank search, true for any filter', () => {
    expect(hasActiveToolFilters(defaultToolFilters)).toBe(false);
    expect(hasActiveToolFilters({ ...defaultToolFilters, q: '  ' })).toBe(false);
    expect(hasActiveToolFilters({ ...defaultToolFilters, q: 'a' })).toBe(true);
    expect(hasActiveToolFilters({ ...defaultToolFilters, category: 'ai-ml' })).toBe(true);
    expect(hasActiveToolFilters({ ...defaultToolFilters, featuredOnly: true })).toBe(true);
  });
});

describe('URL state', () => {
  const query = toolFiltersQuery(['ai-ml', 'development']);

  it('starts from the default filters', () => {
    expect(query.defaults).toEqual(defaultToolFilters);
  });

  it('reads q, category and featured', () => {
    expect(query.parse('?q=lang&category=ai-ml&featured=1')).toEqual({
      q: 'lang',
      category: 'ai-ml',
      featuredOnly: true,
    });
    expect(query.parse(new URLSearchParams('featured=true')).featuredOnly).toBe(true);
  });

  it('falls back to the defaults for missing or invalid values', () => {
    expect(query.parse('')).toEqual(defaultToolFilters);
    expect(query.parse('?category=nope&featured=yes')).toEqual(defaultToolFilters);
    expect(query.parse('?category=all&featured=0')).toEqual(defaultToolFilters);
    expect(query.parse(`?q=${'x'.repeat(500)}`).q).toHaveLength(100);
  });

  it('writes only the non-default values, the search trimmed, and round-trips', () => {
    expect(query.serialise(defaultToolFilters)).toBe('');
    expect(query.serialise({ ...defaultToolFilters, q: '  ' })).toBe('');
    expect(query.serialise({ ...defaultToolFilters, q: ' editor ' })).toBe('?q=editor');
    const state = { q: 'ai & ml', category: 'ai-ml', featuredOnly: true };
    const search = query.serialise(state);
    expect(search).toBe('?q=ai+%26+ml&category=ai-ml&featured=1');
    expect(query.parse(search)).toEqual(state);
  });

  it("carries only the search on a category's own page", () => {
    const categoryPage = toolFiltersQuery();
    expect(categoryPage.parse('?q=search&category=development&featured=1')).toEqual({
      ...defaultToolFilters,
      q: 'search',
    });
    expect(categoryPage.serialise({ q: 'x', category: 'ai-ml', featuredOnly: true })).toBe('?q=x');
  });
});

describe('categorySections', () => {
  const categories = [{ id: 'ai-ml' }, { id: 'media' }, { id: 'development' }];

  it('has one section per non-empty category, in category order, with at most 3 tools', () => {
    const sections = categorySections(categories, tools);
    expect(sections.map((s) => s.category.id)).toEqual(['ai-ml', 'development']);
    expect(sections[0]?.tools.map((t) => t.id)).toEqual(['alpha', 'beta', 'delta']);
    expect(sections[0]?.total).toBe(4);
    expect(sections[0]?.hasMore).toBe(true);
    expect(sections[1]?.total).toBe(1);
    expect(sections[1]?.hasMore).toBe(false);
  });

  it('does not link "View all" for exactly 3 tools', () => {
    const three = tools.filter((t) => t.category === 'ai-ml').slice(0, 3);
    expect(categorySections(categories, three)[0]?.hasMore).toBe(false);
  });

  it('labels the link with the count and the category name', () => {
    expect(viewAllLabel(en.toolList.viewAll, 10, 'AI & Machine Learning')).toBe(
      'View all 10 AI & Machine Learning tools',
    );
    // The English word for a category's tools is no other language's: there the name stands alone.
    expect(viewAllLabel(en.toolList.viewAll, 10, 'AI & Machine Learning', false)).toBe(
      'View all 10 AI & Machine Learning',
    );
    expect(viewAllLabel(de.toolList.viewAll, 10, 'AI & Machine Learning', false)).toBe(
      'Alle 10 Tools der Kategorie AI & Machine Learning',
    );
  });
});

describe('relatedTools', () => {
  it('gives up to 3 other tools of the same category', () => {
    expect(relatedTools(tools[0]!, tools).map((t) => t.id)).toEqual(['beta', 'delta', 'epsilon']);
    expect(relatedTools(tools[0]!, tools, 2).map((t) => t.id)).toEqual(['beta', 'delta']);
  });

  it('is empty for the only tool of a category', () => {
    expect(relatedTools(tools[2]!, tools)).toEqual([]);
  });
});

describe('relatedExpertise', () => {
  /** The overview link's words (the dictionary's `tool.allExpertise`). */
  const ALL = 'Alle Expertise-Bereiche';
  const areas = new Map([
    ['ai-agent-development', 'AI Agent Development'],
    ['rag-systems', 'RAG Systems'],
    ['full-stack-development', 'Full-Stack Development'],
  ]);

  it('links the areas the category names, in its order, then the overview', () => {
    expect(relatedExpertise(['ai-agent-development', 'rag-systems'], areas, ALL).map((l) => l.href)).toEqual([
      '/expertise/ai-agent-development',
      '/expertise/rag-systems',
      '/expertise',
    ]);
  });

  it('links a category that names no area only to the overview', () => {
    expect(relatedExpertise([], areas, ALL)).toEqual([{ href: '/expertise', label: ALL }]);
  });

  it('takes the area names from the content, and leaves out an area that does not exist', () => {
    const names = new Map([['rag-systems', 'RAG Systems (renamed)']]);
    expect(relatedExpertise(['ai-agent-development', 'rag-systems'], names, ALL)).toEqual([
      { href: '/expertise/rag-systems', label: 'RAG Systems (renamed)' },
      { href: '/expertise', label: ALL },
    ]);
  });
});

describe('featureIcon', () => {
  it('chooses the icon by keyword in the feature name', () => {
    expect(featureIcon('create_agent agent harness')).toBe('bot');
    expect(featureIcon('Multi-Agent crews')).toBe('bot');
    expect(featureIcon('Reactive database')).toBe('database');
    expect(featureIcon('Serverless functions')).toBe('function');
    expect(featureIcon('LangGraph workflow runtime')).toBe('workflow');
    expect(featureIcon('Integrations for vector search')).toBe('search');
    expect(featureIcon('MCP server')).toBe('server');
  });

  it('checks the keywords in the spec order and falls back to a default icon', () => {
    expect(featureIcon('Agent with database access')).toBe('bot');
    expect(featureIcon('Search server')).toBe('search');
    expect(featureIcon('Tracing and evaluation')).toBe('zap');
  });
});

describe('tool cards', () => {
  it('show 2 use cases and count the rest', () => {
    const card = toolCard('x', { ...tool('x', 'ai-ml'), useCases: ['a', 'b', 'c', 'd'] }, 'AI');
    expect(card.useCases).toEqual(['a', 'b']);
    expect(card.moreUseCases).toBe(2);
    expect(toolCard('y', { ...tool('y', 'ai-ml'), useCases: ['a'] }, 'AI').moreUseCases).toBe(0);
  });

  it('link the English page by default, with no language of their own', () => {
    const card = toolCard('x', { ...tool('x', 'ai-ml'), useCases: [] }, 'AI');
    expect(card.href).toBe('/tools/detail/x');
    expect(card.lang).toBeUndefined();
    expect(card.categoryLang).toBeUndefined();
    const german = toolCard('x', { ...tool('x', 'ai-ml'), useCases: [] }, 'AI', undefined, {
      href: '/de/tools/detail/x',
      categoryLang: 'en',
    });
    expect(german).toMatchObject({ href: '/de/tools/detail/x', categoryLang: 'en' });
  });

  it('take their words from the dictionary, with their language', () => {
    expect(toolCardWords(en.toolList, 'en')).toEqual({
      featured: 'Featured',
      useCases: 'Use cases',
      moreUseCases: '+{count} more',
      inEnglish: 'English',
      lang: 'en',
    });
    expect(toolCardWords(de.toolList, 'de')).toMatchObject({ inEnglish: 'Englisch', lang: 'de' });
  });

  it('use the first letter or digit of the name as the logo placeholder', () => {
    expect(logoInitial('shadcn/ui')).toBe('S');
    expect(logoInitial('  .NET')).toBe('N');
    expect(logoInitial('3D kit')).toBe('3');
    expect(logoInitial('')).toBe('?');
  });
});

describe('categoryTools', () => {
  it('names the tools of a category without doubling a name that ends in "Tools"', () => {
    expect(categoryTools('AI & Machine Learning')).toBe('AI & Machine Learning tools');
    expect(categoryTools('AI & Machine Learning', 'Tools')).toBe('AI & Machine Learning Tools');
    expect(categoryTools('Image, Video & Audio Tools')).toBe('Image, Video & Audio Tools');
    expect(categoryTools('Image, Video & Audio Tools', 'Tool')).toBe('Image, Video & Audio Tool');
  });
});

describe('categoryPlaceholders', () => {
  it("give a category page's English words the name with the English word for its tools, another language's the name alone", () => {
    expect(categoryPlaceholders('Frontend & UI/UX')).toEqual({
      category: 'Frontend & UI/UX',
      categoryTool: 'Frontend & UI/UX Tool',
      categoryTools: 'Frontend & UI/UX tools',
      categoryToolsTitle: 'Frontend & UI/UX Tools',
    });
    expect(categoryPlaceholders('Image, Video & Audio Tools').categoryToolsTitle).toBe('Image, Video & Audio Tools');
    expect(categoryPlaceholders('Frontend & UI/UX', false)).toEqual({
      category: 'Frontend & UI/UX',
      categoryTool: 'Frontend & UI/UX',
      categoryTools: 'Frontend & UI/UX',
      categoryToolsTitle: 'Frontend & UI/UX',
    });
  });
});

describe("the tool list's words", () => {
  it('give the filter island only the words it renders', () => {
    const words = toolFilterWords(en.toolList, en.locale);
    expect(words).toMatchObject({ searchPlaceholder: 'Search tools...', searchLabel: 'Search tools' });
    expect(Object.keys(words)).not.toContain('description');
    expect(Object.keys(words)).not.toContain('byCategory');
  });

  it('count the tools shown in English as the spec says, and in German, whatever the numbers', () => {
    const english = toolFilterWords(en.toolList, en.locale);
    const german = toolFilterWords(de.toolList, de.locale);
    expect(showingTools(english, 4, 40)).toBe('Showing 4 of 40 tools');
    expect(showingTools(english, 0, 250)).toBe('Showing 0 of 250 tools');
    expect(showingTools(english, 40, 40)).toBe('Showing all 40 tools');
    expect(showingTools(english, 1, 1)).toBe('Showing 1 tool');
    expect(showingTools(english, 1500, 2000)).toBe('Showing 1,500 of 2,000 tools');
    expect(showingTools(german, 4, 40)).toBe('4 von 40 Tools angezeigt');
    expect(showingTools(german, 40, 40)).toBe('Alle 40 Tools angezeigt');
    expect(showingTools(german, 1, 1)).toBe('1 Tool angezeigt');
    expect(showingTools(german, 1500, 10_014)).toBe('1.500 von 10.014 Tools angezeigt');
  });
});
