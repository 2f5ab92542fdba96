/** The JSON-LD the pages declare: the studio, the site, articles and tool pages (src/lib/structured-data.ts). */
import { describe, expect, it } from 'vitest';
import { articleJsonLd, organizationJsonLd, toolPageJsonLd, websiteJsonLd } from '@/lib/structured-data';

const siteUrl = 'https://example.studio';
const site = {
  name: 'Example Studio',
  description: 'We build software.',
  emails: { contact: 'hi@example.studio', admin: 'a@example.studio' },
  sameAs: ['https://github.com/example'],
};

describe('structured data', () => {
  it('declares the studio once, with an @id, a PNG logo of at least 112 px, its profiles and contact point', () => {
    const organization = organizationJsonLd(site, siteUrl) as Record<string, unknown>;
    expect(organization).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://example.studio/#organization',
      logo: { url: 'https://example.studio/logo.png', width: 512, height: 512 },
      sameAs: ['https://github.com/example'],
      contactPoint: { '@type': 'ContactPoint', email: 'hi@example.studio' },
    });
    expect(organizationJsonLd({ ...site, sameAs: [] }, siteUrl)).not.toHaveProperty('sameAs');
    expect(websiteJsonLd(site, siteUrl)).toMatchObject({ publisher: { '@id': organization['@id'] } });
  });

  it('makes a case study or an idea an Article by the studio, with its share image and its own dates', () => {
    const article = articleJsonLd(
      {
        path: '/case-studies/x',
        headline: 'X',
        description: 'What X is.',
        image: '/og/case-studies/x.jpg',
        datePublished: '2024-01-02',
        dateModified: '2025-03-04',
      },
      siteUrl,
    );
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'X',
      image: 'https://example.studio/og/case-studies/x.jpg',
      datePublished: '2024-01-02',
      dateModified: '2025-03-04',
      author: { '@id': 'https://example.studio/#organization' },
      publisher: { '@id': 'https://example.studio/#organization' },
    });
  });

  it('makes a tool page a WebPage about the tool, at its own website with its repository as sameAs, no rating or offer', () => {
    const page = toolPageJsonLd(
      '/tools/detail/x',
      { name: 'X', description: 'A tool.', website: 'https://x.dev', github: 'https://github.com/x/x' },
      'AI',
      siteUrl,
    );
    expect(page).toMatchObject({
      '@type': 'WebPage',
      url: 'https://example.studio/tools/detail/x',
      about: { '@type': 'SoftwareApplication', url: 'https://x.dev', sameAs: ['https://github.com/x/x'] },
    });
    expect(JSON.stringify(page)).not.toMatch(/offers|aggregateRating|review/);
  });
});
