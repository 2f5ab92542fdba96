import { describe, expect, it } from 'vitest';
import {
  ancestors,
  hreflangAlternates,
  itemPageOf,
  localizedPath,
  orderedLanguages,
  splitLanguagePath,
  switcherTargets,
} from '../../../src/lib/i18n/languages';

const SITE = 'https://studio.example';

describe('localizedPath and splitLanguagePath', () => {
  it("keeps English at today's URLs and puts other languages under their code", () => {
    expect(localizedPath('/faq', 'en')).toBe('/faq');
    expect(localizedPath('/faq', 'de')).toBe('/de/faq');
    expect(localizedPath('/', 'de')).toBe('/de');
  });

  it('reads a path back, only for a known language', () => {
    expect(splitLanguagePath('/de/faq', ['en', 'de'])).toEqual({ language: 'de', path: '/faq' });
    expect(splitLanguagePath('/de', ['en', 'de'])).toEqual({ language: 'de', path: '/' });
    expect(splitLanguagePath('/de/', ['en', 'de'])).toEqual({ language: 'de', path: '/' });
    expect(splitLanguagePath('/fr/faq', ['en', 'de'])).toEqual({ language: 'en', path: '/fr/faq' });
    expect(splitLanguagePath('/en/faq', ['en', 'de'])).toEqual({ language: 'en', path: '/en/faq' });
    expect(splitLanguagePath('/design', ['en', 'de'])).toEqual({ language: 'en', path: '/design' });
    expect(splitLanguagePath('/', ['en', 'de'])).toEqual({ language: 'en', path: '/' });
  });

  it('orders the default language first, the others by code', () => {
    expect(orderedLanguages(['fr', 'de', 'en', 'de'])).toEqual(['en', 'de', 'fr']);
  });
});

describe('hreflangAlternates', () => {
  it('links every version, itself included, absolutely, with x-default on the English one', () => {
    expect(hreflangAlternates('/faq', ['de', 'en'], SITE)).toEqual([
      { hreflang: 'en', href: 'https://studio.example/faq' },
      { hreflang: 'de', href: 'https://studio.example/de/faq' },
      { hreflang: 'x-default', href: 'https://studio.example/faq' },
    ]);
  });

  it('gives a page that exists in one language no alternates', () => {
    expect(hreflangAlternates('/projects', ['en'], SITE)).toEqual([]);
  });

  it('is the same set seen from every version (reciprocal)', () => {
    const fromEnglish = hreflangAlternates('/', ['en', 'de'], SITE);
    const fromGerman = hreflangAlternates('/', ['de', 'en'], SITE);
    expect(fromGerman).toEqual(fromEnglish);
    expect(fromEnglish.map((a) => a.href)).toEqual([`${SITE}/`, `${SITE}/de`, `${SITE}/`]);
  });
});

describe('switcherTargets', () => {
  const german = new Set(['/', '/faq', '/projects']);
  const exists = (path: string, language: string) => language === 'en' || german.has(path);

  it('leads to the same page when it is written in the other language', () => {
    expect(switcherTargets({ path: '/faq', current: 'en', languages: ['en', 'de'], exists })).toEqual([
      { language: 'de', href: '/de/faq', samePage: true },
    ]);
    expect(switcherTargets({ path: '/faq', current: 'de', languages: ['en', 'de'], exists })).toEqual([
      { language: 'en', href: '/faq', samePage: true },
    ]);
  });

  it('leads to the closest page that is, flagged, when it is not', () => {
    expect(switcherTargets({ path: '/projects/page/2', current: 'en', languages: ['en', 'de'], exists })).toEqual([
      { language: 'de', href: '/de/projects#not-translated', samePage: false },
    ]);
    expect(switcherTargets({ path: '/contact', current: 'en', languages: ['en', 'de'], exists })).toEqual([
      { language: 'de', href: '/de#not-translated', samePage: false },
    ]);
  });

  it('offers no link to a language with no page to show', () => {
    expect(
      switcherTargets({ path: '/contact', current: 'en', languages: ['en', 'de'], exists: (_, l) => l === 'en' }),
    ).toEqual([]);
  });

  it("lists a path's ancestors nearest first", () => {
    expect(ancestors('/a/b/c')).toEqual(['/a/b/c', '/a/b', '/a', '/']);
    expect(ancestors('/')).toEqual(['/']);
    // A case study's closest page is the portfolio that lists it, not its folder.
    expect(ancestors('/case-studies/x', { '/case-studies': '/projects' })).toEqual([
      '/case-studies/x',
      '/projects',
      '/',
    ]);
  });
});

describe('itemPageOf', () => {
  const folders = ['/tools/'];
  it('gives the folder and the id of a page built per item of a list', () => {
    expect(itemPageOf('/tools/frontend', folders)).toEqual({ folder: '/tools/', id: 'frontend' });
    expect(itemPageOf('/tools/ai-ml', folders)).toEqual({ folder: '/tools/', id: 'ai-ml' });
  });
  it('knows no deeper page, the folder itself or another folder', () => {
    expect(itemPageOf('/tools/detail/agno', folders)).toBeUndefined();
    expect(itemPageOf('/tools/', folders)).toBeUndefined();
    expect(itemPageOf('/tools', folders)).toBeUndefined();
    expect(itemPageOf('/expertise/rag-systems', folders)).toBeUndefined();
    expect(itemPageOf('/tools/Frontend', folders)).toBeUndefined();
  });
});
