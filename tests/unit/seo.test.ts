import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildPageMeta, clampDescription } from '@/lib/seo';

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

describe('clampDescription', () => {
  it('keeps short text and flattens white space', () => {
    expect(clampDescription('  a\n  b ')).toBe('a b');
  });
  it('cuts long text at a word boundary with an ellipsis, within 160 characters', () => {
    const long = 'word '.repeat(60);
    const out = clampDescription(long);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith('word…')).toBe(true);
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
