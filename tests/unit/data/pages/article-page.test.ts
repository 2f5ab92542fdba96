/**
 * src/data/pages/article-page.ts: the head of a case study or idea page, its address, trail, share
 * image and Article structured data all from the entry's id and section.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/data/page-dates', () => ({ entryDay: () => '2026-02-01' }));

const { articlePage } = await import('@/data/pages/article-page');

const entry = { id: 'siteforge', data: { title: 'SiteForge', createdAt: '2025-01-02', updatedAt: '2025-03-04' } };
const home = { label: 'Home', path: '/', backLabel: 'Back to Home' };

describe('an article page head', () => {
  it('places the entry under its section, with its trail, share image and Article', () => {
    const head = articlePage(
      entry,
      { section: 'case-studies', parents: [home], summary: 'A site builder.', keywords: ['Astro', 'React'] },
      'https://example.com/',
    );
    expect(head.description).toBe('A site builder.');
    expect(head.modified).toBe('2026-02-01');
    expect(head.shareImage).toBe('/og/case-studies/siteforge.jpg');
    expect(head.back).toEqual({ href: '/', label: 'Back to Home' });
    expect(head.breadcrumb.at(-1)).toEqual({ name: 'SiteForge', path: '/case-studies/siteforge' });
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: 'SiteForge',
        description: 'A site builder.',
        url: 'https://example.com/case-studies/siteforge',
        image: 'https://example.com/og/case-studies/siteforge.jpg',
        datePublished: '2025-01-02',
        dateModified: '2025-03-04',
        keywords: 'Astro, React',
      }),
    ]);
  });
});
