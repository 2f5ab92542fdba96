/**
 * src/data/pages/home.ts over the test catalogue: the 'Our Tools' and 'Our Expertise' links (the
 * entries marked `featuredOnHome`, with their counts) and the idea cards with their thumbnails,
 * which the home page's sections receive as props; in German, the studio's copy and the lists
 * from their translations (site.de.json, services.de.json ...), each item not translated in
 * English and marked so, and links to English pages with their hreflang.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fixture, fixturePaths, fixtureTranslations } from '../../../support/fixture.ts';

vi.mock('astro:content', async () => (await import('../../../support/astro-content.ts')).mockedAstroContent());
vi.mock('astro:assets', async () => (await import('../../../support/astro-content.ts')).mockedAstroAssets());
vi.mock('@/data/page-dates', () => ({ filesDay: () => undefined, newestEntryDay: () => undefined }));

vi.stubEnv('DEV', false);
const { homePage } = await import('@/data/pages/home');
const page = await homePage('https://example.com/');
const german = await homePage('https://example.com/', 'de');
const { pageExists, pageLanguage } = await import('@/data/languages');
const readJson = <T>(file: string) => JSON.parse(readFileSync(join(fixturePaths.content, file), 'utf8')) as T;

describe('the home page', () => {
  it('links the tool categories marked featuredOnHome, each with its number of tools', () => {
    const featured = fixture.toolCategories.filter((category) => category.featuredOnHome);
    expect(page.toolLinks.map((link) => link.href)).toEqual(
      [...featured].sort((a, b) => a.order - b.order).map((category) => `/tools/${category.id}`),
    );
    for (const link of page.toolLinks) {
      const id = link.href.split('/').at(-1);
      const count = fixture.tools.filter((tool) => tool.data.category === id).length;
      expect(link.text).toBe(`${count} tools`);
    }
  });

  it('links the areas marked featuredOnHome, each with its number of key capabilities', () => {
    const featured = fixture.areas.filter((area) => area.data.featuredOnHome);
    expect(page.areaLinks).toHaveLength(featured.length);
    for (const link of page.areaLinks) {
      const area = featured.find((candidate) => link.href === `/expertise/${candidate.id}`);
      expect(link).toEqual({
        href: `/expertise/${area?.id}`,
        icon: area?.data.icon,
        title: area?.data.name,
        text: `${area?.data.keyCapabilities.length} key capabilities`,
      });
    }
  });

  it('gives every idea card its thumbnail as a card-sized picture', () => {
    expect(page.ideas.map((card) => card.slug).sort()).toEqual(fixture.ideas.map((idea) => idea.id).sort());
    for (const card of page.ideas) expect(card.thumbnail.layout).toBe('card');
  });
});

describe('the home page in German', () => {
  const site = readJson<{
    hero: { subtitle: string; body: string };
    why: { heading: string };
    closing: { heading: string };
  }>('site.de.json');
  const dictionary = readJson<{ home: Record<string, string> }>('dictionaries/de.json');

  it("exists in German once the studio's copy of it is translated", async () => {
    expect(await pageExists('/', 'de')).toBe(true);
  });

  it("is the switcher's target and an alternate of the English home page, however its address is written", async () => {
    for (const address of ['/', '/index.html']) {
      const english = await pageLanguage(address, 'https://example.com/');
      expect(english.switcher, address).toMatchObject([{ language: 'de', href: '/de', samePage: true }]);
      expect(
        english.alternates.map((alternate) => alternate.hreflang),
        address,
      ).toEqual(['en', 'de', 'x-default']);
    }
    for (const address of ['/de', '/de.html', '/de/'])
      expect((await pageLanguage(address, 'https://example.com/')).switcher, address).toMatchObject([
        { language: 'en', href: '/', samePage: true },
      ]);
  });

  it("takes the studio's copy from site.de.json and its words from the German dictionary", () => {
    expect(german.title).toBe(site.hero.subtitle);
    expect(german.studio.hero.body).toBe(site.hero.body);
    expect(german.studio.hero.headline).toBe(page.studio.hero.headline);
    expect(german.studio.why.heading).toBe(site.why.heading);
    expect(german.studio.closing.heading).toBe(site.closing.heading);
    expect(german.words).toEqual(dictionary.home);
  });

  it('shows the services, technologies and highlights from their translations, by id', () => {
    const services = readJson<{ id: string; title: string; examples: string[] }[]>('services.de.json');
    expect(german.services.map((service) => service.title)).toEqual(services.map((service) => service.title));
    expect(german.services.map((service) => service.icon)).toEqual(page.services.map((service) => service.icon));
    const technologies = readJson<{ id: string; name: string }[]>('technologies.de.json');
    expect(german.technologies.map((category) => category.name)).toEqual(technologies.map((category) => category.name));
    expect(german.technologies.map((category) => category.technologies)).toEqual(
      page.technologies.map((category) => category.technologies),
    );
    const highlights = readJson<{ id: string; title: string }[]>('highlights.de.json');
    expect(german.highlights.map((highlight) => highlight.title)).toEqual(
      highlights.map((highlight) => highlight.title),
    );
  });

  it("writes a project's revenue potential in German", () => {
    const featuring = fixture.highlights.find((highlight) => highlight.value === undefined);
    const line = german.highlights.find((highlight) => highlight.id === featuring?.id);
    expect(line?.value).toMatch(/^Potenzial: [\d.]+\u00a0\$ – [\d.]+\u00a0\$\/Monat$/);
    expect(page.highlights.find((highlight) => highlight.id === featuring?.id)?.value).toMatch(/\/mo potential$/);
  });

  it('names the tool categories in German and links their German pages', () => {
    const categories = readJson<{ id: string; name: string }[]>('tool-categories.de.json');
    for (const link of german.toolLinks) {
      const id = link.href.split('/').at(-1);
      expect(link.title).toBe(categories.find((category) => category.id === id)?.name);
      expect(link.href).toBe(`/de/tools/${id}`);
      expect(link.hreflang ?? link.lang).toBeUndefined();
      expect(link.text).toMatch(/^\d+ Tools$/);
    }
  });

  it('links a translated area to its German page, and shows any other in English, marked so', () => {
    const translated = new Set(
      fixtureTranslations.filter((t) => t.kind === 'areas' && t.language === 'de').map((t) => t.entry),
    );
    for (const link of german.areaLinks) {
      const id = link.href.split('/').at(-1) ?? '';
      if (translated.has(id)) expect(link).toMatchObject({ href: `/de/expertise/${id}` });
      else expect(link).toMatchObject({ href: `/expertise/${id}`, hreflang: 'en', lang: 'en' });
      expect(link.text).toMatch(/^\d+ Kernkompetenzen$/);
    }
  });

  it('gives the structured data the German texts and inLanguage', () => {
    expect(german.jsonLd).toEqual(
      page.jsonLd.map((node) => ({ ...node, description: german.studio.description, inLanguage: 'de' })),
    );
    expect(page.jsonLd.every((node) => !('inLanguage' in node))).toBe(true);
  });
});
