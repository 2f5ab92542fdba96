/**
 * src/data/pages/tools.ts and the page registry (src/data/languages.ts) over the test catalogue:
 * a tool's page in German takes its texts and body from its translation (tools/agno.de.md), its
 * words from the German dictionary and its shared fields from the entry; a tool without a
 * translation has no German page. PostHog is moved into Agno's category here, so Agno has a
 * translated related tool (listed first) beside untranslated ones.
 */
import { describe, expect, it, vi } from 'vitest';
import { splitFrontmatter } from '@/content-reading/files';
import type { Dictionary } from '@/lib/content/kinds/dictionary';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixture, fixturePaths, fixtureTranslations } from '../../../support/fixture.ts';

vi.mock('astro:content', async () => {
  const { fixture: catalogue } = await import('../../../support/fixture.ts');
  const tools = catalogue.tools.map((tool) =>
    tool.id === 'posthog' ? { ...tool, data: { ...tool.data, category: 'ai-ml', order: 1 } } : tool,
  );
  return (await import('../../../support/astro-content.ts')).mockedAstroContent({ tools });
});
vi.mock('astro:assets', async () => (await import('../../../support/astro-content.ts')).mockedAstroAssets());
vi.mock('@/data/optimised-images', () => ({ logoSrc: async (path: unknown) => String(path) }));
// Each file's last commit: the translations were written after their entries.
vi.mock('@/build-time/git-dates', async (original) => ({
  ...(await original<typeof import('@/build-time/git-dates')>()),
  lastCommitDay: (file: string) => (/\.de\.md$/.test(file) ? '2026-11-20' : '2026-03-04'),
}));

const { toolCategoryPage, toolDetailPage, toolsPage, translatedToolCategoryPaths, translatedToolPaths } =
  await import('@/data/pages/tools');
const { pageExists, pageLanguage } = await import('@/data/languages');

const SITE = 'https://example.com/';
const entry = fixture.tools.find((tool) => tool.id === 'agno')!;
const toolEntry = {
  ...entry,
  collection: 'tools' as const,
  data: entry.data as never,
  filePath: `tests/fixture/content/${entry.file}`,
};
const english = await toolDetailPage(toolEntry, SITE, 'en');
const german = await toolDetailPage(toolEntry, SITE, 'de');
const translation = splitFrontmatter(readFileSync(join(fixturePaths.content, 'tools/agno.de.md'), 'utf8'));
const fields = translation.frontmatter as { description: string; useCases: string[]; features: { name: string }[] };
const dictionary = (language: string) =>
  JSON.parse(readFileSync(join(fixturePaths.content, `dictionaries/${language}.json`), 'utf8')) as Dictionary;
const untranslated = fixture.tools.find((tool) => !fixtureTranslations.some((t) => t.entry === tool.id))!;

describe('a tool page in German', () => {
  it("shows the translation's texts and body, and the entry's shared fields", () => {
    expect(german.tool.description).toBe(fields.description);
    expect(german.tool.useCases).toEqual(fields.useCases);
    expect(german.tool.features.map((feature) => feature.name)).toEqual(fields.features.map((f) => f.name));
    expect((german.Content as () => unknown)()).toBe(translation.body);
    expect((english.Content as () => unknown)()).toBe(entry.body);
    expect(german.tool.name).toBe(entry.data.name);
    expect(german.tool.website).toBe(entry.data.website);
    expect(german.tool.codeExamples.map((example) => example.code)).toEqual(
      entry.data.codeExamples.map((example) => example.code),
    );
    expect(german.description).not.toBe(english.description);
  });

  it("keeps each feature's icon, chosen from the entry's English name", () => {
    expect(german.tool.features.map((feature) => feature.icon)).toEqual(
      english.tool.features.map((feature) => feature.icon),
    );
    expect(german.tool.features.map((feature) => feature.icon)).toContain('bot');
  });

  it('takes every label from its dictionary', () => {
    const de = dictionary('de');
    expect(german.words).toEqual(de.tool);
    expect(english.words).toEqual(dictionary('en').tool);
    expect(german.title).toBe(`Agno – ${german.category.name}`);
    expect(german.breadcrumb.map((crumb) => crumb.name).slice(0, 2)).toEqual([de.nav.home, de.nav.tools]);
    expect(german.back).toEqual({ href: '/de/tools', label: de.tool.back });
    expect(english.back).toEqual({ href: '/tools', label: dictionary('en').tool.back });
    expect(german.viewAll.label).toBe(`Alle Tools der Kategorie ${german.category.name}`);
    // The list of every area is written in German.
    expect(german.expertise.at(-1)).toEqual({ href: '/de/expertise', label: de.tool.allExpertise, lang: undefined });
  });

  it('marks the untranslated names as English and links the pages that exist in German', () => {
    // The categories are translated (tool-categories.de.json): the category's name is German.
    expect(german.category.lang).toBeUndefined();
    expect(english.category.lang).toBeUndefined();
    expect(german.breadcrumb.at(-1)).toEqual({ name: 'Agno', path: '/de/tools/detail/agno' });
    // The home page, the list and the category's page are written in German: the trail leads to them.
    expect(german.breadcrumb.slice(0, -1).map((crumb) => [crumb.path, crumb.hreflang])).toEqual([
      ['/de', undefined],
      ['/de/tools', undefined],
      [`/de/tools/${entry.data.category}`, undefined],
    ]);
    expect(german.breadcrumb[2]?.lang).toBeUndefined();
    expect(english.breadcrumb.every((crumb) => crumb.hreflang === undefined && crumb.lang === undefined)).toBe(true);
    expect(german.viewAll).toMatchObject({ href: `/de/tools/${entry.data.category}`, hreflang: undefined });
    const posthog = german.related.find((tool) => tool.id === 'posthog');
    expect(posthog).toMatchObject({ href: '/de/tools/detail/posthog', lang: undefined });
    const others = german.related.filter((tool) => tool.id !== 'posthog');
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other).toMatchObject({ href: `/tools/detail/${other.id}`, lang: 'en' });
    expect(english.related.every((tool) => tool.lang === undefined && !tool.href.startsWith('/de/'))).toBe(true);
  });

  it('is dated by the newer of its entry and its translation', () => {
    expect(english.modified).toBe('2026-03-04');
    expect(german.modified).toBe('2026-11-20');
  });

  it('links the expertise areas written in German to their German pages, under their German names', () => {
    const area = fixtureTranslations.find((t) => t.kind === 'areas' && t.entry === 'ai-agent-development');
    const name = (area?.data as { name: string }).name;
    expect(german.expertise).toContainEqual({
      href: '/de/expertise/ai-agent-development',
      label: name,
      lang: undefined,
    });
    const others = german.expertise.slice(0, -1).filter((link) => !link.href.startsWith('/de/'));
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other).toMatchObject({ href: /^\/expertise\//, hreflang: 'en', lang: 'en' });
    expect(english.expertise.every((link) => link.lang === undefined && link.hreflang === undefined)).toBe(true);
  });

  it('declares its own address and language in its structured data', () => {
    expect(german.jsonLd[0]).toMatchObject({
      url: 'https://example.com/de/tools/detail/agno',
      description: fields.description,
      inLanguage: 'de',
    });
    expect(english.jsonLd[0]).toMatchObject({ url: 'https://example.com/tools/detail/agno', inLanguage: 'en' });
  });
});

describe('which tool pages exist in German', () => {
  it('exactly those of the translated tools', async () => {
    const translated = fixtureTranslations.filter((t) => t.kind === 'tools').map((t) => t.entry);
    expect(translated.sort()).toEqual(['agno', 'posthog', 'tailwindcss']);
    expect((await translatedToolPaths()).map((path) => path.params)).toEqual(
      translated.map((toolId) => ({ language: 'de', toolId })),
    );
    expect(await pageExists('/tools/detail/agno', 'de')).toBe(true);
    expect(await pageExists(`/tools/detail/${untranslated.id}`, 'de')).toBe(false);
    expect(await pageExists('/tools/detail', 'de')).toBe(false);
  });

  it('has alternates and a switcher to the same page only where the page is translated', async () => {
    const translatedPage = await pageLanguage('/de/tools/detail/agno', SITE);
    expect(translatedPage.alternates.map((a) => a.href)).toEqual([
      'https://example.com/tools/detail/agno',
      'https://example.com/de/tools/detail/agno',
      'https://example.com/tools/detail/agno',
    ]);
    expect(translatedPage.switcher).toMatchObject([{ language: 'en', href: '/tools/detail/agno', samePage: true }]);
    expect((await pageLanguage('/tools/detail/agno', SITE)).switcher).toMatchObject([
      { language: 'de', href: '/de/tools/detail/agno', samePage: true },
    ]);
    const other = await pageLanguage(`/tools/detail/${untranslated.id}`, SITE);
    expect(other.alternates).toEqual([]);
    // The switcher of an untranslated tool leads to the German list of tools, which says so.
    expect(other.switcher).toEqual([
      expect.objectContaining({ language: 'de', href: '/de/tools#not-translated', samePage: false }),
    ]);
    expect(translatedPage.href('/tools/detail/posthog')).toBe('/de/tools/detail/posthog');
    expect(translatedPage.href(`/tools/detail/${untranslated.id}`)).toBe(`/tools/detail/${untranslated.id}`);
  });
});

const germanList = await toolsPage('de');
const germanCategories = new Map(
  (
    fixtureTranslations.find((t) => t.kind === 'toolCategories' && t.language === 'de')?.data as {
      id: string;
      name: string;
    }[]
  ).map((item) => [item.id, item.name]),
);
const englishList = await toolsPage('en');

describe('the list of every tool in German', () => {
  const translatedIds = ['agno', 'posthog', 'tailwindcss'];

  it('exists in German, with alternates both ways', async () => {
    expect(await pageExists('/tools', 'de')).toBe(true);
    const list = await pageLanguage('/de/tools', SITE);
    expect(list.alternates.map((a) => a.href)).toEqual([
      'https://example.com/tools',
      'https://example.com/de/tools',
      'https://example.com/tools',
    ]);
    expect(list.switcher).toMatchObject([{ language: 'en', href: '/tools', samePage: true }]);
  });

  it("shows a translated tool in German, linking its German page, under its category's German name", () => {
    const agno = germanList.tools.find((tool) => tool.id === 'agno');
    expect(agno).toMatchObject({
      description: fields.description,
      useCases: fields.useCases.slice(0, 2),
      href: '/de/tools/detail/agno',
      categoryName: germanCategories.get('ai-ml'),
    });
    expect(agno?.lang ?? agno?.categoryLang).toBeUndefined();
    for (const tool of germanList.tools.filter((card) => translatedIds.includes(card.id)))
      expect(tool.href).toBe(`/de/tools/detail/${tool.id}`);
  });

  it('shows an untranslated tool in English, marked so, linking its English page', () => {
    const other = germanList.tools.find((tool) => tool.id === untranslated.id);
    expect(other).toMatchObject({
      description: untranslated.data.description,
      href: `/tools/detail/${untranslated.id}`,
      lang: 'en',
    });
    expect(other?.categoryLang).toBeUndefined();
    expect(germanList.tools.filter((tool) => tool.lang === 'en')).toHaveLength(
      germanList.tools.length - translatedIds.length,
    );
  });

  it('keeps the English list as it was: English texts, English pages, nothing marked', () => {
    expect(englishList.tools.map((tool) => tool.id)).toEqual(germanList.tools.map((tool) => tool.id));
    expect(englishList.tools.find((tool) => tool.id === 'agno')?.description).toBe(entry.data.description);
    for (const tool of englishList.tools) {
      expect(tool.href).toBe(`/tools/detail/${tool.id}`);
      expect(tool.lang ?? tool.categoryLang).toBeUndefined();
    }
  });

  it("takes the page's words from its dictionary, and its own index", () => {
    expect(germanList.words).toEqual(dictionary('de').toolList);
    expect(englishList.words).toEqual(dictionary('en').toolList);
    expect(germanList.cardWords).toMatchObject({ inEnglish: 'Englisch', lang: 'de' });
    // The categories are translated: named in German, unmarked, each linking its German page.
    expect(germanList).toMatchObject({ path: '/de/tools', english: undefined });
    expect(germanList.categories.map((category) => [category.name, category.href])).toEqual(
      englishList.categories.map((category) => [germanCategories.get(category.id), `/de${category.href}`]),
    );
    expect(englishList.path).toBe('/tools');
    expect(englishList.english).toBeUndefined();
    expect(germanList.indexUrl).toMatch(/^\/data\/de-tools-/);
    expect(englishList.indexUrl).toMatch(/^\/data\/tools-/);
  });
});

const category = fixture.toolCategories.find((candidate) => candidate.id === 'ai-ml')!;
const germanPage = await toolCategoryPage(category, SITE, 'de');
const englishPage = await toolCategoryPage(category, SITE, 'en');

describe('a tool category page in German', () => {
  const de = dictionary('de');
  it('exists for every category in every language /tools does, with alternates both ways', async () => {
    expect((await translatedToolCategoryPaths()).map((path) => path.params)).toEqual(
      [...fixture.toolCategories]
        .sort((a, b) => a.order - b.order)
        .map((candidate) => ({ language: 'de', categoryId: candidate.id })),
    );
    expect(await pageExists('/tools/ai-ml', 'de')).toBe(true);
    expect(await pageExists('/tools/no-such-category', 'de')).toBe(false);
    const page = await pageLanguage('/de/tools/ai-ml', SITE);
    expect(page.alternates.map((a) => a.href)).toEqual([
      'https://example.com/tools/ai-ml',
      'https://example.com/de/tools/ai-ml',
      'https://example.com/tools/ai-ml',
    ]);
    expect(page.switcher).toMatchObject([{ language: 'en', href: '/tools/ai-ml', samePage: true }]);
    expect(page.href('/tools/frontend')).toBe('/de/tools/frontend');
  });

  it("shows the category's German name and description, its words from the dictionary and its German cards", () => {
    const name = germanCategories.get('ai-ml');
    expect(germanPage.category.name).toBe(name);
    expect(germanPage.categoryLang).toBeUndefined();
    expect(germanPage).toMatchObject({
      path: '/de/tools/ai-ml',
      title: `Tools für ${name}`,
      searchPlaceholder: `Tools für ${name} durchsuchen …`,
      words: de.toolCategory,
      back: { href: '/de/tools', label: de.tool.back },
      allTools: '/de/tools',
    });
    expect(germanPage.indexUrl).toMatch(/^\/data\/de-tools-/);
    expect(germanPage.tools.find((tool) => tool.id === 'agno')).toMatchObject({ href: '/de/tools/detail/agno' });
    expect(germanPage.others.every((link) => link.href.startsWith('/de/tools/') && link.lang === undefined)).toBe(true);
    expect(germanPage.breadcrumb.map((crumb) => crumb.name)).toEqual([de.nav.home, de.nav.tools, name]);
    expect(germanPage.jsonLd[0]).toMatchObject({ url: 'https://example.com/de/tools/ai-ml', inLanguage: 'de' });
  });

  it('keeps the English page as it was', () => {
    expect(englishPage).toMatchObject({
      path: '/tools/ai-ml',
      title: `${category.name} Tools`,
      heading: `${category.name} tools`,
      searchLabel: `Search ${category.name} tools`,
      searchPlaceholder: `Search ${category.name} tools...`,
      back: { href: '/tools', label: 'Back to All Tools' },
      allTools: '/tools',
      request: { href: '/request', hreflang: undefined },
    });
    expect(englishPage.breadcrumb.map((crumb) => [crumb.name, crumb.path])).toEqual([
      ['Home', '/'],
      ['Tools', '/tools'],
      [category.name, '/tools/ai-ml'],
    ]);
    expect(englishPage.others.every((link) => !link.href.startsWith('/de/') && link.lang === undefined)).toBe(true);
  });
});
