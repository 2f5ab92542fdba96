/**
 * src/data/pages/expertise.ts and the page registry (src/data/languages.ts) over the test
 * catalogue: an expertise area's page in German takes its name, texts and body from its
 * translation (areas/ai-agent-development.de.md), its words from the German dictionary and its
 * shared fields from the entry; its tools link to their German pages where they exist (Agno) and
 * to the English ones, marked, otherwise; an area without a translation has no German page.
 */
import { describe, expect, it, vi } from 'vitest';
import { splitFrontmatter } from '@/content-reading/files';
import type { Dictionary } from '@/lib/content/kinds/dictionary';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixture, fixturePaths, fixtureTranslations } from '../../../support/fixture.ts';

vi.mock('astro:content', async () => (await import('../../../support/astro-content.ts')).mockedAstroContent());
vi.mock('astro:assets', async () => (await import('../../../support/astro-content.ts')).mockedAstroAssets());
vi.mock('@/data/optimised-images', () => ({ logoSrc: async (path: unknown) => String(path) }));
// Each file's last commit: the translations were written after their entries.
vi.mock('@/build-time/git-dates', async (original) => ({
  ...(await original<typeof import('@/build-time/git-dates')>()),
  lastCommitDay: (file: string) => (/\.de\.md$/.test(file) ? '2026-11-20' : '2026-03-04'),
}));

const { areaPage, expertisePage, translatedAreaPaths } = await import('@/data/pages/expertise');
const { pageExists, pageLanguage } = await import('@/data/languages');

const SITE = 'https://example.com/';
const ID = 'ai-agent-development';
const entry = fixture.areas.find((area) => area.id === ID)!;
const areaEntry = {
  ...entry,
  collection: 'areas' as const,
  data: entry.data as never,
  filePath: `tests/fixture/content/${entry.file}`,
};
const english = await areaPage(areaEntry, 'en');
const german = await areaPage(areaEntry, 'de');
const translation = splitFrontmatter(readFileSync(join(fixturePaths.content, `areas/${ID}.de.md`), 'utf8'));
const fields = translation.frontmatter as { name: string; description: string; keyCapabilities: string[] };
const dictionary = (language: string) =>
  JSON.parse(readFileSync(join(fixturePaths.content, `dictionaries/${language}.json`), 'utf8')) as Dictionary;
const untranslated = fixture.areas.find(
  (area) => !fixtureTranslations.some((t) => t.kind === 'areas' && t.entry === area.id),
)!;

describe('an expertise area page in German', () => {
  it("shows the translation's name, texts and body, and the entry's shared fields", () => {
    expect(german.area.name).toBe(fields.name);
    expect(german.area.description).toBe(fields.description);
    expect(german.area.keyCapabilities).toEqual(fields.keyCapabilities);
    expect((german.Content as () => unknown)()).toBe(translation.body);
    expect((english.Content as () => unknown)()).toBe(entry.body);
    expect(german.area.icon).toBe(english.area.icon);
    expect(german.caseStudies).toEqual(english.caseStudies);
    expect(german.description).not.toBe(english.description);
  });

  it('takes every label from its dictionary, the English ones unchanged', () => {
    const de = dictionary('de');
    const en = dictionary('en');
    expect(german.words).toEqual(de.area);
    expect(english.words).toEqual(en.area);
    expect(english.title).toBe('AI Agent Development Expertise');
    expect(german.title).toBe(`${fields.name} – Expertise`);
    expect(german.breadcrumb.map((crumb) => crumb.name)).toEqual([de.nav.home, de.nav.expertise, fields.name]);
    // /de/expertise exists: the back link leads to it.
    expect(german.back).toEqual({ href: '/de/expertise', label: de.area.back });
    expect(english.back).toEqual({ href: '/expertise', label: 'Back to All Expertise Areas' });
    // /de/tools exists: the link to every tool leads to it.
    expect(german.allTools).toEqual({ href: '/de/tools', hreflang: undefined, label: de.area.allTools });
    expect(english.allTools).toEqual({ href: '/tools', hreflang: undefined, label: 'View all tools' });
  });

  it('links the tools written in German to their German pages and marks the others as English', () => {
    expect(german.breadcrumb.at(-1)).toEqual({ name: fields.name, path: `/de/expertise/${ID}` });
    expect(german.breadcrumb.slice(0, -1).map((crumb) => [crumb.path, crumb.hreflang])).toEqual([
      ['/de', undefined],
      ['/de/expertise', undefined],
    ]);
    expect(english.breadcrumb.every((crumb) => crumb.hreflang === undefined && crumb.lang === undefined)).toBe(true);
    const agno = german.tools.find((tool) => tool.id === 'agno');
    expect(agno).toMatchObject({ href: '/de/tools/detail/agno', lang: undefined });
    const agnoDe = fixtureTranslations.find((t) => t.kind === 'tools' && t.entry === 'agno' && t.language === 'de');
    expect(agno?.description).toBe((agnoDe?.data as { description: string }).description);
    const others = german.tools.filter((tool) => tool.id !== 'agno');
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other).toMatchObject({ href: `/tools/detail/${other.id}`, lang: 'en' });
    expect(english.tools.every((tool) => tool.lang === undefined && !tool.href.startsWith('/de/'))).toBe(true);
  });

  it('marks the untranslated methodologies and case studies as English, leading to the English pages', () => {
    expect(german.english).toBe('en');
    expect(english.english).toBeUndefined();
    expect(german.methodologies.length).toBeGreaterThan(0);
    for (const link of german.methodologies) {
      expect(link.href).toMatch(/^\/methodology\//);
      expect(link).toMatchObject({ lang: 'en', hreflang: 'en' });
    }
    expect(english.methodologies.every((link) => link.lang === undefined && link.hreflang === undefined)).toBe(true);
  });
});

describe('which area pages exist in German', () => {
  it('exactly those of the translated areas', async () => {
    const translated = fixtureTranslations.filter((t) => t.kind === 'areas').map((t) => t.entry);
    expect(translated).toEqual([ID]);
    expect((await translatedAreaPaths()).map((path) => path.params)).toEqual([{ language: 'de', areaId: ID }]);
    expect(await pageExists(`/expertise/${ID}`, 'de')).toBe(true);
    expect(await pageExists(`/expertise/${untranslated.id}`, 'de')).toBe(false);
    expect(await pageExists('/expertise', 'de')).toBe(true);
  });

  it('has alternates and a switcher to the same page only where the page is translated', async () => {
    const translatedPage = await pageLanguage(`/de/expertise/${ID}`, SITE);
    expect(translatedPage.alternates.map((a) => a.href)).toEqual([
      `https://example.com/expertise/${ID}`,
      `https://example.com/de/expertise/${ID}`,
      `https://example.com/expertise/${ID}`,
    ]);
    expect(translatedPage.switcher).toMatchObject([{ language: 'en', href: `/expertise/${ID}`, samePage: true }]);
    expect((await pageLanguage(`/expertise/${ID}`, SITE)).switcher).toMatchObject([
      { language: 'de', href: `/de/expertise/${ID}`, samePage: true },
    ]);
    const other = await pageLanguage(`/expertise/${untranslated.id}`, SITE);
    expect(other.alternates).toEqual([]);
    expect(other.switcher.every((target) => !target.samePage)).toBe(true);
    expect(translatedPage.href(`/expertise/${untranslated.id}`)).toBe(`/expertise/${untranslated.id}`);
  });
});

describe('an area page dated', () => {
  it('by the newer of its entry and its translation', () => {
    expect(english.modified).toBe('2026-03-04');
    expect(german.modified).toBe('2026-11-20');
  });
});

const germanList = await expertisePage(SITE, 'de');
const englishList = await expertisePage(SITE, 'en');

describe('the expertise list in German', () => {
  it('takes its words from its dictionary, the English ones unchanged', () => {
    expect(germanList.words).toEqual(dictionary('de').expertise);
    expect(englishList.words).toEqual(dictionary('en').expertise);
    expect(englishList.words.title).toBe('Expertise & Methodologies');
    expect(germanList).toMatchObject({ language: 'de', locale: 'de-DE', inEnglish: 'Englisch' });
  });

  it('shows a translated area in German, linking its German page, the others in English, marked so', () => {
    expect(germanList.areas.find((area) => area.id === ID)).toMatchObject({
      name: fields.name,
      description: fields.description,
      keyCapabilities: fields.keyCapabilities,
      href: `/de/expertise/${ID}`,
      lang: undefined,
    });
    expect(germanList.areas.find((area) => area.id === untranslated.id)).toMatchObject({
      name: untranslated.data.name,
      href: `/expertise/${untranslated.id}`,
      lang: 'en',
    });
    for (const methodology of germanList.methodologies)
      expect(methodology).toMatchObject({ href: `/methodology/${methodology.id}`, lang: 'en' });
    expect(englishList.areas.every((area) => area.lang === undefined && !area.href.startsWith('/de/'))).toBe(true);
    expect(englishList.methodologies.every((methodology) => methodology.lang === undefined)).toBe(true);
  });

  it('declares its own title, address and language in its structured data', () => {
    expect(germanList.jsonLd[0]).toMatchObject({
      '@type': 'CollectionPage',
      name: dictionary('de').expertise.title,
      url: 'https://example.com/de/expertise',
      inLanguage: 'de',
    });
    expect(englishList.jsonLd[0]).toMatchObject({ url: 'https://example.com/expertise', inLanguage: 'en' });
  });

  it('is dated by the newest of its entries and the translations it shows', () => {
    expect(germanList.modified).toBe('2026-11-20');
    expect(englishList.modified).toBe('2026-03-04');
  });
});
