/** The JSON-LD the pages declare: the studio, the site, articles and tool pages (src/lib/structured-data.ts). */
import { describe, expect, it } from 'vitest';
import {
  articleJsonLd,
  collectionPageJsonLd,
  organizationJsonLd,
  toolPageJsonLd,
  websiteJsonLd,
} from '@/lib/structured-data';

const siteUrl = 'https://example.studio';
const site = {
  name: 'Example Studio',
  description: 'We build software.',
  emails: { contact: 'hi@example.studio', admin: 'a@example.studio' },
  sameAs: ['https://github.com/example'],
};

/** The studio as every block that names it gives it: its @id, name, address and logo. */
const studio = {
  '@type': 'Organization',
  '@id': 'https://example.studio/#organization',
  name: 'Example Studio',
  url: 'https://example.studio/',
  logo: { '@type': 'ImageObject', url: 'https://example.studio/logo.png', width: 512, height: 512 },
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
    expect(websiteJsonLd(site, siteUrl)).toMatchObject({ publisher: studio });
  });

  it('makes a case study or an idea an Article by the studio, named with its logo, with its share image and its own dates', () => {
    const article = articleJsonLd(
      {
        path: '/case-studies/x',
        headline: 'X',
        description: 'What X is.',
        image: '/og/case-studies/x.jpg',
        datePublished: '2024-01-02',
        dateModified: '2025-03-04',
      },
      site,
      siteUrl,
    );
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'X',
      image: 'https://example.studio/og/case-studies/x.jpg',
      datePublished: '2024-01-02',
      dateModified: '2025-03-04',
    });
    expect((article as Record<string, unknown>).author).toEqual(studio);
    expect((article as Record<string, unknown>).publisher).toEqual(studio);
  });

  it('makes a tool page a WebPage about the tool, at its own website with its repository as sameAs, no SoftwareApplication', () => {
    const page = toolPageJsonLd(
      '/tools/detail/x',
      { name: 'X', description: 'A tool.', website: 'https://x.dev', github: 'https://github.com/x/x' },
      site,
      siteUrl,
    );
    expect(page).toMatchObject({
      '@type': 'WebPage',
      url: 'https://example.studio/tools/detail/x',
      publisher: studio,
      about: { '@type': 'Thing', name: 'X', url: 'https://x.dev', sameAs: ['https://github.com/x/x'] },
    });
    expect(JSON.stringify(page)).not.toMatch(/SoftwareApplication|offers|aggregateRating|review/);
  });

  it('makes a list page a CollectionPage in its language, with its own title and description', () => {
    const page = collectionPageJsonLd(
      { path: '/de/expertise', name: 'Expertise & Methoden', description: 'Unsere Kernkompetenzen.', language: 'de' },
      site,
      siteUrl,
    );
    expect(page).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Expertise & Methoden',
      description: 'Unsere Kernkompetenzen.',
      url: 'https://example.studio/de/expertise',
      inLanguage: 'de',
      publisher: studio,
    });
  });
});
