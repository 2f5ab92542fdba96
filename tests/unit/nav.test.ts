import { describe, expect, it } from 'vitest';
import { navAfterGroups, navBeforeGroups } from '@/config/nav';
import { groupContainsActive, isLinkActive, isNavGroup, navGroupLinks, normalizePath, sidebarNav } from '@/lib/nav';
import { fixture } from '../support/fixture';

/** The sidebar as the site builds it from the test catalogue. */
const english = fixture.dictionaries.find((entry) => entry.id === 'en');
if (!english) throw new Error('the test catalogue has no English dictionary');
const nav = sidebarNav({
  words: english.data.nav,
  before: navBeforeGroups,
  toolCategories: [...fixture.toolCategories].sort((a, b) => a.order - b.order),
  areas: [...fixture.areas].sort((a, b) => a.data.order - b.data.order).map((a) => ({ id: a.id, ...a.data })),
  after: navAfterGroups,
});

const portfolio = { label: 'Portfolio', href: '/projects', alsoActiveFor: ['/case-studies/'] };

describe('sidebar active state', () => {
  it('marks the exact page active, with or without trailing slash or .html', () => {
    expect(isLinkActive({ label: 'FAQ', href: '/faq' }, '/faq')).toBe(true);
    expect(isLinkActive({ label: 'FAQ', href: '/faq' }, '/faq/')).toBe(true);
    expect(isLinkActive({ label: 'FAQ', href: '/faq' }, '/faq.html')).toBe(true);
    expect(isLinkActive({ label: 'Home', href: '/' }, '/faq')).toBe(false);
    expect(isLinkActive({ label: 'Home', href: '/' }, '/')).toBe(true);
  });

  it('marks Portfolio active on every case study page', () => {
    expect(isLinkActive(portfolio, '/projects')).toBe(true);
    expect(isLinkActive(portfolio, '/case-studies/siteforge')).toBe(true);
    expect(isLinkActive(portfolio, '/tools')).toBe(false);
  });

  it('knows which group holds the current page', () => {
    const tools = nav.filter(isNavGroup).find((g) => g.label === 'Tools');
    expect(tools && groupContainsActive(tools, '/tools/ai-ml')).toBe(true);
    expect(tools && groupContainsActive(tools, '/expertise')).toBe(false);
  });

  it('normalizes paths', () => {
    expect(normalizePath('/index.html')).toBe('/');
    expect(normalizePath('/projects?page=2#x')).toBe('/projects');
  });
});

describe('sidebar entries', () => {
  it('builds the Tools and Expertise groups from the content marked for the sidebar, in order', () => {
    const links = navGroupLinks('All Tools', '/tools', [
      { id: 'b', name: 'Bee tools', sidebar: true },
      { id: 'hidden', name: 'Hidden', sidebar: false },
      { id: 'a', name: 'A very long category name', navLabel: 'Short', sidebar: true },
    ]);
    expect(links).toEqual([
      { label: 'All Tools', href: '/tools' },
      { label: 'Bee tools', href: '/tools/b' },
      { label: 'Short', href: '/tools/a' },
    ]);
  });

  it("marks content names as another language's, except those translated into the page's", () => {
    const links = navGroupLinks(
      'Alle Bereiche',
      '/expertise',
      [
        { id: 'agents', name: 'Entwicklung von KI-Agenten', sidebar: true, own: true },
        { id: 'rag', name: 'RAG Systems', sidebar: true },
      ],
      { href: (path) => (path === '/expertise/agents' ? `/de${path}` : path), lang: 'en' },
    );
    // A link to a page that is not in the page's language says which language it leads to.
    expect(links).toEqual([
      { label: 'Alle Bereiche', href: '/expertise', hreflang: 'en' },
      { label: 'Entwicklung von KI-Agenten', href: '/de/expertise/agents' },
      { label: 'RAG Systems', href: '/expertise/rag', hreflang: 'en', lang: 'en' },
    ]);
  });

  it('leads a German page to the German pages that exist, and says where it leads to English ones', () => {
    const german = sidebarNav(
      { words: english.data.nav, before: navBeforeGroups, toolCategories: [], areas: [], after: navAfterGroups },
      { href: (path) => (path === '/faq' ? `/de${path}` : path), lang: 'en' },
    );
    const links = german.flatMap((e) => (isNavGroup(e) ? e.links : [e]));
    expect(links.find((link) => link.href === '/de/faq')?.hreflang).toBeUndefined();
    const others = links.filter((link) => link.href !== '/de/faq');
    expect(others.length).toBeGreaterThan(3);
    for (const link of others) expect(link.hreflang).toBe('en');
  });

  it("gives the spec's list from the spec's categories and areas", () => {
    const flat = nav.flatMap((e) => (isNavGroup(e) ? e.links.map((l) => l.href) : [e.href]));
    expect(flat).toEqual([
      '/',
      '/projects',
      '/tools',
      '/tools/ai-ml',
      '/tools/development',
      '/tools/frontend',
      '/tools/devops',
      '/tools/content-seo',
      '/tools/automation-security',
      '/expertise',
      '/expertise/ai-agent-development',
      '/expertise/rag-systems',
      '/expertise/full-stack-development',
      '/expertise/saas-architecture',
      '/expertise/workflow-automation',
      '/expertise/ui-ux-generation',
      '/request',
      '/affiliate',
      '/faq',
      '/contact',
    ]);
  });
});
