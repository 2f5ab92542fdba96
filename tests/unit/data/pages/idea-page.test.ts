/**
 * src/data/pages/ideas.ts and the page registry (src/data/languages.ts) over the test catalogue:
 * a business idea's page in German takes its texts and body from its translation
 * (ideas/ai-content-calendar.de.md), its words from the German dictionary, its figures written
 * in German through Intl, and its shared fields from the entry; the other ideas' cards lead to
 * their German pages where they exist and to the English ones, marked, otherwise; an idea without
 * a translation has no German page.
 */
import { describe, expect, it, vi } from 'vitest';
import { splitFrontmatter } from '@/content-reading/files';
import type { Dictionary } from '@/lib/content/kinds/dictionary';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixture, fixturePaths, fixtureTranslations } from '../../../support/fixture.ts';

vi.mock('astro:content', async () => (await import('../../../support/astro-content.ts')).mockedAstroContent());
vi.mock('astro:assets', async () => (await import('../../../support/astro-content.ts')).mockedAstroAssets());
vi.mock('@/data/optimised-images', () => ({ pictureData: async (path: unknown) => ({ src: String(path) }) }));
// Each file's last commit: the translations were written after their entries.
vi.mock('@/build-time/git-dates', async (original) => ({
  ...(await original<typeof import('@/build-time/git-dates')>()),
  lastCommitDay: (file: string) => (/\.de\.md$/.test(file) ? '2026-11-20' : '2026-03-04'),
}));

const { ideaPage, translatedIdeaPaths } = await import('@/data/pages/ideas');
const { pageExists } = await import('@/data/languages');

const SITE = 'https://example.com/';
const ID = 'ai-content-calendar';
const entry = fixture.ideas.find((idea) => idea.id === ID)!;
const ideaEntry = {
  ...entry,
  collection: 'ideas' as const,
  data: entry.data as never,
  filePath: `tests/fixture/content/${entry.file}`,
};
const english = await ideaPage(ideaEntry, SITE, 'en');
const german = await ideaPage(ideaEntry, SITE, 'de');
const translation = splitFrontmatter(readFileSync(join(fixturePaths.content, `ideas/${ID}.de.md`), 'utf8'));
const fields = translation.frontmatter as {
  title: string;
  shortDescription: string;
  uniqueSellingProposition: string;
  category: string[];
};
const dictionary = (language: string) =>
  JSON.parse(readFileSync(join(fixturePaths.content, `dictionaries/${language}.json`), 'utf8')) as Dictionary;
const translatedIds = fixtureTranslations.filter((t) => t.kind === 'ideas' && t.language === 'de').map((t) => t.entry);
const untranslated = fixture.ideas.find((idea) => !translatedIds.includes(idea.id))!;

describe('a business idea page in German', () => {
  it("shows the translation's texts and body, and the entry's shared fields", () => {
    expect(german.idea.title).toBe(fields.title);
    expect(german.idea.shortDescription).toBe(fields.shortDescription);
    expect(german.idea.uniqueSellingProposition).toBe(fields.uniqueSellingProposition);
    expect((german.Content as () => unknown)()).toBe(translation.body);
    expect((english.Content as () => unknown)()).toBe(entry.body);
    expect(german.idea.successStories.map((story) => story.url)).toEqual(
      english.idea.successStories.map((story) => story.url),
    );
    expect(german.idea.estimatedRevenue).toEqual(english.idea.estimatedRevenue);
    // Its topics are words, translated in the entry's order.
    expect(german.idea.category).toEqual(fields.category);
    expect(german.idea.category).toHaveLength(english.idea.category.length);
    expect(german.idea.category).not.toEqual(english.idea.category);
  });

  it('takes every label from its dictionary, the English ones unchanged, and writes figures in German', () => {
    const de = dictionary('de');
    const en = dictionary('en');
    expect(german.words).toEqual(de.idea);
    expect(english.words).toEqual(en.idea);
    expect(english.title).toBe('AI Content Calendar - Business Idea');
    expect(german.title).toBe(`${fields.title} – Geschäftsidee`);
    expect(english.figures.monthlyRevenue).toBe('$12,000 - $40,000/mo');
    expect(german.figures.monthlyRevenue).toBe('12.000\u00a0$ – 40.000\u00a0$/Monat');
    expect(english.figures.developmentTime).toBe('5 months');
    expect(german.figures.developmentTime).toBe('5 Monate');
    expect(german.figures.teamSize).toBe('3 – 5 Personen');
    expect(english.figures.tam).toBe('$18,000M');
    expect(german.figures.tam).toBe('18.000 Mio. $');
    expect(german.figures.ltvCac).toBe('3,6');
    expect(german.breadcrumb.map((crumb) => crumb.name)).toEqual([de.nav.home, fields.title]);
    expect(german.breadcrumb.at(-1)).toEqual({ name: fields.title, path: `/de/business-ideas/${ID}` });
    expect(german.back).toMatchObject({ label: de.idea.back });
    expect(english.back).toEqual({ href: '/', label: 'Back to Home' });
  });

  it('states its language and German texts in its Article data, and the newer date of entry and translation', () => {
    expect(german.jsonLd[0]).toMatchObject({ inLanguage: 'de', headline: fields.title });
    expect(english.jsonLd[0]).not.toHaveProperty('inLanguage');
    expect(german.modified).toBe('2026-11-20');
    expect(english.modified).toBe(entry.data.updatedAt);
  });

  it("links the other ideas' cards to their German pages where they exist, else to the English ones, marked", () => {
    expect(german.otherIdeas.length).toBe(fixture.ideas.length - 1);
    for (const card of german.otherIdeas) {
      if (translatedIds.includes(card.slug))
        expect(card).toMatchObject({ href: `/de/business-ideas/${card.slug}`, lang: undefined });
      else expect(card).toMatchObject({ href: `/business-ideas/${card.slug}`, lang: 'en' });
    }
    expect(
      english.otherIdeas.every((card) => card.lang === undefined && card.href.startsWith('/business-ideas/')),
    ).toBe(true);
  });
});

describe('which idea pages exist in German', () => {
  it('exactly those of the translated ideas', async () => {
    expect(translatedIds.sort()).toEqual(['ai-content-calendar', 'personalized-meal-prep']);
    expect(
      (await translatedIdeaPaths()).map((path) => path.params).sort((a, b) => a.slug.localeCompare(b.slug)),
    ).toEqual(translatedIds.map((slug) => ({ language: 'de', slug })));
    expect(await pageExists(`/business-ideas/${ID}`, 'de')).toBe(true);
    expect(await pageExists(`/business-ideas/${untranslated.id}`, 'de')).toBe(false);
  });
});
