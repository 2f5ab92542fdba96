import { describe, expect, it } from 'vitest';
import { breadcrumbs } from '@/lib/breadcrumbs';
import { breadcrumbJsonLd } from '@/lib/structured-data';

const home = { label: 'Home', path: '/', backLabel: 'Back to Home' };
const tools = { label: 'Tools', path: '/tools', backLabel: 'Back to All Tools' };
const category = { label: 'AI & ML', path: '/tools/ai-ml' };
const tool = { label: 'LangChain', path: '/tools/detail/langchain' };

describe('breadcrumbs', () => {
  it('declares the whole trail, the page last, with absolute URLs', () => {
    expect(breadcrumbs([home, tools, category, tool], 'https://example.com').jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Tools', item: 'https://example.com/tools' },
        { '@type': 'ListItem', position: 3, name: 'AI & ML', item: 'https://example.com/tools/ai-ml' },
        { '@type': 'ListItem', position: 4, name: 'LangChain', item: 'https://example.com/tools/detail/langchain' },
      ],
    });
  });

  it('links back to the nearest crumb above the page that has a back label', () => {
    expect(breadcrumbs([home, tools, category, tool], 'https://example.com').back).toEqual({
      href: '/tools',
      label: 'Back to All Tools',
    });
    expect(breadcrumbs([home, tools, category], 'https://example.com').back).toEqual({
      href: '/tools',
      label: 'Back to All Tools',
    });
    expect(breadcrumbs([home, { label: 'Idea', path: '/business-ideas/x' }], 'https://example.com').back).toEqual({
      href: '/',
      label: 'Back to Home',
    });
  });

  it('never links back to the page itself, and has no back link when no crumb above offers one', () => {
    expect(breadcrumbs([{ label: 'Home', path: '/' }, tools], 'https://example.com').back).toBeUndefined();
    expect(breadcrumbs([home], 'https://example.com').back).toBeUndefined();
    expect(breadcrumbs([], 'https://example.com')).toEqual({
      back: undefined,
      jsonLd: { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the crumbs with absolute URLs and 1-based positions', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Tools', path: '/tools' },
        ],
        'https://example.com',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Tools', item: 'https://example.com/tools' },
      ],
    });
  });
});
