import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPageFacts, builtPageFile } from '@/build-time/sitemap-pages';
import { newestDay } from '@/build-time/git-dates';
import { articleJsonLd, organizationJsonLd, toolPageJsonLd, websiteJsonLd } from '@/lib/structured-data';
import { categoryTools } from '@/lib/tools';

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

describe('categoryTools', () => {
  it('names the tools of a category without doubling a name that ends in "Tools"', () => {
    expect(categoryTools('AI & Machine Learning')).toBe('AI & Machine Learning tools');
    expect(categoryTools('AI & Machine Learning', 'Tools')).toBe('AI & Machine Learning Tools');
    expect(categoryTools('Image, Video & Audio Tools')).toBe('Image, Video & Audio Tools');
    expect(categoryTools('Image, Video & Audio Tools', 'Tool')).toBe('Image, Video & Audio Tool');
  });
});

describe('the sitemap facts of a built page', () => {
  it('reads noindex and dcterms.modified from the page the URL names', () => {
    const dist = mkdtempSync(join(tmpdir(), 'sitemap-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<meta name="robots" content="index, follow"><meta name="dcterms.modified" content="2025-01-02">',
    );
    writeFileSync(join(dist, 'empty.html'), '<meta name="robots" content="noindex, follow">');
    expect(builtPageFile(dist, 'https://x.dev/')).toBe(join(dist, 'index.html'));
    expect(builtPageFacts(dist, 'https://x.dev/')).toEqual({ noindex: false, modified: '2025-01-02' });
    expect(builtPageFacts(dist, 'https://x.dev/empty/')).toEqual({ noindex: true, modified: undefined });
  });
  it('takes the newest of the days there are', () => {
    expect(newestDay(['2024-05-01', undefined, '2025-01-31'])).toBe('2025-01-31');
    expect(newestDay([undefined])).toBeUndefined();
  });
});
