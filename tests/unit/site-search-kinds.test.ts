import { describe, expect, it } from 'vitest';
import { dictionarySchema } from '@/lib/content/kinds/dictionary';
import { SEARCH_KINDS, SEARCH_KIND_IDS, isSearchKindId, searchKindOfPath } from '@/lib/site-search/kinds';

describe('the kinds of the site search', () => {
  it('gives each detail page the kind of its route', () => {
    expect(searchKindOfPath('/case-studies/siteforge')).toBe('project');
    expect(searchKindOfPath('/tools/detail/docker')).toBe('tool');
    expect(searchKindOfPath('/tools/ai-frameworks')).toBe('category');
    expect(searchKindOfPath('/expertise/ai-engineering')).toBe('area');
    expect(searchKindOfPath('/methodology/rag')).toBe('methodology');
    expect(searchKindOfPath('/business-ideas/ai-content-calendar')).toBe('idea');
  });

  it('counts the section and content pages as pages', () => {
    for (const path of ['/', '/projects', '/tools', '/expertise', '/faq', '/contact', '/affiliate', '/request'])
      expect(searchKindOfPath(path), path).toBe('page');
  });

  it('leaves out what is not a page of its own: later listing pages, form steps, the search page, 404', () => {
    for (const path of ['/projects/page/2', '/request/sent', '/form-problem', '/search', '/404'])
      expect(searchKindOfPath(path), path).toBeUndefined();
  });

  it('declares every kind once, in the order the chips and the index list them', () => {
    expect(SEARCH_KINDS.map((kind) => kind.id)).toEqual(SEARCH_KIND_IDS);
    // Each has a name in every language's dictionary, and the dictionary names no other.
    expect(Object.keys(dictionarySchema.shape.searchKinds.shape)).toEqual([...SEARCH_KIND_IDS]);
    expect(isSearchKindId('tool')).toBe(true);
    expect(isSearchKindId('admin')).toBe(false);
  });
});
