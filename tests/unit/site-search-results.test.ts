import { describe, expect, it } from 'vitest';
import { excerptSegments } from '@/lib/site-search/excerpt';
import { isSearchShortcut } from '@/lib/site-search/shortcut';
import type { SearchKindId } from '@/lib/site-search/kinds';
import { groupHits, nextActiveIndex, shownOrder, type SiteSearchHit } from '@/lib/site-search/results';

const LABELS: Record<SearchKindId, string> = {
  project: 'Projects',
  tool: 'Tools',
  category: 'Tool categories',
  area: 'Expertise',
  methodology: 'Methodologies',
  idea: 'Business ideas',
  faq: 'FAQ',
  page: 'Pages',
};

const hit = (id: string, kind: SiteSearchHit['kind']): SiteSearchHit => ({
  id,
  kind,
  url: `/${id}`,
  title: id,
  excerpt: [],
});

describe("the site search's results", () => {
  it('group by kind, each group where its best result ranks, keeping the rank within a kind', () => {
    const groups = groupHits(
      [
        hit('faq-1', 'faq'),
        hit('docker', 'tool'),
        hit('siteforge', 'project'),
        hit('k8s', 'tool'),
        hit('faq-2', 'faq'),
      ],
      LABELS,
    );
    expect(groups.map((group) => [group.label, group.hits.map((h) => h.id)])).toEqual([
      ['FAQ', ['faq-1', 'faq-2']],
      ['Tools', ['docker', 'k8s']],
      ['Projects', ['siteforge']],
    ]);
    // The first result shown (the one Enter opens first) is the best.
    expect(shownOrder(groups).map((h) => h.id)).toEqual(['faq-1', 'faq-2', 'docker', 'k8s', 'siteforge']);
  });

  it('are walked with the arrow keys, wrapping around; other keys stay with the field', () => {
    expect(nextActiveIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextActiveIndex('ArrowUp', -1, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBeNull();
    expect(nextActiveIndex('Home', 1, 3)).toBeNull();
  });

  it('mark the matched words of an excerpt as text, never as HTML', () => {
    expect(excerptSegments('A <mark>receipt</mark> scanner for &lt;b&gt; tags')).toEqual([
      { text: 'A ', marked: false },
      { text: 'receipt', marked: true },
      { text: ' scanner for <b> tags', marked: false },
    ]);
  });
});

describe('the keys that open the search', () => {
  const press = (
    key: string,
    mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; typing: boolean }> = {},
  ) => isSearchShortcut({ key, ctrlKey: false, metaKey: false, altKey: false, typing: false, ...mods });

  it('are / outside a field, and Ctrl+K or Cmd+K anywhere', () => {
    expect(press('/')).toBe(true);
    expect(press('/', { typing: true })).toBe(false);
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(press('K', { metaKey: true, typing: true })).toBe(true);
    expect(press('k')).toBe(false);
    expect(press('k', { ctrlKey: true, altKey: true })).toBe(false);
  });
});
