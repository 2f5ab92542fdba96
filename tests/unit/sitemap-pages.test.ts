/** What the sitemap reads of each built page (src/build-time/sitemap-pages.ts, git-dates.ts). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPageFacts, builtPageFactsReader, builtPageFile, sitemapDates } from '@/build-time/sitemap-pages';
import { newestDay } from '@/build-time/git-dates';

describe('the sitemap facts of a built page', () => {
  it('reads noindex and dcterms.modified from the page the URL names', () => {
    const dist = mkdtempSync(join(tmpdir(), 'sitemap-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<meta name="robots" content="index, follow"><meta name="dcterms.modified" content="2025-01-02">',
    );
    writeFileSync(join(dist, 'empty.html'), '<meta name="robots" content="noindex, follow">');
    expect(builtPageFile(dist, 'https://x.dev/')).toBe(join(dist, 'index.html'));
    expect(builtPageFacts(dist, 'https://x.dev/')).toEqual({ noindex: false, modified: '2025-01-02', alternates: [] });
    expect(builtPageFacts(dist, 'https://x.dev/empty/')).toEqual({
      noindex: true,
      modified: undefined,
      alternates: [],
    });
  });

  it("reads the page's hreflang alternates, for the sitemap to repeat", () => {
    const dist = mkdtempSync(join(tmpdir(), 'sitemap-'));
    writeFileSync(
      join(dist, 'faq.html'),
      '<link rel="canonical" href="https://x.dev/faq"><link rel="alternate" hreflang="en" href="https://x.dev/faq">' +
        '<link rel="alternate" hreflang="de" href="https://x.dev/de/faq"><link rel="alternate" hreflang="x-default" href="https://x.dev/faq">',
    );
    expect(builtPageFacts(dist, 'https://x.dev/faq').alternates).toEqual([
      { lang: 'en', url: 'https://x.dev/faq' },
      { lang: 'de', url: 'https://x.dev/de/faq' },
      { lang: 'x-default', url: 'https://x.dev/faq' },
    ]);
  });
  it('takes the newest of the days there are', () => {
    expect(newestDay(['2024-05-01', undefined, '2025-01-31'])).toBe('2025-01-31');
    expect(newestDay([undefined])).toBeUndefined();
  });
  it('leaves an undated page without a lastmod and counts the undated URLs in one line', () => {
    const dist = mkdtempSync(join(tmpdir(), 'sitemap-'));
    writeFileSync(join(dist, 'index.html'), '<meta name="dcterms.modified" content="2025-01-02">');
    writeFileSync(join(dist, 'tools.html'), '<title>Tools</title>');
    writeFileSync(join(dist, 'faq.html'), '<title>FAQ</title>');
    const dates = sitemapDates(dist);
    expect(dates.lastmod('https://x.dev/')).toBe('2025-01-02');
    expect(dates.summary()).toBeUndefined();
    expect(dates.lastmod('https://x.dev/tools')).toBeUndefined();
    expect(dates.lastmod('https://x.dev/faq')).toBeUndefined();
    expect(dates.summary()).toMatch(/^2 of 3 sitemap URLs have no lastmod: .*shallow clone/);
    dates.reset();
    expect(dates.summary()).toBeUndefined();
  });
  it('reads each page once per build however often its facts are asked for', () => {
    const dist = mkdtempSync(join(tmpdir(), 'sitemap-'));
    const file = join(dist, 'tools.html');
    writeFileSync(file, '<meta name="dcterms.modified" content="2025-01-02">');
    const facts = builtPageFactsReader(dist);
    expect(facts.of('https://x.dev/tools').modified).toBe('2025-01-02');
    // Rewritten behind the reader's back: within a build, the first reading stands...
    writeFileSync(file, '<meta name="dcterms.modified" content="2026-03-04"><meta name="robots" content="noindex">');
    expect(facts.of('https://x.dev/tools/')).toEqual({ noindex: false, modified: '2025-01-02', alternates: [] });
    expect(sitemapDates(dist, facts).lastmod('https://x.dev/tools')).toBe('2025-01-02');
    // ...and the next build reads the page again.
    facts.forget();
    expect(facts.of('https://x.dev/tools')).toEqual({ noindex: true, modified: '2026-03-04', alternates: [] });
  });
});
