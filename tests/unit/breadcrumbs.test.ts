import { describe, expect, it } from 'vitest';
import { breadcrumbs } from '@/lib/breadcrumbs';
import { breadcrumbJsonLd } from '@/lib/structured-data';

const home = { label: 'Home', path: '/', backLabel: 'Back to Home' };
const tools = { label: 'Tools', path: '/tools', backLabel: 'Back to All Tools' };
const category = { label: 'AI & ML', path: '/tools/ai-ml' };
const tool = { label: 'LangChain', path: '/tools/detail/langchain' };

describe('breadcrumbs', () => {
  it('keeps the whole trail as crumbs, the page last', () => {
    expect(breadcrumbs([home, tools, category, tool]).crumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Tools', path: '/tools' },
      { name: 'AI & ML', path: '/tools/ai-ml' },
      { name: 'LangChain', path: '/tools/detail/langchain' },
    ]);
  });

  it('links back to the nearest crumb above the page that has a back label', () => {
    expect(breadcrumbs([home, tools, category, tool]).back).toEqual({
      href: '/tools',
      label: 'Back to All Tools',
    });
    expect(breadcrumbs([home, tools, category]).back).toEqual({
      href: '/tools',
      label: 'Back to All Tools',
    });
    expect(breadcrumbs([home, { label: 'Idea', path: '/business-ideas/x' }]).back).toEqual({
      href: '/',
      label: 'Back to Home',
    });
  });

  it('never links back to the page itself, and has no back link when no crumb above offers one', () => {
    expect(breadcrumbs([{ label: 'Home', path: '/' }, tools]).back).toBeUndefined();
    expect(breadcrumbs([home]).back).toBeUndefined();
    expect(breadcrumbs([])).toEqual({ back: undefined, crumbs: [] });
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
