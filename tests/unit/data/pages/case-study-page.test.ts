/**
 * src/data/pages/case-studies.ts and the page registry (src/data/languages.ts) over the test
 * catalogue: a case study in German takes its texts and body from its translation
 * (projects/cashcast.de.md), its words from the German dictionary, its figures written in German
 * through Intl, and its shared fields from the entry; its trail leads to the English portfolio,
 * marked, while the portfolio has no German page; a project without a translation has no German page.
 */
import { describe, expect, it, vi } from 'vitest';
import { splitFrontmatter } from '@/content-reading/files';
import type { Dictionary } from '@/lib/content/kinds/dictionary';
import { keyMetrics } from '@/lib/case-study';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixture, fixturePaths, fixtureTranslations } from '../../../support/fixture.ts';

vi.mock('astro:content', async () => (await import('../../../support/astro-content.ts')).mockedAstroContent());
vi.mock('astro:assets', async () => (await import('../../../support/astro-content.ts')).mockedAstroAssets());
vi.mock('@/data/optimised-images', () => ({
  pictureData: async (path: unknown) => ({ src: String(path) }),
  fullSizeSrc: async (path: unknown) => String(path),
}));
// Each file's last commit: the translations were written after their entries.
vi.mock('@/build-time/git-dates', async (original) => ({
  ...(await original<typeof import('@/build-time/git-dates')>()),
  lastCommitDay: (file: string) => (/\.de\.md$/.test(file) ? '2026-11-20' : '2026-03-04'),
}));

const { caseStudyPage, translatedCaseStudyPaths } = await import('@/data/pages/case-studies');
const { pageExists } = await import('@/data/languages');

const SITE = 'https://example.com/';
const ID = 'cashcast';
const entry = fixture.projects.find((project) => project.id === ID)!;
const projectEntry = {
  ...entry,
  collection: 'projects' as const,
  data: entry.data as never,
  filePath: `tests/fixture/content/${entry.file}`,
};
const english = await caseStudyPage(projectEntry, SITE, 'en');
const german = await caseStudyPage(projectEntry, SITE, 'de');
const translation = splitFrontmatter(readFileSync(join(fixturePaths.content, `projects/${ID}.de.md`), 'utf8'));
const fields = translation.frontmatter as {
  title: string;
  shortDescription: string;
  features: string[];
  badges: string[];
  images: { alt: string }[];
  businessDetails: { location: string };
};
const dictionary = (language: string) =>
  JSON.parse(readFileSync(join(fixturePaths.content, `dictionaries/${language}.json`), 'utf8')) as Dictionary;
const translatedIds = fixtureTranslations
  .filter((t) => t.kind === 'projects' && t.language === 'de')
  .map((t) => t.entry);
const untranslated = fixture.projects.find((project) => !translatedIds.includes(project.id))!;

describe('a case study in German', () => {
  it("shows the translation's texts and body, and the entry's shared fields", () => {
    expect(german.project.title).toBe(fields.title);
    expect(german.project.shortDescription).toBe(fields.shortDescription);
    expect(german.project.features).toEqual(fields.features);
    expect(german.project.badges).toEqual(fields.badges);
    expect(german.project.businessDetails?.location).toBe(fields.businessDetails.location);
    expect(german.gallery.map((image) => image.alt)).toEqual(fields.images.map((image) => image.alt));
    expect(german.gallery.map((image) => image.full)).toEqual(english.gallery.map((image) => image.full));
    expect((german.Content as () => unknown)()).toBe(translation.body);
    expect((english.Content as () => unknown)()).toBe(entry.body);
    expect(german.project.metrics).toEqual(english.project.metrics);
    expect(german.project.techStack).toEqual(english.project.techStack);
    expect(german.project.status).toBe(english.project.status);
    // The revenue badge is the entry's: its rule reads the English badges.
    expect(german.revenueBadge).toBe(english.revenueBadge);
  });

  it('takes every label from its dictionary, the English ones unchanged, and writes figures in German', () => {
    const de = dictionary('de');
    const en = dictionary('en');
    // Its own group, and the portfolio's words of what both pages name.
    const { statuses, revenues, models } = de.portfolio;
    expect(german.words).toEqual({ ...de.caseStudy, statuses, revenues, models });
    expect(english.words).toEqual({
      ...en.caseStudy,
      statuses: en.portfolio.statuses,
      revenues: en.portfolio.revenues,
      models: en.portfolio.models,
    });
    expect(english.title).toBe('CashCast Forecaster Case Study');
    expect(english.shareImageAlt).toBe('CashCast Forecaster: case study');
    expect(german.title).toBe(`${fields.title} – Fallstudie`);
    const metric = (page: typeof german, label: string) =>
      keyMetrics(page.project, page.writing).find((row) => row.label === label)?.value;
    expect(metric(english, 'Monthly Revenue')).toBe('$2,400/mo');
    expect(metric(german, de.caseStudy.monthlyRevenue)).toBe('2.400\u00a0$/Monat');
    expect(metric(german, de.caseStudy.churnRate)).toBe('0,8\u00a0%');
    expect(metric(german, de.caseStudy.location)).toBe(fields.businessDetails.location);
    expect(german.breadcrumb.map((crumb) => crumb.name)).toEqual([de.nav.home, de.caseStudy.projects, fields.title]);
    expect(german.breadcrumb.at(-1)).toEqual({ name: fields.title, path: `/de/case-studies/${ID}` });
    expect(english.back).toEqual({ href: '/projects', label: 'Back to Portfolio' });
  });

  it('leads back to the portfolio in German once it exists, else to the English one, marked', async () => {
    const germanPortfolio = await pageExists('/projects', 'de');
    expect(german.back).toEqual(
      germanPortfolio
        ? { href: '/de/projects', label: dictionary('de').caseStudy.back }
        : { href: '/projects', label: dictionary('de').caseStudy.back, hreflang: 'en' },
    );
  });

  it('states its language and German texts in its Article data, and the newer date of entry and translation', () => {
    expect(german.jsonLd[0]).toMatchObject({ inLanguage: 'de', headline: fields.title });
    expect(english.jsonLd[0]).not.toHaveProperty('inLanguage');
    expect(german.modified).toBe('2026-11-20');
    expect(english.modified).toBe(entry.data.updatedAt);
    expect(german.shareImage).toBe(english.shareImage);
  });
});

describe('which case studies exist in German', () => {
  it('exactly those of the translated projects', async () => {
    expect(translatedIds.sort()).toEqual(['cashcast', 'pawplan', 'teampulse']);
    expect(
      (await translatedCaseStudyPaths()).map((path) => path.params).sort((a, b) => a.slug.localeCompare(b.slug)),
    ).toEqual(translatedIds.map((slug) => ({ language: 'de', slug })));
    expect(await pageExists(`/case-studies/${ID}`, 'de')).toBe(true);
    expect(await pageExists(`/case-studies/${untranslated.id}`, 'de')).toBe(false);
  });

  it('the same in a build, which works the list out once for every page that asks', async () => {
    vi.stubEnv('DEV', false);
    try {
      for (let asked = 0; asked < 2; asked++) {
        expect(await pageExists(`/case-studies/${ID}`, 'de')).toBe(true);
        expect(await pageExists(`/case-studies/${untranslated.id}`, 'de')).toBe(false);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
