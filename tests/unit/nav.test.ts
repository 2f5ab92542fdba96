import { describe, expect, it } from 'vitest';
import { isNavGroup, sidebarNav } from '@/config/nav';
import { groupContainsActive, isLinkActive, normalizePath } from '@/lib/nav';

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
    const tools = sidebarNav.filter(isNavGroup).find((g) => g.label === 'Tools');
    expect(tools && groupContainsActive(tools, '/tools/ai-ml')).toBe(true);
    expect(tools && groupContainsActive(tools, '/expertise')).toBe(false);
  });

  it('normalizes paths', () => {
    expect(normalizePath('/index.html')).toBe('/');
    expect(normalizePath('/projects?page=2#x')).toBe('/projects');
  });
});

describe('sidebar entries', () => {
  it('lists every entry and href of the spec in order', () => {
    const flat = sidebarNav.flatMap((e) => (isNavGroup(e) ? e.links.map((l) => l.href) : [e.href]));
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
