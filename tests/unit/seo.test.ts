/** A page's title, description, canonical URL and social tags (src/lib/seo.ts). */
import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildPageMeta, documentTitle, fitDescription, pageNameOfTitle } from '@/lib/seo';

const base = { siteUrl: 'https://example.studio', siteName: 'Example Studio' };
const content = (meta: ReturnType<typeof buildPageMeta>, key: string) =>
  meta.tags.find((t) => t.name === key || t.property === key)?.content;

describe('buildPageMeta', () => {
  it('suffixes the site name and builds an absolute canonical URL', () => {
    const meta = buildPageMeta({ ...base, title: 'Projects', description: 'All projects.', path: '/projects' });
    expect(meta.title).toBe('Projects | Example Studio');
    expect(meta.canonical).toBe('https://example.studio/projects');
    expect(content(meta, 'og:url')).toBe(meta.canonical);
    expect(content(meta, 'og:title')).toBe('Projects');
    expect(content(meta, 'twitter:card')).toBe('summary_large_image');
    expect(meta.robots).toBe('index, follow');
  });

  it('uses the site name alone on the home page and the default share image', () => {
    const meta = buildPageMeta({ ...base, description: 'Home.', path: '/' });
    expect(meta.title).toBe('Example Studio');
    expect(meta.canonical).toBe('https://example.studio/');
    expect(content(meta, 'og:image')).toBe('https://example.studio/og/default.png');
  });

  it('makes a page image absolute and never emits an empty value', () => {
    const meta = buildPageMeta({
      ...base,
      title: 'Tool',
      description: 'x',
      path: '/tools/detail/astro/',
      image: '/og/tools/astro.png',
      noindex: true,
    });
    expect(content(meta, 'twitter:image')).toBe('https://example.studio/og/tools/astro.png');
    expect(meta.canonical).toBe('https://example.studio/tools/detail/astro');
    expect(meta.robots).toBe('noindex, follow');
    for (const tag of meta.tags) expect(tag.content.trim()).not.toBe('');
  });
});

describe('documentTitle', () => {
  it('puts the site name after the page title when both fit 60 characters, else the page title alone', () => {
    expect(documentTitle('Projects', 'Example Studio')).toBe('Projects | Example Studio');
    expect(documentTitle(undefined, 'Example Studio')).toBe('Example Studio');
    const long = 'Render - DevOps, Infrastructure & Hosting Tool';
    expect(documentTitle(long, 'Nexora Studio')).toBe(long);
  });

  it("reads back to the page's own name (pageNameOfTitle)", () => {
    for (const title of ['Contact Us', 'Render - DevOps, Infrastructure & Hosting Tool'])
      expect(pageNameOfTitle(documentTitle(title, 'Nexora Studio'), 'Nexora Studio')).toBe(title);
    expect(pageNameOfTitle('Nexora Studio', 'Nexora Studio')).toBe('Nexora Studio');
    expect(pageNameOfTitle('A | B', '')).toBe('A | B');
  });
});

describe('fitDescription', () => {
  it('keeps text that fits and flattens white space', () => {
    expect(fitDescription('  a\n  b ')).toBe('a b');
  });
  it('keeps the whole sentences that fit, never cutting a word', () => {
    const first = 'A reactive backend platform where the database, queries and server logic are TypeScript functions.';
    const out = fitDescription(
      `${first} We use it as the data layer of several client products and internal tools of ours.`,
    );
    expect(out).toBe(first);
  });
  it('ends a sentence before a capital of any alphabet, as German and accented text start them', () => {
    const first =
      'Eine Plattform für Produktanalyse, Session Replay, Feature Flags, Experimente und Umfragen in einem Werkzeug.';
    expect(
      fitDescription(`${first} Über SQL lässt sich jede Auswertung selbst schreiben, auch für eigene Datenquellen.`),
    ).toBe(first);
  });
  it('does not take an abbreviation for the end of a sentence', () => {
    const text = `AI tooling from Passion Factory, Inc. Its bot reviews pull requests and triages, investigates and fixes issues ${'on request '.repeat(5)}`;
    expect(fitDescription(text)).toBeUndefined();
  });
  it('else ends at a clause (a comma before a word that opens one), closed with a full stop', () => {
    const text =
      'We design and ship AI agents that plan, call tools and act on real business systems, with the guardrails, evaluation and observability that production use needs.';
    expect(fitDescription(text)).toBe(
      'We design and ship AI agents that plan, call tools and act on real business systems.',
    );
  });
  it('gives up where the only clause ends before 70 characters (the audited SaaS Architecture cut of 52)', () => {
    const text =
      'Multi-tenant architecture for subscription products, covering tenant isolation, billing, provisioning and the analytics you need to grow revenue without rebuilding the platform.';
    expect(fitDescription(text)).toBeUndefined();
  });
  it('never cuts inside a list, and gives up where no cut of 70 characters ends a clause', () => {
    const text = `Styling frameworks and component libraries for consistent, accessible interfaces for dashboards, SaaS products, marketing sites, ${'admin panels, '.repeat(4)}and more`;
    expect(fitDescription(text)).toBeUndefined();
  });
  it('never returns more than 160 characters or an ellipsis', () => {
    for (const text of ['word '.repeat(60), `${'A sentence that goes on. '.repeat(10)}`]) {
      const out = fitDescription(text);
      if (out === undefined) continue;
      expect(out.length).toBeLessThanOrEqual(160);
      expect(out).not.toMatch(/…|\.\.\.$/);
    }
  });
});

describe('absoluteUrl', () => {
  it('strips .html and trailing slashes', () => {
    expect(absoluteUrl('/faq.html', 'https://x.dev/')).toBe('https://x.dev/faq');
    expect(absoluteUrl('/faq/', 'https://x.dev')).toBe('https://x.dev/faq');
    expect(absoluteUrl('/index', 'https://x.dev')).toBe('https://x.dev/');
    expect(absoluteUrl('/index.html', 'https://x.dev')).toBe('https://x.dev/');
  });
});
