/**
 * src/data/pages/home.ts over the test catalogue: the 'Our Tools' and 'Our Expertise' links (the
 * entries marked `featuredOnHome`, with their counts) and the idea cards with their thumbnails,
 * which the home page's sections receive as props.
 */
import { describe, expect, it, vi } from 'vitest';
import { fixture } from '../../../support/fixture.ts';

vi.mock('astro:content', async () => (await import('../../../support/astro-content.ts')).mockedAstroContent());
vi.mock('astro:assets', async () => (await import('../../../support/astro-content.ts')).mockedAstroAssets());
vi.mock('@/data/page-dates', () => ({ filesDay: () => undefined, newestEntryDay: () => undefined }));

vi.stubEnv('DEV', false);
const { homePage } = await import('@/data/pages/home');
const page = await homePage('https://example.com/');

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
